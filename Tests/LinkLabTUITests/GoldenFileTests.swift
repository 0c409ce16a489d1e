import Foundation
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
        let diff = GoldenFile.lineDiff(expected: "same\nold \nend", actual: "same\nnew\nend\nmore")
        #expect(diff == "  same\n-|old |\n+|new|\n  end\n+|more|")
    }
}
