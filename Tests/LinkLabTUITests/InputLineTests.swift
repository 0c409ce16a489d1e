import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Links contain `?`, so printable keys always go to the input line, and a
/// bracketed paste arrives as one string.
@Suite("Input line")
struct InputLineTests {
    @Test("printable keys, q and ? included, go to the input line and trigger nothing")
    func printableKeys() throws {
        var model = try AppFixture.model()
        let printable = (0x20...0x7E).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
        for text in printable {
            #expect(model.send(.text(text)).isEmpty, "\(text) produced an effect")
            #expect(model.overlay == nil, "\(text) opened a window")
        }
        #expect(model.input.text == printable.joined())
        #expect(model.state.history.isEmpty)
    }

    @Test("a paste containing q and ? arrives whole in the input line")
    func pasteWhole() throws {
        var model = try AppFixture.model()
        let link = "q2mob://open?targetPage=%23%2Fmessages&q=quit?"
        #expect(model.send(.paste(link)).isEmpty)
        #expect(model.input.text == link)
        #expect(model.overlay == nil)
        #expect(model.frame.row(22).contains(link))
    }

    @Test("a paste of several lines keeps the first link and says so")
    func multiLinePaste() throws {
        var model = try AppFixture.model()
        model.send(.paste("q2mob://open?targetPage=%23%2Fmessages\nhttps://demo.q2.com/experimental/uux.aspx#/messages\n"))
        #expect(model.input.text == "q2mob://open?targetPage=%23%2Fmessages")
        #expect(model.frame.row(21).contains("Pasted 2 lines; kept the first."))
    }

    @Test("Enter on an empty line opens nothing and points to the examples")
    func emptyEnter() throws {
        var model = try AppFixture.model()
        #expect(model.key(.enter).isEmpty)
        #expect(model.state.history.isEmpty)
        #expect(model.frame.row(21).contains("Type or paste a link first. F5 lists examples."))
    }

    @Test("Home, ← and Backspace edit in the middle of the line")
    func editing() throws {
        var model = try AppFixture.model()
        model.send(.text("q2mob://open?targetPage=%23%2Fmesages"))
        model.key(.left, times: 5)
        model.send(.text("s"))
        #expect(model.input.text == "q2mob://open?targetPage=%23%2Fmessages")
        model.key(.home)
        model.key(.delete)
        model.send(.text("q"))
        model.key(.enter)
        #expect(model.state.currentScreen == "messages")
    }
}
