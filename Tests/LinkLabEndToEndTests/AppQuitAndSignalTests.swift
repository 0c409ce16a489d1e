import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal is restored on quit, Ctrl-C, SIGTERM and SIGHUP, with paste mode off.
@Suite("terminal app: quitting restores the terminal", .enabled(if: TmuxSession.isAvailable))
struct AppQuitAndSignalTests {
    @Test("a quit key exits 0 and restores the terminal", arguments: ["F10", "C-c"])
    func quitKey(_ key: String) throws {
        let app = try LinkLabAppSession.wrapped()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendKeys(key)
        let report = try #require(app.waitForReport(), "did not quit on \(key):\n\(app.screen)")
        #expect(report.status == 0)
        #expect(report.ttyRestored)
        #expect(app.tmux.format("#{alternate_on}") == "0")
        #expect(app.pasteModeLeftOn() == false, "bracketed paste left on:\n\(app.screen)")
    }

    @Test("SIGTERM to the pane's own process (the binary run directly) ends it and leaves the alternate screen")
    func signalDirect() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        let pid = try #require(app.panePid)
        #expect(LinkLabAppSession.command(of: pid) == "linklab")
        #expect(kill(pid, SIGTERM) == 0)
        #expect(app.waitForExit() == 128 + SIGTERM)
        #expect(app.tmux.format("#{alternate_on}") == "0")
    }
}
