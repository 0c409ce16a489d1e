import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Prints decisions as readable text (coloured on a terminal) or as JSON Lines.
struct DecisionPrinter {
    var json: Bool
    var colors: Bool
    /// One buffer for every JSON line: each decision is worded straight into it.
    private let writer = JSONLineBuffer()

    init(json: Bool, colors: Bool) {
        self.json = json
        self.colors = colors
    }

    /// Prints a decision the caller is done with: its steps are spent as they are worded.
    func print(_ decision: consuming Decision, to out: OutputBuffer) {
        if json {
            writer.line(consume decision, to: out)
        } else {
            writer.text(consume decision, colors: colors, to: out)
        }
    }

    /// The line's text in its colour, when colour is wanted; the output buffer sanitises it before painting.
    func paint(_ line: DecisionReport.Line) -> Span {
        Span(line.printed, colour: colors ? DecisionText.colour(of: line.kind).description : nil)
    }
}

/// The reused buffers behind `DecisionPrinter`: each decision is worded straight into one of them, then
/// copied to the output.
final class JSONLineBuffer {
    private var writer = JSONWriter(capacity: 1 << 14)
    private var textWriter = TextWriter(capacity: 1 << 14)

    func line(_ decision: consuming Decision, to out: OutputBuffer) {
        writer.removeAll()
        DecisionJSON.write(spending: decision, into: &writer)
        out.line(json: writer.bytes)
    }

    /// The text report's lines: the writer makes outside text safe as it enters, so they are copied as they are.
    func text(_ decision: consuming Decision, colors: Bool, to out: OutputBuffer) {
        textWriter.removeAll()
        DecisionText.write(consume decision, colors: colors, into: &textWriter)
        out.lines(safe: textWriter.bytes)
    }
}
