import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// ↑/↓ on the main screen recall the links opened before, like a shell.
@Suite("Input history")
struct InputHistoryTests {
    let first = "q2mob://open?targetPage=%23%2Fmessages"
    let second = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    @Test("↑ walks back through opened links, ↓ forward, and past the newest the line is empty")
    func recall() throws {
        var model = try AppFixture.model()
        model.open(first)
        model.open(second)
        model.key(.up)
        #expect(model.input.text == second)
        model.key(.up)
        #expect(model.input.text == first)
        model.key(.up)
        #expect(model.input.text == first)
        model.key(.down)
        #expect(model.input.text == second)
        model.key(.down)
        #expect(model.input.isEmpty)
    }

    @Test("a recalled link opens again with Enter")
    func reopen() throws {
        var model = try AppFixture.model()
        model.open(first)
        model.key(.function(4))
        #expect(model.state.currentScreen == "landingPage")
        model.key(.up)
        model.key(.enter)
        #expect(model.state.currentScreen == "messages")
        #expect(model.state.history.count == 3)
    }

    @Test("the same link opened twice in a row is remembered once")
    func noDuplicates() throws {
        var model = try AppFixture.model()
        model.open(first)
        model.open(first)
        #expect(model.inputHistory == [first])
    }

    @Test("with nothing opened, ↑ leaves the input line alone")
    func emptyHistory() throws {
        var model = try AppFixture.model()
        model.send(.text("abc"))
        model.key(.up)
        #expect(model.input.text == "abc")
    }
}
