import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Esc backs out: it closes the open window, and on the main screen it clears the input line.
@Suite("Esc")
struct EscapeTests {
    @Test("Esc closes each window", arguments: [1, 2, 5, 6, 7])
    func closesWindow(functionKey: Int) throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(functionKey))
        #expect(model.overlay != nil)
        model.key(.escape)
        #expect(model.overlay == nil)
        #expect(model.frame.row(23).contains("F2 Push"))
    }

    @Test("Esc clears the input line")
    func clearsInput() throws {
        var model = try AppFixture.model()
        model.send(.text("q2mob://open?targetPage="), .paste("%23%2Fmessages"))
        #expect(!model.input.isEmpty)
        model.key(.escape)
        #expect(model.input.isEmpty)
        #expect(model.frame.row(22).contains("type or paste a link, then Enter"))
        #expect(model.state.history.isEmpty)
    }

    @Test("Esc in the push composer delivers nothing")
    func closesComposerWithoutDelivering() throws {
        var model = try AppFixture.model()
        model.key(.function(2))
        model.key(.escape)
        #expect(model.state.history.isEmpty)
        #expect(model.state.currentScreen == "landingPage")
    }
}
