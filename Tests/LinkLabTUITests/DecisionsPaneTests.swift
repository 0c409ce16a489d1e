import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// The decisions pane shows every decision, newest at the bottom, and a person
/// reads a new decision from its outcome line down.
@Suite("Decisions pane")
struct DecisionsPaneTests {
    /// The text inside the decisions pane at 80×24: rows 2–19, columns 34–77.
    static func paneRows(_ frame: Frame) -> [String] {
        (2...19).map { y in String(frame.rowText(y).dropFirst(37).prefix(42)) }
    }

    @Test("after a long decision at 80×24 the newest decision's outcome line is the pane's first line")
    func newestOutcomeLine() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        model.open("https://demo.q2.com@evil.example/uux.aspx#/messages")
        let newest = try #require(model.lastDecision)
        #expect(newest.outcome == .notOpened)
        let rows = Self.paneRows(model.frame)
        #expect(rows[0].hasPrefix(newest.outcome.rawValue))
        #expect(rows.filter { $0.hasPrefix("navigated") }.isEmpty, "older decisions are scrolled away")
    }

    @Test("a short newest decision shows at the bottom, below the older ones")
    func shortDecisionAtBottom() throws {
        var model = try AppFixture.model(size: .large)
        model.open("q2mob://com.q2.mobile.module.demo/path")
        model.key(.function(4))
        let text = model.screenText
        let module = try #require(text.range(of: "handledByModule"))
        #expect(text.contains("q2mob://com.q2.mobile.module.demo/path"))
        let back = try #require(text.range(of: "back → Home"))
        #expect(module.lowerBound < back.lowerBound)
        #expect(model.scrollBack == 0)
    }

    @Test("PgDn reveals the rest of a long decision: the checks below the diagnostic")
    func scrollToChecks() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=#/transfer")
        #expect(!model.screenText.contains("continuity modules"))
        model.key(.pageDown)
        #expect(model.screenText.contains("continuity modules"))
    }

    // A person pastes the broken link and should
    // see why it failed, and the corrected link whole, without scrolling.
    @Test("at 80×24 the unencoded-target-page diagnostic and corrected link show without scrolling")
    func diagnosticVisibleAtMinimumSize() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=#/transfer")
        let text = model.screenText
        #expect(text.contains("unencoded-target-page"))
        #expect(text.contains("corrected link (F11 copies):"))
        #expect(text.contains("q2mob://open?targetPage=%23%2Ftransfer"))
    }

    @Test("each decision shows its outcome word, ✓/✗ checks and diagnostics with codes")
    func decisionContents() throws {
        var model = try AppFixture.model(size: .large)
        model.open("q2mob://open?targetPage=#/transfer")
        let text = model.screenText
        #expect(text.contains("stayed"))
        #expect(text.contains("q2mob://open?targetPage=#/transfer"), "the link whole, on a line of its own")
        #expect(text.contains("✓ scheme: q2mob is the app's custom scheme."))
        #expect(text.contains("✗ targetPage:"))
        #expect(text.contains("error unencoded-target-page:"))
        #expect(text.contains("corrected link (F11 copies):"))
        #expect(text.contains("q2mob://open?targetPage=%23%2Ftransfer"))
    }
}
