import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// A decision as the text report of `linklab explain` prints it, worded straight into a `TextWriter`: the
/// lines of `DecisionReport.write`, each indented and, on a terminal, painted by kind, then a blank line.
/// Outside text is sanitised once, where it enters the writer.
public enum DecisionText {
    public static func write(_ d: consuming Decision, colors: Bool, into w: inout TextWriter) {
        // The painter shares the writer's bytes: what it writes is in `w`.
        var report = PaintedLines(colors: colors, words: w)
        DecisionReport.write(consume d, into: &report)
        w.byte(0x0A)
    }

    /// The SGR colour of a line's kind ("1;32" is bold green), for the text report and `play --trace`.
    public static func colour(of kind: DecisionReport.Line.Kind) -> StaticString {
        switch kind {
        case .outcome(let outcome): outcome.isSuccess ? "1;32" : "1;31"
        case .summary: "1"
        case .pass: "32"
        case .fail: "31"
        case .asDesigned: "33"
        case .diagnostic(.error): "31"
        case .diagnostic(.warning): "33"
        case .diagnostic(.info): "36"
        case .fix: "35"
        }
    }
}

/// The lines of a text report written into its bytes: the indent, then the text in its colour (SGR) when colour
/// is wanted and the line has text, then the line break.
struct PaintedLines: ReportLines {
    let colors: Bool
    var words: TextWriter
    private var textStart = 0
    private var escapeStart = 0
    private var painted = false

    init(colors: Bool, words: TextWriter) {
        self.colors = colors
        self.words = words
    }

    mutating func begin(_ kind: DecisionReport.Line.Kind, indent: Int) {
        words.spaces(indent)
        painted = colors
        if colors {
            escapeStart = words.count
            words.raw("\u{1B}[")
            words.raw(DecisionText.colour(of: kind))
            words.raw("m")
            textStart = words.count
        }
        if kind == .fix {
            words.write(DecisionReport.Line.fixLabel)
            words.raw(": ")
        }
    }

    mutating func end() {
        if painted {
            // An empty text is printed without its colour.
            if words.count == textStart { words.truncate(to: escapeStart) } else { words.raw("\u{1B}[0m") }
        }
        words.byte(0x0A)
    }
}
