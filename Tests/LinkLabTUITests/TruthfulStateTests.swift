import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// What the screen, the decisions pane and the status line say is what happened.
@Suite("Truthful state")
struct TruthfulStateTests {
    let branchesPush = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"branches"}}}"#

    @Test("F4 on module content shown while signed out closes the content and keeps the stored link")
    func backClosesModuleWhileSignedOut() throws {
        var model = try AppFixture.model(signedIn: false)
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        model.open("q2mob://com.q2.mobile.module.demo/path")
        #expect(model.state.moduleInFront == "com.q2.mobile.module.demo")
        #expect(!model.backCancelsSignIn)
        model.key(.function(4))
        #expect(model.state.moduleInFront == nil)
        #expect(model.state.pending?.route == "settings/profile", "the stored link is kept")
        #expect(model.lastDecision?.entry == .back)
        #expect(model.lastDecision?.outcome == .navigated)
    }

    @Test("F4 on a screen shown while signed out (a push to Branches) goes back to the login screen, logged as back")
    func backFromBranchesWhileSignedOut() throws {
        var model = try AppFixture.model(signedIn: false)
        _ = model.apply(.push(try PushPayload(text: branchesPush), stage: .tap))
        #expect(model.state.stack == ["login", "branches"])
        model.key(.function(4))
        #expect(model.state.stack == ["login"])
        #expect(model.lastDecision?.entry == .back)
        #expect(model.lastDecision?.outcome == .navigated)
    }

    @Test("F4 on the login screen cancels sign-in")
    func backOnLoginCancels() throws {
        var model = try AppFixture.model(signedIn: false)
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        #expect(model.backCancelsSignIn)
        model.key(.function(4))
        #expect(model.lastDecision?.entry == .cancelSignIn)
        #expect(model.state.pending == nil)
    }

    @Test("F4 while signed in goes back one screen")
    func backSignedIn() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.key(.function(4))
        #expect(model.state.stack == ["landingPage"])
        #expect(model.lastDecision?.entry == .back)
    }

    @Test("sign-out is shown as where it went, not as a navigation")
    func signOutHeadline() throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(3))
        let text = model.screenText
        #expect(text.contains("sign out → Sign in"))
        #expect(!text.contains("navigated  sign out"))
    }

    @Test("the pane offers PgUp: older only when something older is out of view")
    func olderOnlyWhenOlder() throws {
        var model = try AppFixture.model()
        model.key(.function(3))
        #expect(!model.frame.row(1).contains("PgUp"), "\(model.frame.row(1))")
        for _ in 0..<3 { model.open("q2mob://open?targetPage=%23%2Fmessages") }
        #expect(model.frame.row(1).contains("PgUp: older"))
    }

    @Test("a link nothing claims never reads \"No module claimed :\" with an empty name")
    func noEmptyModuleName() throws {
        var model = try AppFixture.model(size: .large)
        model.open("q2mob://%20")
        let steps = model.state.history.last?.steps.map { "\($0.check): \($0.detail)" } ?? []
        #expect(!steps.contains { $0.contains("claimed :") || $0.contains("claimed  :") }, "\(steps)")
    }

    @Test("a link iOS would not open never says the app opens")
    func notOpenedNeverOpens() throws {
        var model = try AppFixture.model()
        model.open("https://demo.q2.com/foo")
        let decision = try #require(model.lastDecision)
        #expect(decision.outcome == .openedInBrowser)
        #expect(!decision.diagnostics.contains { $0.message.contains("the app opens") }, "\(decision.diagnostics.map(\.message))")
    }

    @Test("an export's status line names the file; the log keeps the whole path")
    func shortMessageLongLog() throws {
        var model = try AppFixture.model()
        model.note("Saved linklab-session-1.jsonl and its check list.", full: "Saved 0 decisions to /a/long/folder/linklab-session-1.jsonl.")
        #expect(model.notice == "Saved linklab-session-1.jsonl and its check list.")
        #expect(model.messageLog.map(\.text) == ["Saved 0 decisions to /a/long/folder/linklab-session-1.jsonl."])
        #expect(model.frame.row(21).contains("Saved linklab-session-1.jsonl and its check list."), "\(model.frame.row(21))")
    }
}
