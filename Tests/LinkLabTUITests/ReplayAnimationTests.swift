import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// The replay as model state, driven with made-up times. The landing page shows
/// first, the stored page after the pace; pace 0 skips the beat; a key finishes it at once.
@Suite("Replay animation")
struct ReplayAnimationTests {
    let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    /// Signed out, a stored link, then F3: the moment sign-in happens.
    func signedInWithStoredLink(pace: Double = 0.8) throws -> AppModel {
        var model = try AppFixture.model(signedIn: false)
        model.replayPace = pace
        model.open(profile)
        model.finishAnimation()
        model.key(.function(3))
        return model
    }

    @Test("an idle app has no deadline: the host blocks on input")
    func idle() throws {
        let model = try AppFixture.model()
        #expect(model.animationDeadline == nil)
    }

    @Test("after sign-in the landing page shows first, with the replay named; the stored page after the pace")
    func landingThenTarget() throws {
        var model = try signedInWithStoredLink()
        #expect(model.state.stack == ["landingPage", "profile"], "the session has decided already")
        #expect(model.animationDeadline == 0, "due at once: the host gives the first time")
        model.advanceAnimation(now: 100)
        // The sign-in's own journey step slides the landing page in.
        #expect(model.shownScene.currentScreen == "landingPage")
        #expect(model.slide != nil)
        model.advanceAnimation(now: 100 + ScreenAnimation.slideSeconds + 0.01)
        #expect(model.slide == nil, "the landing page stands still")
        #expect(model.shownScene.currentScreen == "landingPage")
        #expect(model.notice == "Landing page reached; replaying #/settings/profile…")
        #expect(model.shownDecisionCount == model.state.history.count - 1, "the replay's decision waits for its page")
        #expect(model.liveFrame.plainText().contains("Welcome back"))
        #expect(!model.liveFrame.plainText().contains("Your name, address"))
        // Just before the pace is over, still the landing page.
        model.advanceAnimation(now: 100 + ScreenAnimation.slideSeconds + 0.79)
        #expect(model.shownScene.currentScreen == "landingPage")
        // Then the stored page slides in over a few frames.
        model.advanceAnimation(now: 100 + ScreenAnimation.slideSeconds + 0.81)
        #expect(model.shownScene.currentScreen == "profile")
        #expect(model.slide?.from.currentScreen == "landingPage")
        #expect(model.slide?.enter == .right)
        #expect(model.shownDecisionCount == model.state.history.count)
        #expect(model.notice == nil)
        model.advanceAnimation(now: 102)
        #expect(model.animationDeadline == nil, "idle again: no timer runs")
        #expect(model.liveFrame.plainText().contains("Your name, address"))
    }

    @Test("a slide moves over several frames, each at its own deadline")
    func slideFrames() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.advanceAnimation(now: 10)
        var deadlines: [Double] = []
        var rows: Set<String> = []
        while let deadline = model.animationDeadline {
            deadlines.append(deadline)
            rows.insert(model.liveFrame.row(6))
            model.advanceAnimation(now: deadline)
        }
        #expect(deadlines.count == ScreenAnimation.slideFrames)
        #expect(deadlines == deadlines.sorted())
        #expect(rows.count >= 3, "the screen moves: \(rows)")
    }

    @Test("pace 0 skips the beat: the stored page follows the landing page's slide at once")
    func paceZero() throws {
        var model = try signedInWithStoredLink(pace: 0)
        model.advanceAnimation(now: 5)
        model.advanceAnimation(now: 5 + ScreenAnimation.slideSeconds + 0.01)
        #expect(model.shownScene.currentScreen == "profile")
        #expect(model.notice == nil)
    }

    @Test("a key during the replay finishes it at once, and is then handled")
    func keyFinishes() throws {
        var model = try signedInWithStoredLink()
        model.advanceAnimation(now: 1)
        model.advanceAnimation(now: 1.5)
        #expect(model.shownScene.currentScreen == "landingPage")
        model.send(.text("q"))
        #expect(model.animationDeadline == nil)
        #expect(model.shownScene.currentScreen == "profile")
        #expect(model.shownDecisionCount == model.state.history.count)
        #expect(model.input.text == "q")
    }

    @Test("a journey cuts to the root, then slides only its last step")
    func journeyCutThenSlide() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.finishAnimation()
        model.open(profile)
        model.advanceAnimation(now: 0)
        #expect(model.slide?.from.stack == ["landingPage"], "the pop to the root is instant")
        #expect(model.shownScene.currentScreen == "profile")
    }

    @Test("back slides the previous screen in from the left")
    func backSlidesFromLeft() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.finishAnimation()
        model.key(.function(4))
        model.advanceAnimation(now: 0)
        #expect(model.slide?.enter == .left)
        #expect(model.slide?.from.currentScreen == "messages")
    }
}
