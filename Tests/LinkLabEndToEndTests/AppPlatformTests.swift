import Foundation
import Testing

/// The terminal app on Android, from `--platform android` or the F6 toggle.
@Suite("terminal app on Android", .enabled(if: TmuxSession.isAvailable))
struct AppPlatformTests {
    @Test("--platform android: the status line says Android, and an App Link shows its assetlinks check")
    func platformOption() throws {
        let app = try LinkLabAppSession.direct(["--platform", "android"], width: 140, height: 40)
        defer { app.close() }
        try #require(app.waitForFirstFrame(), "\(app.screen)")
        #expect(app.waitForStatus("Android"), "\(app.statusLine)")
        app.open("https://demo.q2.com/help/faq#/messages")
        #expect(app.tmux.waitFor("openedInBrowser"), "\(app.screen)")
        #expect(app.screen.contains("intent-filter-no-match"), "\(app.screen)")
    }

    @Test("F6: the Android row switches the session to Android")
    func toggle() throws {
        let app = try LinkLabAppSession.direct(width: 140, height: 40)
        defer { app.close() }
        try #require(app.waitForFirstFrame(), "\(app.screen)")
        #expect(!app.statusLine.contains("Android"))
        app.tmux.sendKeys("F6")
        #expect(app.tmux.waitFor("Android (App Links"), "\(app.screen)")
        for _ in 0..<6 { app.tmux.sendKeys("Down") }  // past 4 prerequisites, Installed and Running
        app.tmux.sendKeys("Enter")
        app.tmux.sendKeys("Escape")
        #expect(app.waitForStatus("Android"), "\(app.statusLine)")
    }

    @Test("--not-installed on Android: the phone says the app is not installed, and an App Link opens Chrome")
    func notInstalledOption() throws {
        let app = try LinkLabAppSession.direct(["--platform", "android", "--not-installed"], width: 140, height: 40)
        defer { app.close() }
        try #require(app.waitForFirstFrame(), "\(app.screen)")
        #expect(app.waitForStatus("App not installed"), "\(app.statusLine)")
        app.open("https://demo.q2.com/experimental/uux.aspx#/messages")
        #expect(app.tmux.waitFor("openedInBrowser"), "\(app.screen)")
        #expect(app.screen.contains("Chrome"), "\(app.screen)")
    }
}
