import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every catchable signal that ends the app gives the terminal back (paste mode
/// off, the shell's modes, the main screen), and SIGQUIT prints no crash report.
@Suite("terminal app: every terminating signal restores the terminal", .enabled(if: TmuxSession.isAvailable))
struct AppSignalRestoreTests {
    static var signals: [Int32] {
        var signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF]
        #if os(Linux)
        signals += [SIGIO, SIGPWR, __libc_current_sigrtmin(), __libc_current_sigrtmax()]
        #endif
        return signals
    }

    @Test("the signal ends the app with status 128+signal, the tty as it was and paste mode off",
          arguments: signals)
    func terminatingSignal(_ signal: Int32) throws {
        let app = try LinkLabAppSession.wrapped()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        let pid = try #require(app.appPid(), "no linklab child of the wrapper")
        #expect(kill(pid, signal) == 0)
        let report = try #require(app.waitForReport(), "did not exit on signal \(signal):\n\(app.screen)")
        #expect(report.status == 128 + signal)
        #expect(report.ttyRestored, "stty -g differs after signal \(signal)")
        #expect(app.tmux.format("#{alternate_on}") == "0")
        #expect(app.pasteModeLeftOn() == false, "bracketed paste left on after signal \(signal):\n\(app.screen)")
    }

    @Test("SIGQUIT prints no crash report and does not keep the app running")
    func quitSignalHasNoCrashReport() throws {
        let app = try LinkLabAppSession.wrapped()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        let pid = try #require(app.appPid())
        #expect(kill(pid, SIGQUIT) == 0)
        let report = try #require(app.waitForReport(timeout: 3), "still running after SIGQUIT:\n\(app.screen)")
        #expect(report.status == 128 + SIGQUIT)
        let screen = app.tmux.capture(scrollback: true)
        for word in ["crashed", "Backtrace", "💣", "Thread 0"] {
            #expect(!screen.contains(word), "\(word) on screen:\n\(screen)")
        }
    }

    /// A crash signal sent from another process (`kill -SEGV PID`) is no crash
    /// of the app's. It used to reach Swift's backtracer, which printed a crash report and held the
    /// tty for 30 seconds with "Press space to interact".
    @Test("a crash signal sent from outside exits at once with 128+signal, no crash report, the terminal restored",
          arguments: [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT])
    func crashSignalFromOutside(_ signal: Int32) throws {
        let app = try LinkLabAppSession.wrapped()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        let pid = try #require(app.appPid(), "no linklab child of the wrapper")
        #expect(kill(pid, signal) == 0)
        // Well inside the backtracer's 30-second prompt: a prompt would still be waiting.
        let report = try #require(app.waitForReport(timeout: 5), "still running after signal \(signal):\n\(app.screen)")
        #expect(report.status == 128 + signal)
        #expect(report.ttyRestored, "stty -g differs after signal \(signal)")
        #expect(app.tmux.format("#{alternate_on}") == "0")
        let screen = app.tmux.capture(scrollback: true)
        for word in ["crashed", "Backtrace", "Press space", "💣"] {
            #expect(!screen.contains(word), "\(word) on screen:\n\(screen)")
        }
        #expect(app.pasteModeLeftOn() == false, "bracketed paste left on after signal \(signal):\n\(app.screen)")
    }

    @Test("a signal the parent ignored stays ignored (as under nohup): the app keeps running")
    func ignoredSignalStaysIgnored() throws {
        let app = try LinkLabAppSession.script { _, linklab in
            """
            trap '' USR1
            \(linklab)
            echo "linklab exited $?"
            exec cat -v

            """
        }
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        let pid = try #require(app.appPid())
        #expect(kill(pid, SIGUSR1) == 0)
        app.tmux.sendLiteral("still-running")
        #expect(app.tmux.waitFor("Link › still-running"), "\(app.screen)")
        app.tmux.sendKeys("F10")
        #expect(app.tmux.waitFor("linklab exited 0"), "\(app.screen)")
    }
}
