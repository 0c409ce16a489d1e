import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames
import LinkLabTestSupport

/// The bytes a recording holds redraw exactly the frames the app drew.
@Suite("Frame escapes")
struct FrameEscapesTests {
    @Test("played on a terminal, the first frame and then only the changes show each frame as drawn")
    func replay() throws {
        var model = try AppFixture.model()
        var screen = TerminalScreen(width: 80, height: 24)
        var shown: Frame?
        for event in [InputEvent.text("q2mob://open?targetPage=%23%2Fmessages"), .key(.enter), .text("漢字 ok"), .key(.function(5))] {
            _ = model.send(event)
            let frame = model.frame
            screen.play(FrameEscapes.bytes(frame, since: shown))
            shown = frame
            #expect(screen.text == frame.plainText())
        }
    }

    @Test("an unchanged frame adds no bytes but a cursor move; a changed one only its cells")
    func changesOnly() {
        var frame = Frame(width: 10, height: 2)
        frame.put("hello", x: 0, y: 0)
        frame.cursor = Point(x: 5, y: 0)
        let first = FrameEscapes.bytes(frame, since: nil)
        #expect(first.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(FrameEscapes.bytes(frame, since: frame) == "\u{1B}[1;6H")
        var next = frame
        next.put("J", x: 0, y: 0, style: CellStyle(bold: true, color: .failure))
        #expect(FrameEscapes.bytes(next, since: frame) == "\u{1B}[1;1H\u{1B}[0;1;31mJ\u{1B}[0m\u{1B}[1;6H")
    }
}
