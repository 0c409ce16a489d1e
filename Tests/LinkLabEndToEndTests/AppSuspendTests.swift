import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-Z and SIGTSTP suspend the app the way a shell expects
/// (main screen back, paste mode off, "Stopped"), and `fg` brings the whole screen back.
@Suite("terminal app: suspend and fg", .enabled(if: TmuxSession.isAvailable))
struct AppSuspendTests {
    /// The app started from an interactive `sh` with job control, so it can be stopped and resumed.
    final class ShellSession {
        let tmux: TmuxSession
        static let prompt = "shell-ready$ "
        /// The prompt as `capture-pane` shows it, trailing space trimmed.
        static let shownPrompt = "shell-ready$"

        init() throws {
            let binary = try #require(LinkLab.binary, "linklab not built")
            tmux = try TmuxSession("sh -i", environment: ["PS1": Self.prompt])
            try #require(tmux.waitFor(Self.shownPrompt), "no shell prompt:\n\(tmux.capture())")
            tmux.sendLiteral([binary, "--screens", LinkLab.screens.path].map(LinkLabAppSession.quoted).joined(separator: " "))
            tmux.sendKeys("Enter")
        }

        deinit { tmux.kill() }

        /// The linklab process under the shell.
        var appPid: pid_t? {
            guard let shell = pid_t(tmux.format("#{pane_pid}")) else { return nil }
            return LinkLabAppSession.children(of: shell).first { LinkLabAppSession.command(of: $0) == "linklab" }
        }

        /// The process state letter from /proc/<pid>/stat: T when stopped.
        static func state(of pid: pid_t) -> String? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
        }

        /// At the shell prompt while the app is stopped: the main screen, and a paste arrives
        /// without bracketed-paste markers (the shell echoes ESC as ^[).
        func expectShellHasTerminal(_ pid: pid_t, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(tmux.waitFor("Stopped"), "no job-control report:\n\(tmux.capture())", sourceLocation: sourceLocation)
            #expect(tmux.waitUntil { Self.state(of: pid) == "T" }, "not stopped", sourceLocation: sourceLocation)
            #expect(tmux.format("#{alternate_on}") == "0", sourceLocation: sourceLocation)
            let marker = "while-stopped-\(UUID().uuidString.prefix(6))"
            tmux.paste(marker)
            #expect(tmux.waitFor(marker), sourceLocation: sourceLocation)
            #expect(!tmux.capture().contains("200~"), "bracketed paste left on:\n\(tmux.capture())", sourceLocation: sourceLocation)
            tmux.sendKeys("C-u")
        }

        /// `fg`: the app runs again and its screen is back exactly as it was. `enter` is the key
        /// that ends the shell's line: C-j when the tty was left raw (no CR-to-LF mapping).
        func expectForegroundRestores(_ before: String, _ pid: pid_t, enter: String = "Enter",
                                      sourceLocation: SourceLocation = #_sourceLocation) {
            tmux.sendLiteral("fg")
            tmux.sendKeys(enter)
            #expect(tmux.waitUntil { tmux.capture() == before }, "screen not restored:\n\(tmux.capture())", sourceLocation: sourceLocation)
            #expect(tmux.format("#{alternate_on}") == "1", sourceLocation: sourceLocation)
            #expect(Self.state(of: pid) != "T", sourceLocation: sourceLocation)
            // Still taking keys: typed text reaches the input line.
            tmux.sendLiteral("typed-after-fg")
            #expect(tmux.waitFor("Link › typed-after-fg"), "\(tmux.capture())", sourceLocation: sourceLocation)
        }

        /// F10 quits back to the prompt.
        func quit(sourceLocation: SourceLocation = #_sourceLocation) {
            tmux.sendKeys("F10")
            #expect(tmux.waitUntil { tmux.format("#{alternate_on}") == "0" && tmux.capture().contains(Self.shownPrompt) },
                    "\(tmux.capture())", sourceLocation: sourceLocation)
        }
    }

    @Test("Ctrl-Z stops the app and gives the shell its terminal; fg restores the screen")
    func controlZ() throws {
        let shell = try ShellSession()
        try #require(shell.tmux.waitFor("Link ›"), "app did not start:\n\(shell.tmux.capture())")
        let pid = try #require(shell.appPid)
        let before = shell.tmux.capture()
        shell.tmux.sendKeys("C-z")
        shell.expectShellHasTerminal(pid)
        shell.expectForegroundRestores(before, pid)
        shell.quit()
    }

    @Test("SIGTSTP from outside suspends the same way; fg restores the screen")
    func stopSignal() throws {
        let shell = try ShellSession()
        try #require(shell.tmux.waitFor("Link ›"), "app did not start:\n\(shell.tmux.capture())")
        let pid = try #require(shell.appPid)
        let before = shell.tmux.capture()
        #expect(kill(pid, SIGTSTP) == 0)
        shell.expectShellHasTerminal(pid)
        shell.expectForegroundRestores(before, pid)
        shell.quit()
    }

    @Test("after a SIGSTOP it could not see, SIGCONT from fg still repaints the whole screen")
    func stopAndContinue() throws {
        let shell = try ShellSession()
        try #require(shell.tmux.waitFor("Link ›"), "app did not start:\n\(shell.tmux.capture())")
        let pid = try #require(shell.appPid)
        let before = shell.tmux.capture()
        #expect(kill(pid, SIGSTOP) == 0)
        #expect(shell.tmux.waitFor("Stopped"), "\(shell.tmux.capture())")
        // SIGSTOP can't be caught, so the shell got the terminal still raw: end its line with LF.
        shell.expectForegroundRestores(before, pid, enter: "C-j")
        shell.quit()
    }

    @Test("Ctrl-Z with no shell to return to (the pane's own program) keeps the app running")
    func controlZWithoutJobControl() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendKeys("C-z")
        app.tmux.sendLiteral("still-here")
        #expect(app.tmux.waitFor("Link › still-here"), "\(app.screen)")
        #expect(app.tmux.format("#{alternate_on}") == "1")
    }
}
