import Foundation
import Testing

/// In tmux: a walkthrough plays in a session of its own and Esc gives the
/// user's session back; Ctrl-T opens the quiz; Ctrl-V the variants.
@Suite("terminal app training", .enabled(if: TmuxSession.isAvailable))
struct AppTrainingTests {
    @Test("F7 then Esc: the walkthrough plays on its own session, and the user's comes back")
    func walkthroughKeepsTheSession() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(app.waitForStatus("#/messages"), "\(app.screen)")

        app.tmux.sendKeys("F7")
        #expect(app.tmux.waitFor("Walkthroughs"))
        app.tmux.sendKeys("Enter")
        #expect(app.waitForStatus("#/landingPage"), "a fresh session: \(app.statusLine)")
        #expect(app.tmux.waitFor("steps"), "\(app.screen)")
        app.tmux.sendKeys("Enter")
        #expect(app.tmux.waitFor("Step 1 of"), "\(app.screen)")

        app.tmux.sendKeys("Escape")
        #expect(app.waitForStatus("#/messages"), "the user's session is back: \(app.statusLine)\n\(app.screen)")
        #expect(app.tmux.waitFor("Left the walkthrough"))
    }

    @Test("Ctrl-T opens the quiz; Ctrl-V the variants of the last link")
    func quizAndVariants() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendKeys("C-t")
        #expect(app.tmux.waitFor("Question 1 of"), "\(app.screen)")
        #expect(app.tmux.waitFor("What will the app do?"))
        app.tmux.sendKeys("Escape")
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(app.waitForStatus("#/messages"))
        app.tmux.sendKeys("C-v")
        #expect(app.tmux.waitFor("unencoded targetPage: stayed (unencoded-target-page)"), "\(app.screen)")
    }
}
