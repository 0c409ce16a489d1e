import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Golden frames of the main screen after what a person does most: open links, sign out and in.
@Suite("Main screen snapshots")
struct ScreenSnapshotTests {
    @Test("the landing page on start: signed in, no decisions yet", arguments: TerminalSize.both)
    func landing(size: TerminalSize) throws {
        let model = try AppFixture.model(size: size)
        assertSnapshot(model.frame, named: "landing-\(size)")
    }

    @Test("an encoded custom-scheme link opens Messages", arguments: TerminalSize.both)
    func messages(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(model.lastDecision?.outcome == .navigated)
        assertSnapshot(model.frame, named: "messages-\(size)")
    }

    @Test("an unencoded targetPage shows the diagnostic and the corrected link", arguments: TerminalSize.both)
    func unencodedTargetPage(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.open("q2mob://open?targetPage=#/transfer")
        #expect(model.lastDecision?.codes == ["unencoded-target-page"])
        assertSnapshot(model.frame, named: "unencoded-target-page-\(size)")
    }

    @Test("signed out, a link is stored and the status line shows it pending", arguments: TerminalSize.both)
    func signedOutPending(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(3))
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        #expect(model.frame.row(size.height - 3).contains("Pending: #/settings/profile"))
        assertSnapshot(model.frame, named: "signed-out-pending-\(size)")
    }

    @Test("signing in replays the stored link", arguments: TerminalSize.both)
    func signInReplay(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(3))
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        model.key(.function(3))
        #expect(model.frame.row(size.height - 3).contains("#/settings/profile"))
        #expect(!model.frame.row(size.height - 3).contains("Pending"))
        assertSnapshot(model.frame, named: "sign-in-replay-\(size)")
    }

    @Test("a continuity link is handled by the module", arguments: TerminalSize.both)
    func moduleLink(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.open("q2mob://com.q2.mobile.module.demo/path")
        #expect(model.lastDecision?.outcome == .handledByModule)
        assertSnapshot(model.frame, named: "module-link-\(size)")
    }

    @Test("a walkthrough in progress shows its narration above the decisions", arguments: TerminalSize.both)
    func walkthroughInProgress(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size, walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(7))
        model.key(.enter) // start the chosen walkthrough
        model.key(.enter) // the first step: its narration, the link, and its expectation
        #expect(model.walkthrough?.narration.first?.text == "The customer is signed out and taps a link to their profile in an email.")
        #expect(model.lastDecision?.outcome == .deferred)
        assertSnapshot(model.frame, named: "walkthrough-in-progress-\(size)")
    }

    @Test("a terminal smaller than 80×24 shows a clear message instead of the layout")
    func tooSmall() throws {
        let model = try AppFixture.model(size: TerminalSize(width: 60, height: 20))
        #expect(model.screenText.contains("at least 80×24"))
        #expect(model.screenText.contains("60×20"))
        assertSnapshot(model.frame, named: "too-small-60x20")
    }
}
