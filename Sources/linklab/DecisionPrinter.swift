import LinkLabCore

/// Prints decisions as readable text (coloured on a terminal) or as JSON Lines.
struct DecisionPrinter {
    var json: Bool
    var colors: Bool

    func print(_ decision: Decision, to out: OutputBuffer) {
        if json {
            out.line(DecisionJSON.line(decision))
            return
        }
        for line in DecisionReport.lines(decision) {
            out.line(String(repeating: " ", count: line.indent) + paint(line))
        }
        out.line("")
    }

    func paint(_ line: DecisionReport.Line) -> String {
        guard colors else { return line.printed }
        let code: String
        switch line.kind {
        case .outcome(let outcome): code = outcome.isSuccess ? "1;32" : "1;31"
        case .summary: code = "1"
        case .pass: code = "32"
        case .fail: code = "31"
        case .diagnostic(.error): code = "31"
        case .diagnostic(.warning): code = "33"
        case .diagnostic(.info): code = "36"
        case .fix: code = "35"
        }
        return "\u{1B}[\(code)m\(line.printed)\u{1B}[0m"
    }
}
