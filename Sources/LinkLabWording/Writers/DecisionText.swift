import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// A decision as the text report of `linklab explain` prints it, worded straight into a `TextWriter`: the
/// lines of `DecisionReport` (the outcome, the summary, where it was tapped, each check, the diagnostics
/// and their fixes), each indented and, on a terminal, painted by kind, then a blank line. The bytes are
/// those `DecisionReport.lines` gives, sanitised once where outside text enters the writer.
public enum DecisionText {
    public static func write(_ d: Decision, colors: Bool, into w: inout TextWriter) {
        var line = LinePainter(colors: colors)
        writeHead(d, &line, into: &w)
        // The steps are read in place through their buffer and lent to the writer: an array's subscript, or
        // a local copy, copies the step (retaining each string in it) only for it to be read once.
        d.steps.withUnsafeBufferPointer { steps in
            for i in steps.indices { writeStep(steps[i], &line, into: &w) }
        }
        writeTail(d, &line, into: &w)
    }

    /// The same report, for a decision the caller is done with (`explain` prints each one once): each step
    /// is moved out to be worded rather than copied (`Decision.spendSteps`).
    public static func write(taking d: consuming Decision, colors: Bool, into w: inout TextWriter) {
        var line = LinePainter(colors: colors)
        writeHead(d, &line, into: &w)
        d.spendSteps { step, i in writeStep(step, &line, into: &w) }
        writeTail(d, &line, into: &w)
    }

    /// The outcome and input, the summary, and where the link was tapped.
    private static func writeHead(_ d: borrowing Decision, _ line: inout LinePainter, into w: inout TextWriter) {
        line.start(.outcome(d.outcome), indent: 0, &w)
        w.write(d.outcome.rawValue)
        w.raw("  ")
        w.write(d.input)
        line.end(&w)
        line.start(.summary, indent: 2, &w)
        Wording.summary(d.conclusion, into: &w)
        line.end(&w)
        if let path = d.path { writePath(d, path, &line, into: &w) }
    }

    /// The diagnostics, errors first, and the blank line that ends the report.
    private static func writeTail(_ d: borrowing Decision, _ line: inout LinePainter, into w: inout TextWriter) {
        // Errors first, as `DecisionReport.lines` orders them (by severity, then as raised): one pass per
        // severity, in their order, rather than a sort whose comparisons each copied the decision.
        // Read in place through their buffer and lent: each `d.diagnostics[i]` copied the diagnostic (its
        // finding and fix, every string in them retained and released) for the one field it read.
        d.diagnostics.withUnsafeBufferPointer { diagnostics in
            for severity in Severity.allCases {
                for i in diagnostics.indices where diagnostics[i].severity == severity {
                    writeDiagnostic(diagnostics[i], &line, into: &w)
                }
            }
        }
        w.byte(0x0A)
    }

    /// One step as a line: its mark, its check's name and its detail.
    private static func writeStep(_ step: borrowing TraceStep, _ line: inout LinePainter, into w: inout TextWriter) {
        let result = step.result
        let kind: DecisionReport.Line.Kind = switch result {
        case .passed: .pass
        case .failed: .fail
        case .asDesigned: .asDesigned
        }
        line.start(kind, indent: 2, &w)
        w.raw(result.markLiteral)
        w.raw(" ")
        w.raw(Wording.name(of: step.fact))
        w.raw(": ")
        Wording.detail(step, into: &w)
        line.end(&w)
    }

    /// One diagnostic, and its fix when it has one, as lines of the report.
    private static func writeDiagnostic(_ diagnostic: borrowing Diagnostic, _ line: inout LinePainter, into w: inout TextWriter) {
        let code = diagnostic.code
        let severity = code.severity
        line.start(.diagnostic(severity), indent: 2, &w)
        w.write(severity.rawValue)
        w.raw(" ")
        w.write(code.rawValue)
        w.raw(": ")
        Wording.message(diagnostic.finding, on: diagnostic.platform, into: &w)
        line.end(&w)
        if let fix = diagnostic.fix {
            line.start(.fix, indent: 4, &w)
            w.write(DecisionReport.Line.fixLabel)
            w.raw(": ")
            // Worded straight into the line. A fix of more than 600 bytes once written may hold more than
            // 600 characters, which the report cuts short: that rare one is worded again as text and cut.
            let start = w.count
            fix.write(into: &w)
            if w.count - start > 600 {
                w.truncate(to: start)
                w.write(DisplayText.sanitize(fix.text, limit: 600))
            }
            line.end(&w)
        }
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

    static func writePath(_ d: Decision, _ path: DecisionPath, _ line: inout LinePainter, into w: inout TextWriter) {
        line.start(.summary, indent: 2, &w)
        Wording.tapLine(path, into: &w)
        line.end(&w)
        for i in path.hops.indices {
            let hop = path.hops[i]
            line.start(hop.opens == .app ? .pass : .fail, indent: 2, &w)
            Wording.hopLine(hop, number: i + 1, platform: path.platform, into: &w)
            line.end(&w)
        }
        line.start(.summary, indent: 2, &w)
        Wording.customerLine(d, into: &w)
        line.end(&w)
        line.start(.summary, indent: 2, &w)
        Wording.bankLine(d, into: &w)
        line.end(&w)
    }
}

/// Starts and ends the lines of a text report: the indent, then the text in its colour (SGR) when colour is
/// wanted and the line has text.
struct LinePainter {
    let colors: Bool
    private var textStart = 0
    private var escapeStart = 0
    private var painted = false

    init(colors: Bool) { self.colors = colors }

    mutating func start(_ kind: DecisionReport.Line.Kind, indent: Int, _ w: inout TextWriter) {
        w.spaces(indent)
        painted = colors
        guard colors else { return }
        escapeStart = w.count
        w.raw("\u{1B}[")
        w.raw(DecisionText.colour(of: kind))
        w.raw("m")
        textStart = w.count
    }

    mutating func end(_ w: inout TextWriter) {
        if painted {
            // An empty text is printed without its colour.
            if w.count == textStart { w.truncate(to: escapeStart) } else { w.raw("\u{1B}[0m") }
        }
        w.byte(0x0A)
    }
}
