import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// During a replay the phone shows the scene the sign-in decision carries, not one the
/// terminal app works out: signed in, on the landing page, with nothing pending.
@Suite("The replay shows the decision's scene")
struct ReplaySceneTests {
    static let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    @Test("while the landing page holds, the phone and the status line show the sign-in decision's scene")
    func holdShowsSignInScene() throws {
        // Wide enough for the status line to show the state beside the replay's message.
        var model = try AppFixture.model(signedIn: false, size: .large)
        model.replayPace = 0.8
        model.open(Self.profile)
        model.finishAnimation()
        model.key(.function(3))
        model.advanceAnimation(now: 100)
        model.advanceAnimation(now: 100 + ScreenAnimation.slideSeconds + 0.01)
        let signIn = model.state.history[model.state.history.count - 2]
        #expect(signIn.entry == .signIn)
        let scene = try #require(signIn.scene)
        #expect(model.shownScene == scene)
        #expect(model.shownScene.signedIn)
        #expect(model.shownScene.pending == nil)
        #expect(model.shownScene.stack == ["landingPage"])
        let frame = model.liveFrame
        #expect(frame.plainText().contains("● signed in"))
        let status = frame.row(model.height - 3)
        #expect(status.contains("Signed in"))
        #expect(!status.contains("Pending"), "\(status)")
        #expect(!status.contains("Signed out"), "\(status)")
    }

    @Test("the model takes each scene from its decision: a decision carrying another scene is shown as it says")
    func sceneComesFromTheDecision() throws {
        var model = try AppFixture.model(signedIn: false)
        model.replayPace = 0.8
        model.open(Self.profile)
        model.finishAnimation()
        var decisions = model.session.handle(.signIn)
        // A scene no reducer would reach: the model must draw it, as the decision says, not work out its own.
        var marked = try #require(decisions[0].scene)
        marked.stack = ["landingPage", "messages"]
        decisions[0].scene = marked
        model.animate(from: PhoneScene(SessionState(signedIn: false, stack: ["login"])), decisions)
        model.advanceAnimation(now: 100)
        model.advanceAnimation(now: 100 + ScreenAnimation.slideSeconds + 0.01)
        #expect(model.shownScene == marked)
    }
}
