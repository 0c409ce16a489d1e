import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Prints decisions as readable text (coloured on a terminal) or as JSON Lines.
struct DecisionPrinter {
    var json: Bool
    var colors: Bool

    init(json: Bool, colors: Bool) {
        self.json = json
        self.colors = colors
    }

    /// Prints a decision the caller is done with: it is worded straight into the output's bytes, its steps
    /// spent as they are worded.
    func print(_ decision: consuming Decision, to out: OutputBuffer) {
        if json {
            var line = out.json
            DecisionJSON.write(spending: decision, into: &line)
            out.endLine()
        } else {
            var lines = out.text
            DecisionText.write(consume decision, colors: colors, into: &lines)
            out.endLines()
        }
    }

    /// The line's text in its colour, when colour is wanted; the output buffer sanitises it before painting.
    func paint(_ line: DecisionReport.Line) -> Span {
        Span(line.printed, colour: colors ? DecisionText.colour(of: line.kind).description : nil)
    }
}
