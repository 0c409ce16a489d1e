import LinkLabFrames
import LinkLabTUI
import Testing

@Suite("Box")
struct BoxTests {
    @Test("a box draws a border with its title and returns the inside")
    func titled() {
        var frame = Frame(width: 20, height: 5)
        let inside = frame.box(Rect(x: 0, y: 0, width: 20, height: 5), title: "Trace")
        #expect(inside == Rect(x: 1, y: 1, width: 18, height: 3))
        frame.put("step 1 ✓", x: inside.x, y: inside.y)
        assertSnapshot(frame, named: "box-titled")
    }

    @Test("a long title is clipped inside the border")
    func longTitle() {
        var frame = Frame(width: 12, height: 3)
        frame.box(frame.bounds, title: "A very long pane title")
        #expect(frame.plainText() == "┌─ A very ─┐\n│          │\n└──────────┘")
    }

    @Test("a box too small for a border draws nothing")
    func tooSmall() {
        var frame = Frame(width: 3, height: 3)
        let inside = frame.box(Rect(x: 0, y: 0, width: 1, height: 3))
        #expect(inside.isEmpty)
        #expect(frame.plainText() == "\n\n")
    }

    @Test("side by side panes with wide text", arguments: [(40, 8), (24, 6)])
    func panes(width: Int, height: Int) {
        var frame = Frame(width: width, height: height)
        let (left, right) = frame.bounds.divided(atLeft: width / 2)
        let leftInside = frame.box(left, title: "Link")
        let rightInside = frame.box(right, title: "結果")
        for (row, line) in TextWrap.lines("q2mob://open?targetPage=%23%2Fsettings", width: leftInside.width).enumerated()
        where row < leftInside.height {
            frame.put(line, x: leftInside.x, y: leftInside.y + row)
        }
        frame.put("導航 navigated 🚀", x: rightInside.x, y: rightInside.y, maxWidth: rightInside.width)
        assertSnapshot(frame, named: "panes-\(width)x\(height)")
    }
}
