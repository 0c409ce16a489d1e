import Foundation
import LinkLabFrames
import LinkLabTestSupport
import Testing

@Suite("Golden files")
struct GoldenFileTests {
    @Test("snapshots live in the Snapshots folder beside the test sources")
    func location() {
        let url = GoldenFile.url(named: "x", filePath: #filePath)
        #expect(url.path.hasSuffix("Tests/LinkLabTUITests/Snapshots/x.txt"))
    }

    @Test("a mismatch shows unchanged lines plainly and changed lines as -/+ with visible edges")
    func lineDiff() {
        let diff = Golden.lineDiff(expected: "same\nold \nend", actual: "same\nnew\nend\nmore")
        #expect(diff == "  same\n-|old |\n+|new|\n  end\n+|more|")
    }

    @Test("a mismatch names its first differing line, with visible edges, or the end of the shorter text")
    func firstDifference() {
        #expect(Golden.firstDifference(expected: "same\nold \nend", actual: "same\nnew\nend")
            == "first difference, line 2:\n  expected |old |\n  actual   |new|")
        #expect(Golden.firstDifference(expected: "a", actual: "a\nb")
            == "first difference, line 2:\n  expected (no line: the file ends)\n  actual   |b|")
        #expect(Golden.recordVariable == "LINKLAB_RECORD_GOLDENS")
    }

    @Test("the style layer gives each style a letter in order of first appearance, and names it in the legend")
    func styleLayer() {
        var frame = Frame(width: 6, height: 2)
        frame.put("ab", x: 0, y: 0, style: CellStyle(bold: true, reverse: true))
        frame.put("c", x: 3, y: 0, style: CellStyle(color: .accent))
        frame.put("d", x: 1, y: 1, style: CellStyle(bold: true, reverse: true))
        #expect(StyleLayer.text(frame) == "styles:\nAA.B\n.A\nlegend:\nA bold reverse\nB accent\n")
    }
}
