import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The text report of one row: PASS or FAIL, where it came from, the input, and expected against actual.
/// Each row is worded straight into the output's `TextWriter`, which makes outside text safe as it goes in;
/// colour is written around the safe text, never inside it.
final class CheckText {
    private let colors: Bool
    /// The last file named and how it is shown: every row of a list names the same file.
    private var file = ""
    private var shownFile = ""

    init(colors: Bool) { self.colors = colors }

    func print(_ r: CheckResult, to out: OutputBuffer) {
        // A copy of the output's writer writes into the output's bytes.
        var w = out.text
        if colors { w.colour(r.passed ? "1;32" : "1;31") }
        w.write(literal: r.passed ? "PASS" : "FAIL")
        if colors { w.endColour() }
        w.write(literal: "  ")
        if r.row.file != file {
            file = r.row.file
            shownFile = DisplayText.sanitize(file, limit: 200)
        }
        w.write(shownFile)
        w.write(literal: ":")
        w.number(r.row.line)
        w.write(literal: "  ")
        JUnitReport.writeInput(r.row, into: &w)
        if let tap = r.row.tapText {
            w.write(literal: "  (")
            w.write(tap)
            w.write(literal: ")")
        }
        if !r.row.signedIn { w.write(literal: "  (signed out)") }
        // The expectation and the decision are read where they lie in the result: taken into constants,
        // each was copied whole (every string and array in it retained, then released).
        w.write(literal: "\n      expected ")
        w.write(r.row.expectation.outcome.rawValue)
        if let route = r.row.expectation.route {
            w.write(literal: " ")
            CheckFailure.writeShown(route, into: &w)
        }
        Self.codes(r.row.expectation.codes.indices, { r.row.expectation.codes[$0] }, into: &w)
        w.write(literal: " · actual ")
        w.write(r.decision.outcome.rawValue)
        w.write(literal: " ")
        CheckFailure.writeShown(r.decision.route, into: &w)
        Self.codes(r.decision.diagnostics.indices, { r.decision.diagnostics[$0].code.rawValue }, into: &w)
        w.write(literal: "\n")
        for f in r.failures {
            w.write(literal: "      ")
            if colors { w.colour("31") }
            w.write(literal: "✗ ")
            w.write(f.description)
            if colors { w.endColour() }
            w.write(literal: "\n")
        }
        out.endLines()
    }

    /// ` [code code]`, or nothing for no codes.
    private static func codes(_ indices: Range<Int>, _ code: (Int) -> String, into w: inout TextWriter) {
        guard !indices.isEmpty else { return }
        w.write(literal: " [")
        for i in indices {
            if i > indices.lowerBound { w.write(literal: " ") }
            w.write(code(i))
        }
        w.write(literal: "]")
    }
}
