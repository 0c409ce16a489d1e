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

/// The history kept between runs, by event: only what was typed or pasted is kept, bounded; Alt-H forgets it;
/// `--no-history` (keepsHistory off) asks the host to keep nothing.
@Suite("Input history kept between runs")
struct KeptHistoryTests {
    let typed = "q2mob://open?targetPage=%23%2Fmessages"

    @Test("a typed link opened asks the host to keep the whole history; a library link is not kept")
    func keepsTyped() throws {
        var model = try AppFixture.model()
        model.restoreHistory(["q2mob://open?targetPage=%23%2Ftransfer"])
        #expect(model.open(typed).contains(.saveHistory(["q2mob://open?targetPage=%23%2Ftransfer", typed])))
        model.key(.function(5))
        let effects = model.key(.enter) + model.key(.enter)
        #expect(!effects.contains { if case .saveHistory = $0 { true } else { false } }, "F5's link was not typed")
        #expect(model.inputHistory == ["q2mob://open?targetPage=%23%2Ftransfer", typed])
    }

    @Test("the history is bounded: the oldest go first")
    func bounded() throws {
        var model = try AppFixture.model()
        model.restoreHistory((0..<(AppModel.historyLimit + 20)).map { "q2mob://open?targetPage=%23%2F\($0)" })
        #expect(model.inputHistory.count == AppModel.historyLimit)
        #expect(model.inputHistory.first == "q2mob://open?targetPage=%23%2F20")
        model.open(typed)
        #expect(model.inputHistory.count == AppModel.historyLimit)
        #expect(model.inputHistory.last == typed)
    }

    @Test("Alt-H forgets every link typed, and empties the file; with --no-history nothing is saved")
    func clears() throws {
        var model = try AppFixture.model()
        model.open(typed)
        var expected = model
        #expect(model.key(.alt("h")) == [.saveHistory([])])
        expected.finishAnimation()
        expected.inputHistory = []
        expected.notice = "History cleared: the links you typed are forgotten, here and on disk."
        #expect(model == expected)
        model.keepsHistory = false
        #expect(model.open(typed) == model.open(typed).filter { if case .saveHistory = $0 { false } else { true } })
        #expect(model.key(.alt("h")).isEmpty)
    }
}
