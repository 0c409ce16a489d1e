import LinkLabCore

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

    func print(_ decision: Decision, to out: OutputBuffer) {
        if json {
            writer.line(decision, to: out)
            return
        }
        for line in DecisionReport.lines(decision) {
            out.line(Span(String(repeating: " ", count: line.indent)), paint(line))
        }
        out.line("")
    }

    /// The line's text in its colour, when colour is wanted; the output buffer sanitises it before painting.
    func paint(_ line: DecisionReport.Line) -> Span {
        let code: String
        switch line.kind {
        case .outcome(let outcome): code = outcome.isSuccess ? "1;32" : "1;31"
        case .summary: code = "1"
        case .pass: code = "32"
        case .fail: code = "31"
        case .asDesigned: code = "33"
        case .diagnostic(.error): code = "31"
        case .diagnostic(.warning): code = "33"
        case .diagnostic(.info): code = "36"
        case .fix: code = "35"
        }
        return Span(line.printed, colour: colors ? code : nil)
    }
}

/// The reused JSON buffer behind `DecisionPrinter`.
final class JSONLineBuffer {
    private var writer = JSONWriter(capacity: 1 << 14)

    func line(_ decision: Decision, to out: OutputBuffer) {
        writer.removeAll()
        DecisionJSON.write(decision, into: &writer)
        out.line(json: writer.bytes)
    }
}
