import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import LinkLabFrames
import Testing

/// The layout adapts to the terminal, re-lays out on resize, and says
/// clearly when the terminal is too small.
@Suite("Layout")
struct LayoutTests {
    @Test("a resize re-lays out: the frame, the pane split and the bottom rows follow the size")
    func resize() throws {
        var model = try AppFixture.model()
        var frame = model.frame
        #expect((frame.width, frame.height) == (80, 24))
        #expect(frame[35, 1].text == "┌", "the phone takes 35 columns at 80×24")
        #expect(frame.row(1).hasPrefix("┌───"))
        #expect(frame.row(21).hasPrefix(" #/landingPage"))
        #expect(frame.row(22).hasPrefix(" Link ›"))

        model.send(.resize(width: 120, height: 36))
        frame = model.frame
        #expect((frame.width, frame.height) == (120, 36))
        #expect(frame[34, 1].text == "─")
        #expect(frame[36, 1].text == "┌", "the phone grows with the terminal")
        #expect(frame.row(33).hasPrefix(" #/landingPage"))
        #expect(frame.row(34).hasPrefix(" Link ›"))
        #expect(frame.row(35).hasSuffix("F10/^C Quit"))
    }

    @Test("the phone pane grows to 60 columns on wide terminals, and no further")
    func phoneWidth() throws {
        let model = try AppFixture.model(size: TerminalSize(width: 200, height: 60))
        #expect(model.frame[60, 1].text == "┌")
        let wider = try AppFixture.model(size: TerminalSize(width: 300, height: 60))
        #expect(wider.frame[60, 1].text == "┌")
    }

    @Test("smaller than 80×24 shows the message and nothing else; growing again restores the layout",
          arguments: [(79, 24), (80, 23), (60, 20), (20, 5)])
    func tooSmall(width: Int, height: Int) throws {
        var model = try AppFixture.model()
        model.send(.resize(width: width, height: height))
        let text = model.screenText
        #expect(text.contains("80×24"))
        #expect(!text.contains("Decisions"))
        #expect(model.frame.width == width)
        model.send(.resize(width: 80, height: 24))
        #expect(model.screenText.contains("Decisions"))
    }

    @Test("F10 still quits while the terminal is too small")
    func quitWhileTooSmall() throws {
        var model = try AppFixture.model(size: TerminalSize(width: 60, height: 20))
        #expect(model.key(.function(10)) == [.quit])
    }

    /// Keys acted, unseen, while the "too small" screen showed: a paste and Enter opened
    /// a link, F3 signed out. Now nothing but quitting acts until the layout is back.
    @Test("while the size message shows, keys, text, pastes and clicks do nothing", arguments: [
        [InputEvent.text("q2mob://open?targetPage=%23%2Fmessages")],
        [.paste("q2mob://open?targetPage=%23%2Fmessages"), .key(.enter)],
        [.key(.function(2))], [.key(.function(3))], [.key(.function(1))], [.key(.function(5))], [.key(.control("t"))],
        [.mouse(MouseEvent(.wheelUp, x: 10, y: 10))], [.mouse(MouseEvent(.press(button: 0), x: 2, y: 19))],
    ])
    func keysDoNothingWhileTooSmall(_ events: [InputEvent]) throws {
        var model = try AppFixture.model(size: TerminalSize(width: 60, height: 20))
        let before = model.frame
        #expect(events.flatMap { model.handle($0) }.isEmpty)
        #expect(model.frame == before, "the size message changed")
        model.send(.resize(width: 80, height: 24))
        #expect(model.input.isEmpty, "input: \(model.input.text)")
        #expect(model.overlay == nil)
        #expect(model.state.signedIn)
        #expect(model.state.history.isEmpty)
        #expect(model.scrollBack == 0)
    }

    @Test("Ctrl-C quits while the terminal is too small")
    func controlCQuitsWhileTooSmall() throws {
        var model = try AppFixture.model(size: TerminalSize(width: 60, height: 20))
        #expect(model.key(.control("c")) == [.quit])
    }
}
