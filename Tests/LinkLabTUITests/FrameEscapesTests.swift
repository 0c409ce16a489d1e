import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// Issue 12, item 8: the bytes a recording holds redraw exactly the frames the app drew.
@Suite("Frame escapes")
struct FrameEscapesTests {
    /// A small VT100 screen: enough of cursor moves, clear and SGR to replay the encoder's output.
    struct Screen {
        var rows: [[String]]
        var x = 0, y = 0
        init(width: Int, height: Int) { rows = Array(repeating: Array(repeating: " ", count: width), count: height) }

        mutating func play(_ bytes: String) {
            var scalars = Array(bytes.unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "\u{1B}" else {
                    let character = Character(scalar)
                    let width = CharacterWidth.of(character)
                    if y < rows.count, x < rows[y].count { rows[y][x] = String(character) }
                    // The right half of a wide character holds nothing of its own.
                    if width == 2, y < rows.count, x + 1 < rows[y].count { rows[y][x + 1] = "" }
                    x += width
                    continue
                }
                guard scalars.popFirst() == "[" else { continue }
                var parameters = ""
                while let next = scalars.popFirst() {
                    if (0x40...0x7E).contains(next.value) {
                        if next == "H" {
                            let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                            y = (numbers.first ?? 1) - 1
                            x = (numbers.count > 1 ? numbers[1] : 1) - 1
                        } else if next == "J" {
                            rows = rows.map { $0.map { _ in " " } }
                        }
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            }
        }

        var text: String {
            rows.map { row in
                var line = Substring(row.joined())
                while line.last == " " { line.removeLast() }
                return String(line)
            }.joined(separator: "\n")
        }
    }

    @Test("played on a terminal, the first frame and then only the changes show each frame as drawn")
    func replay() throws {
        var model = try AppFixture.model()
        var screen = Screen(width: 80, height: 24)
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
