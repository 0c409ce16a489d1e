import LinkLabTUI
import Testing

@Suite("Frame")
struct FrameTests {
    @Test("a new frame is blank and plain text trims trailing spaces")
    func blank() {
        let frame = Frame(width: 4, height: 2)
        #expect(frame.plainText() == "\n")
        #expect(frame.rowText(0) == "    ")
    }

    @Test("put writes text and returns the columns written")
    func put() {
        var frame = Frame(width: 10, height: 1)
        #expect(frame.put("hello", x: 2, y: 0) == 5)
        #expect(frame.plainText() == "  hello")
    }

    @Test("put clips at the frame edge and at maxWidth")
    func clipping() {
        var frame = Frame(width: 6, height: 2)
        #expect(frame.put("abcdefgh", x: 2, y: 0) == 4)
        #expect(frame.put("abcdefgh", x: 0, y: 1, maxWidth: 3) == 3)
        #expect(frame.put("x", x: 0, y: 5) == 0)
        #expect(frame.plainText() == "  abcd\nabc")
    }

    @Test("a wide character takes two cells, the second a continuation")
    func wide() {
        var frame = Frame(width: 6, height: 1)
        #expect(frame.put("漢字", x: 0, y: 0) == 4)
        #expect(frame[0, 0].text == "漢")
        #expect(frame[1, 0].isContinuation)
        #expect(frame[2, 0].text == "字")
        #expect(frame.plainText() == "漢字")
    }

    @Test("a wide character that does not fit is padded, never split")
    func wideAtEdge() {
        var frame = Frame(width: 5, height: 2)
        #expect(frame.put("ab漢字", x: 0, y: 0) == 5)
        #expect(frame.rowText(0) == "ab漢 ")
        #expect(frame.put("a😀b", x: 0, y: 1, maxWidth: 2) == 2)
        #expect(frame.rowText(1) == "a    ")
    }

    @Test("a wide character cut by the left edge shows as a space")
    func wideAtLeftEdge() {
        var frame = Frame(width: 4, height: 1)
        #expect(frame.put("漢ab", x: -1, y: 0) == 3)
        #expect(frame.rowText(0) == " ab ")
    }

    @Test("overwriting half of a wide character blanks the other half")
    func overwriteHalf() {
        var frame = Frame(width: 6, height: 1)
        frame.put("漢字", x: 0, y: 0)
        frame.put("x", x: 1, y: 0)
        #expect(frame.rowText(0) == " x字  ")
        frame.put("y", x: 2, y: 0)
        #expect(frame.rowText(0) == " xy   ")
        #expect(!frame[3, 0].isContinuation)
    }

    @Test("control characters are drawn as U+FFFD and stray marks are dropped")
    func controlCharacters() {
        var frame = Frame(width: 10, height: 1)
        #expect(frame.put("a\nb\u{1B}[2J\u{202E}", x: 0, y: 0) == 7)
        #expect(frame.plainText() == "a\u{FFFD}b\u{FFFD}[2J")
    }

    @Test("combining marks stay with their base character")
    func combining() {
        var frame = Frame(width: 4, height: 1)
        #expect(frame.put("e\u{301}x", x: 0, y: 0) == 2)
        #expect(frame[0, 0].text == "e\u{301}")
    }

    @Test("fill and applyStyle paint cells, keeping text only for applyStyle")
    func fillAndStyle() {
        var frame = Frame(width: 4, height: 2)
        frame.put("abcd", x: 0, y: 0)
        let reverse = CellStyle(reverse: true)
        frame.applyStyle(reverse, to: Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(frame[1, 0] == Cell(text: "b", style: reverse))
        #expect(frame[0, 0].style == .plain)
        frame.fill(Rect(x: 0, y: 0, width: 2, height: 5), style: reverse)
        #expect(frame.plainText() == "  cd\n")
        #expect(frame[0, 1].style == reverse)
        frame.fillRow(1, style: CellStyle(color: .accent))
        #expect(frame[3, 1].style.color == .accent)
    }

    @Test("the cursor is part of the frame")
    func cursor() {
        var frame = Frame(width: 4, height: 2)
        #expect(frame.cursor == nil)
        frame.cursor = Point(x: 1, y: 1)
        #expect(frame.cursor == Point(x: 1, y: 1))
    }
}
