import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Marking a prerequisite missing in the settings window (F6) makes the next link
/// show that failure mode; restoring it makes links work again.
@Suite("Prerequisite toggles")
struct PrerequisiteToggleTests {
    /// A link that needs the prerequisite: the custom scheme for the scheme, a Universal Link for the rest.
    static func link(for prerequisite: Prerequisite) -> String {
        prerequisite == .schemeRegistered
            ? "q2mob://open?targetPage=%23%2Fmessages"
            : "https://demo.q2.com/experimental/uux.aspx#/messages"
    }

    static func toggle(_ prerequisite: Prerequisite, in model: inout AppModel) {
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.ios).firstIndex(of: prerequisite) ?? 0)
        model.key(.enter)
        model.key(.escape)
    }

    @Test("marking a prerequisite missing makes the next link notOpened with its code; restoring fixes it",
          arguments: Prerequisite.of(.ios))
    func toggle(prerequisite: Prerequisite) throws {
        var model = try AppFixture.model()
        Self.toggle(prerequisite, in: &model)
        #expect(!prerequisite.holds(in: model.configuration))
        #expect(model.frame.row(21).contains("1 prerequisite missing"))
        model.open(Self.link(for: prerequisite))
        let broken = try #require(model.lastDecision)
        #expect(broken.outcome == (prerequisite == .schemeRegistered ? .notOpened : .openedInBrowser), "Safari opens an https link the phone does not give to the app")
        #expect(broken.codes.contains(prerequisite.code.rawValue))
        #expect(model.state.currentScreen == "landingPage")

        Self.toggle(prerequisite, in: &model)
        #expect(prerequisite.holds(in: model.configuration))
        #expect(!model.frame.row(21).contains("missing"))
        model.open(Self.link(for: prerequisite))
        #expect(model.lastDecision?.outcome == .navigated)
        #expect(model.state.currentScreen == "messages")
    }

    @Test("Enter in the settings window keeps it open and says what changed")
    func notice() throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(6))
        model.key(.enter)
        #expect(model.overlay == .configuration(selected: 0))
        let first = Prerequisite.of(.ios)[0]
        #expect(model.notice == Wording.text(of: .prerequisiteMissing(affectedLinks: first.affectedLinks, code: "scheme-not-registered")))
        #expect(model.screenText.contains("[ ] URL scheme registered in Info.plist"))
    }
}
