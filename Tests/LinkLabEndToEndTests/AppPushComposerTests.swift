import Foundation
import Testing

/// The push composer (F2) delivers the documented payload; only a tap navigates.
@Suite("terminal app push composer", .enabled(if: TmuxSession.isAvailable))
struct AppPushComposerTests {
    @Test("F2 then Enter taps the documented payload: the app shows #/messages")
    func tapDocumentedPayload() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendKeys("F2")
        #expect(app.tmux.waitFor("com.q2.mobile.module.demo"), "\(app.screen)")
        app.tmux.sendKeys("Enter")
        #expect(app.waitForStatus("#/messages"), "\(app.statusLine)\n\(app.screen)")
    }

    @Test("the foreground stage does not navigate: push-stage-no-navigation")
    func foregroundStage() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendKeys("F2")
        #expect(app.tmux.waitFor("only a tap may navigate"), "\(app.screen)")
        // The stage is the fourth field; → picks the next stage (foreground).
        app.tmux.sendKeys("Down", "Down", "Down", "Right")
        #expect(app.tmux.waitFor("◂ foreground ▸"), "\(app.screen)")
        app.tmux.sendKeys("Enter")
        #expect(app.tmux.waitFor("push-stage-no-navigation"), "\(app.screen)")
        #expect(app.statusLine.contains("#/landingPage"), "\(app.statusLine)")
    }
}
