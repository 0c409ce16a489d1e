import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// A walkthrough plays a scenario one step at a time; each `say` is narration and
/// Enter advances.
@Suite("Walkthroughs")
struct WalkthroughTests {
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: AppFixture.scenarios)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test("every scenario in scenarios/ plays to the end in the app with every expectation holding", arguments: files)
    func playsToTheEnd(file: String) throws {
        let walkthrough = try AppFixture.walkthrough(file)
        var model = try AppFixture.model(walkthroughs: [walkthrough])
        model.key(.function(7))
        model.key(.enter)
        #expect(model.walkthrough != nil)
        model.key(.enter, times: walkthrough.scenario.steps.count)
        let progress = try #require(model.walkthrough)
        #expect(progress.player.isFinished)
        #expect(progress.narration.last == .finished(failures: 0), "\(progress.narration)")
        #expect(model.screenText.contains("Esc: back to your session"))
    }

    @Test("two steps with one link show what differs: the page it was tapped on")
    func settingsShowTheDifference() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("tap-on-own-website.json")])
        model.key(.function(7))
        model.key(.enter)
        var shown: [String] = []
        while let progress = model.walkthrough, !progress.isFinished {
            model.key(.enter)
            for case .decidedWith(let settings) in model.walkthrough?.narration ?? [] {
                shown.append(Wording.stepSettings(settings))
                #expect(model.screenText.contains("page " + (settings.tap?.page ?? "").prefix(10)), "\(model.screenText)")
            }
        }
        #expect(shown == ["iOS · signed in · app running · from safari, page /offers",
                          "iOS · signed in · app running · from safari, page https://news.example/story"])
    }

    @Test("the description shows first; then each step's narration shows with the screen it describes, with Step N of M")
    func narrationInStep() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(7))
        model.key(.enter)
        #expect(model.state.signedIn == false, "the scenario starts signed out")
        #expect(model.walkthrough?.narration == [.say("The sign-in gate: the app stores the link, shows the login screen, and after sign-in shows the landing page first, then the stored page.")])
        #expect(model.frame.row(1).contains("2 steps"))
        #expect(model.screenText.contains("Deferred replay: a link opened while"), "the name in full, wrapped")
        #expect(model.screenText.contains("stored page."), "the description in full")
        #expect(model.state.history.isEmpty)

        model.key(.enter)
        #expect(model.walkthrough?.narration == [
            .say("The customer is signed out and taps a link to their profile in an email."),
            .say("The app opened, but it did not navigate yet: it shows the login screen and keeps the link."),
            .decidedWith(StepSettings(platform: .ios, signedIn: false, tap: .unspecified)), .asExpected,
        ])
        #expect(model.lastDecision?.outcome == .deferred, "the narration and the screen move together")
        #expect(model.state.currentScreen == "login" && model.state.pending != nil, "the login screen, keeping the link, as the box says")
        #expect(model.frame.row(1).contains("Step 1 of 2"))
        #expect(model.screenText.contains("The customer is signed out and taps a"))

        model.key(.function(9))
        #expect(model.walkthrough?.narration.first == .say("After sign-in the landing page shows first, then the stored link is replayed."))
        #expect(model.state.signedIn && model.state.currentScreen == "profile")
        #expect(model.frame.row(1).contains("Step 2 of 2"))
        #expect(model.walkthrough?.narration.last == .finished(failures: 0))
        // Finished: nothing is left to step to, so neither the hint bar nor the input line offers it.
        #expect(!model.frame.row(23).contains("F9"), "\(model.frame.row(23))")
        #expect(model.screenText.contains("type a link of your own, or Esc to leave"))
    }

    @Test("F7 plays in a session of its own: the user's decisions and F6 changes come back on Esc")
    func ownSession() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.key(.function(6))
        model.key(.enter)   // marks the first prerequisite missing
        model.key(.escape)
        let configuration = model.configuration
        #expect(configuration != model.originalConfiguration)
        let history = model.state.history

        model.key(.function(7))
        model.key(.enter)
        model.key(.enter, times: 2)
        #expect(model.state.history.count >= 1 && model.state.history != history)

        model.key(.escape)
        #expect(model.walkthrough == nil)
        #expect(model.state.history == history)
        #expect(model.configuration == configuration)
        #expect(model.state.currentScreen == "messages")
        #expect(model.notice == "Left the walkthrough; your session is back.")
    }

    @Test("Esc leaves at any step, even before the first and after the last")
    func escapeAnyStep() throws {
        let walkthrough = try AppFixture.walkthrough("deferred-replay.json")
        for presses in [0, 1, 3, 5] {
            var model = try AppFixture.model(walkthroughs: [walkthrough])
            model.key(.function(7))
            model.key(.enter)
            model.key(.enter, times: presses)
            model.key(.escape)
            #expect(model.walkthrough == nil, "after \(presses) steps")
            #expect(model.state.signedIn && model.state.history.isEmpty)
        }
    }

    @Test("Esc with a typed link clears the line first; a second Esc leaves")
    func escapeClearsFirst() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(7))
        model.key(.enter)
        model.send(.text("q2mob://"))
        model.key(.escape)
        #expect(model.input.isEmpty && model.walkthrough != nil)
        model.key(.escape)
        #expect(model.walkthrough == nil)
    }

    @Test("Ctrl-P steps back by replaying from the start up to the previous step")
    func stepBack() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("newer-link-replaces-pending.json")])
        model.key(.function(7))
        model.key(.enter)
        model.key(.enter, times: 2)
        let afterOne = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("newer-link-replaces-pending.json")])
        var replay = afterOne
        replay.key(.function(7))
        replay.key(.enter)
        replay.key(.enter)
        let expected = try #require(replay.walkthrough)
        #expect(model.state.pending?.route == "transactions/activityCenter")

        model.key(.control("p"))
        #expect(model.walkthrough == expected)
        #expect(model.walkthrough?.beat == 1)
        #expect(model.state.pending?.route == "messages")
        #expect(model.state.history == replay.state.history)
        #expect(model.frame.row(1).contains("Step 1 of"))

        model.key(.control("p"))
        #expect(model.walkthrough?.beat == 0)
        #expect(model.state.history.isEmpty)
        model.key(.control("p"))
        #expect(model.notice == "This is the start of the walkthrough.")
    }

    @Test("a link typed during a walkthrough opens instead of advancing")
    func typedLinkDuringWalkthrough() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(7))
        model.key(.enter)
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(model.walkthrough?.player.nextIndex == 0)
        #expect(model.lastDecision?.input == "q2mob://open?targetPage=%23%2Fmessages")
    }
}
