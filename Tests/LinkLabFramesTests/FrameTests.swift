import LinkLabText
import LinkLabFrames
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

    @Test("characters unsafe to show are drawn as visible escapes, whoever calls put")
    func controlCharacters() {
        var frame = Frame(width: 40, height: 1)
        #expect(frame.put("a\nb\u{1B}[2J\u{202E}", x: 0, y: 0) == 21)
        #expect(frame.plainText() == #"a\nb\u{1B}[2J\u{202E}"#)
    }

    @Test("no cell holds an unsafe scalar, for every unsafe character of the definition",
          arguments: ["\u{AD}", "\u{34F}", "\u{180E}", "\u{FE0F}", "\u{3164}", "\u{E0001}", "\u{E0041}", "\u{FFF9}",
                      "\u{200B}", "\u{2028}", "\u{85}", "\u{202E}", "\u{E000}", "\u{0378}", "\u{1B}]52;c;aGk=\u{7}"])
    func noUnsafeCell(hostile: String) {
        var frame = Frame(width: 60, height: 3)
        frame.put("x" + hostile + "y", x: 0, y: 0)
        frame.box(Rect(x: 0, y: 1, width: 60, height: 2), title: hostile)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                #expect(!DisplayText.containsUnsafe(frame[x, y].text), "cell (\(x), \(y)) holds \(frame[x, y].text.debugDescription)")
            }
        }
        #expect(frame.rowText(0).hasPrefix("x\\u{"))
    }

    @Test("a stray combining mark with nothing to sit on is still dropped")
    func strayMark() {
        var frame = Frame(width: 4, height: 1)
        #expect(frame.put("\u{301}ab", x: 0, y: 0) == 2)
        #expect(frame.plainText() == "ab")
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

    @Test("a clip keeps every write inside its rectangle and counts the writes it refused")
    func clip() {
        var frame = Frame(width: 10, height: 3)
        frame.drawing(in: Rect(x: 2, y: 1, width: 4, height: 1)) { inner in
            inner.put("abcdefgh", x: 2, y: 1)
            inner.put("x", x: 0, y: 0)
        }
        #expect(frame.plainText() == "\n  abcd\n")
        #expect(frame.writesOutsideClip == 2)
        var fits = Frame(width: 10, height: 3)
        fits.drawing(in: Rect(x: 2, y: 1, width: 4, height: 1)) { $0.put("abcd", x: 2, y: 1) }
        #expect(fits.writesOutsideClip == 0)
        #expect(fits == frame || fits.plainText() == frame.plainText())
    }
}
