import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// F3 signs out and in (a stored link replays after sign-in); F4 goes back, or cancels sign-in.
@Suite("Sign-in gate keys")
struct SignInGateTests {
    let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    @Test("F3 signs out: the login screen shows and the status line says Signed out")
    func signOut() throws {
        var model = try AppFixture.model()
        model.key(.function(3))
        #expect(!model.state.signedIn)
        #expect(model.state.stack == ["login"])
        #expect(model.frame.row(21).contains("Signed out"))
        #expect(model.screenText.contains("[  Sign in · F3  ]"))
    }

    @Test("a link opened signed out is pending; F3 signs in, shows the landing page, then replays it")
    func replay() throws {
        var model = try AppFixture.model(signedIn: false)
        model.open(profile)
        #expect(model.lastDecision?.outcome == .deferred)
        #expect(model.state.pending?.route == "settings/profile")
        #expect(model.frame.row(21).contains("Pending: #/settings/profile"))
        model.key(.function(3))
        #expect(model.state.signedIn)
        #expect(model.state.pending == nil)
        #expect(model.state.stack == ["landingPage", "profile"])
        let replayed = model.state.history.suffix(2).map(\.outcome)
        #expect(replayed == [.navigated, .navigated])
        #expect(model.frame.row(21).hasPrefix(" #/settings/profile  │  Signed in"))
        #expect(!model.frame.row(21).contains("Pending"))
    }

    @Test("F4 goes back one screen")
    func back() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(model.state.stack == ["landingPage", "messages"])
        model.key(.function(4))
        #expect(model.state.stack == ["landingPage"])
        #expect(model.frame.row(21).hasPrefix(" #/landingPage"))
    }

    @Test("F4 on the login screen cancels sign-in and discards the pending link")
    func cancelSignIn() throws {
        var model = try AppFixture.model(signedIn: false)
        model.open(profile)
        model.key(.function(4))
        #expect(model.state.pending == nil)
        #expect(model.lastDecision?.codes.contains("pending-discarded") == true)
        #expect(!model.frame.row(21).contains("Pending"))
        model.key(.function(3))
        #expect(model.state.stack == ["landingPage"])
    }
}
