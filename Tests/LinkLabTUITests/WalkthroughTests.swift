import Foundation
import LinkLabCore
@testable import LinkLabTUI
import Testing

/// Issue 4 item 6: a walkthrough plays a scenario one step at a time; each `say` is narration and
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
        #expect(model.screenText.contains("F7 plays another walkthrough."))
    }

    @Test("each say is shown as narration, and Enter (or F9) advances one step")
    func narration() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(7))
        model.key(.enter)
        #expect(model.state.signedIn == false, "the scenario starts signed out")
        model.key(.enter)
        #expect(model.screenText.contains("The customer is signed out and taps a link"))
        #expect(model.state.history.isEmpty)
        model.key(.function(9))
        #expect(model.lastDecision?.outcome == .deferred)
        #expect(model.frame.row(1).contains("step 2/7"))
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
