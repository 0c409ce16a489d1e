import Foundation
import Testing
@testable import linklab

/// As a presenter shows it: sign in with a stored link, and the audience sees the
/// landing page for a beat before the stored page arrives, with no key pressed.
@Suite("terminal app replay", .enabled(if: TmuxSession.isAvailable))
struct AppReplayTests {
    let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    @Test("a signed-out paste, then sign-in: the landing page holds for at least 0.3 s, then the stored page shows")
    func landingPageThenStoredPage() throws {
        // A beat of 2 s, so that a busy machine, which may see the status line late, still sees the landing
        // page hold; the beat's length itself is the model's (ReplayAnimationTests), measured with made-up times.
        let app = try LinkLabAppSession.direct(["--signed-out", "--pace", "2"], width: 80, height: 24)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open(profile)
        try #require(app.waitForStatus("Pending: #/settings/profile"), "\(app.screen)")
        app.tmux.sendKeys("F3")
        try #require(app.waitForStatus("replaying #/settings/profile", timeout: 3), "\(app.screen)")
        let landingSeen = Date()
        #expect(app.screen.contains("Welcome back"), "the landing page shows while the replay waits:\n\(app.screen)")
        var landingLast = landingSeen
        let arrived = app.tmux.waitUntil(timeout: 10) {
            let screen = app.screen
            if screen.contains("Welcome back") { landingLast = Date() }
            return screen.contains("Your name, address") && !app.statusLine.contains("replaying")
        }
        #expect(arrived, "the stored page arrives on its own:\n\(app.screen)")
        #expect(landingLast.timeIntervalSince(landingSeen) >= 0.3, "the landing page showed for \(landingLast.timeIntervalSince(landingSeen)) s")
        #expect(app.statusLine.contains("#/settings/profile"))
    }

    @Test("--pace outside 0 to 10 seconds is one clear line and exit 2, before any screen", arguments: ["-1", "11"])
    func paceOutOfRange(value: String) throws {
        let result = try LinkLab.run(["--pace=\(value)"], timeout: 10)
        #expect(result.status == 2)
        #expect(result.errLines == ["linklab: " + UsageError(.paceOutOfRange(Double(value) ?? 0)).message], "\(result.errLines)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--pace 0 skips the beat: the stored page shows at once")
    func paceZero() throws {
        let app = try LinkLabAppSession.direct(["--signed-out", "--pace", "0"], width: 80, height: 24)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open(profile)
        try #require(app.waitForStatus("Pending: #/settings/profile"))
        app.tmux.sendKeys("F3")
        #expect(app.tmux.waitFor("Your name, address", timeout: 3), "\(app.screen)")
    }
}

/// In a real terminal: F11 writes OSC 52, and tmux (with `set-clipboard on`)
/// puts the corrected link in its paste buffer.
@Suite("terminal app copy", .enabled(if: TmuxSession.isAvailable))
struct AppCopyTests {
    @Test("F11 after a broken link puts the corrected link on the clipboard")
    func copiesCorrectedLink() throws {
        let app = try LinkLabAppSession.direct(width: 80, height: 24)
        defer { app.close() }
        app.tmux.command(["set-option", "-g", "set-clipboard", "on"])
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=#/transfer")
        try #require(app.tmux.waitFor("unencoded-target-page"), "\(app.screen)")
        app.tmux.sendKeys("F11")
        #expect(app.waitForStatus("the corrected link"), "\(app.screen)")
        #expect(app.tmux.waitUntil { app.tmux.command(["show-buffer"]).contains("q2mob://open?targetPage=%23%2Ftransfer") })
    }
}

/// Copy says what it did: the system's clipboard tool when one is there, and never more than OSC 52 can promise.
@Suite("terminal app copy to the system clipboard", .enabled(if: TmuxSession.isAvailable))
struct AppSystemClipboardTests {
    @Test("with xclip on PATH and a display, F11 copies with it and the status line names it")
    func xclip() throws {
        let tools = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-clip-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tools) }
        let copied = tools.appendingPathComponent("copied").path
        let fake = tools.appendingPathComponent("xclip")
        try "#!/bin/sh\n[ \"$1 $2\" = '-selection clipboard' ] || exit 3\ncat > '\(copied)'\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let app = try LinkLabAppSession.direct(width: 80, height: 24, environment: [
            "PATH": tools.path + ":/usr/bin:/bin", "DISPLAY": ":99", "WAYLAND_DISPLAY": "",
        ])
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=#/transfer")
        try #require(app.tmux.waitFor("unencoded-target-page"), "\(app.screen)")
        app.tmux.sendKeys("F11")
        #expect(app.waitForStatus("Copied the corrected link with xclip"), "\(app.screen)")
        #expect((try? String(contentsOfFile: copied, encoding: .utf8)) == "q2mob://open?targetPage=%23%2Ftransfer")
    }

    /// No display: pbcopy is only on macOS, and wl-copy, xclip and xsel need one.
    @Test("with no clipboard tool, the status line says only that OSC 52 was sent")
    func oscOnly() throws {
        let app = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["PATH": "/usr/bin:/bin", "DISPLAY": "", "WAYLAND_DISPLAY": ""])
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=#/transfer")
        try #require(app.tmux.waitFor("unencoded-target-page"), "\(app.screen)")
        app.tmux.sendKeys("F11")
        #expect(app.waitForStatus("Sent the corrected link as OSC 52: copied if the terminal allows it."), "\(app.screen)")
    }
}
