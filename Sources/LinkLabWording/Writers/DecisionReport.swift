import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// A decision as lines a person reads: the outcome first, then each check with ✓, ✗, or • for what the app did as designed, then the
/// diagnostics with their fixes. It is the one order of a report: the text report (`DecisionText`), the lines the
/// terminal app styles and `play --trace` all follow `write`; the CLI colours the lines by kind.
public enum DecisionReport {
    /// One line of a report, tagged with what it shows.
    public struct Line: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case outcome(Outcome)
            case summary
            case pass
            case fail
            /// A check that did not pass because the app did what it was designed to (the sign-in gate).
            case asDesigned
            case diagnostic(Severity)
            /// A corrected input: `text` is the input alone; `label` says what it is.
            case fix
        }

        public var kind: Kind
        public var text: String
        /// Columns of indentation before the text.
        public var indent: Int

        /// What a fix line's text is, for the reader: "corrected".
        public static let fixLabel = "corrected"

        /// The line as the text report prints it: a fix line gets its label in front.
        public var printed: String { kind == .fix ? "\(Self.fixLabel): \(text)" : text }
    }

    /// The most a corrected link shows of itself in a report, in characters.
    static let fixLimit = 600

    /// The lines of a decision, each sanitised as the text report prints it. `diagnosticsFirst` puts the
    /// problems and fixes right after the summary, for panes too short to show a whole trace.
    public static func lines(_ decision: Decision, showSteps: Bool = true, diagnosticsFirst: Bool = false) -> [Line] {
        var collected = CollectedLines()
        write(decision, showSteps: showSteps, diagnosticsFirst: diagnosticsFirst, into: &collected)
        return collected.lines
    }

    /// Words the report of `d` into `report`, line by line: the outcome and input, the summary, where the link
    /// was tapped (each hop, the customer's and the bank's sentences), each check, then the diagnostics (errors
    /// first, then as raised) each with its fix. The decision is spent: its steps are moved out as they are worded.
    static func write(_ d: consuming Decision, showSteps: Bool = true, diagnosticsFirst: Bool = false, into report: inout some ReportLines) {
        report.begin(.outcome(d.outcome), indent: 0)
        report.words.write(d.outcome.rawValue)
        report.words.raw("  ")
        report.words.write(d.input)
        report.end()
        report.begin(.summary, indent: 2)
        Wording.summary(d.conclusion, into: &report.words)
        report.end()
        if let path = d.path { writePath(d, path, into: &report) }
        if diagnosticsFirst { writeDiagnostics(d, into: &report) }
        if showSteps {
            d.spendSteps { step in writeStep(step, into: &report) }
        }
        if !diagnosticsFirst { writeDiagnostics(d, into: &report) }
    }

    /// Where the link was tapped, each hop, and the two sentences (docs/contract.md, "Where the link was tapped").
    static func writePath(_ d: Decision, _ path: DecisionPath, into report: inout some ReportLines) {
        report.begin(.summary, indent: 2)
        Wording.tapLine(path, into: &report.words)
        report.end()
        for (i, hop) in path.hops.enumerated() {
            report.begin(hop.opens == .app ? .pass : .fail, indent: 2)
            Wording.hopLine(hop, number: i + 1, platform: path.platform, into: &report.words)
            report.end()
        }
        report.begin(.summary, indent: 2)
        Wording.customerLine(d, into: &report.words)
        report.end()
        report.begin(.summary, indent: 2)
        Wording.bankLine(d, into: &report.words)
        report.end()
    }

    /// One step as a line: its mark, its check's name and its detail.
    static func writeStep(_ step: TraceStep, into report: inout some ReportLines) {
        let result = step.result
        report.begin(result.lineKind, indent: 2)
        report.words.raw(result.markLiteral)
        report.words.raw(" ")
        report.words.raw(Wording.name(of: step.fact))
        report.words.raw(": ")
        writeDetail(step, into: &report.words)
        report.end()
    }

    /// The step's detail, worded in a function of its own, as the JSON writer words it (docs/performance.md,
    /// "explain at 2× the floor").
    @inline(never)
    private static func writeDetail(_ step: TraceStep, into words: inout TextWriter) {
        Wording.detail(step, into: &words)
    }

    /// The diagnostics, errors first, then warnings, then notes, each in the order raised, with its fix.
    static func writeDiagnostics(_ d: borrowing Decision, into report: inout some ReportLines) {
        // Read in place, as the JSON writer reads them (docs/performance.md, "explain at 2× the floor").
        d.diagnostics.withUnsafeBufferPointer { diagnostics in
            for severity in Severity.allCases {
                for i in diagnostics.indices where diagnostics[i].severity == severity {
                    writeDiagnostic(diagnostics[i], into: &report)
                }
            }
        }
    }

    /// One diagnostic, and its fix when it has one: the fix's line holds the corrected input alone, which the
    /// text report labels.
    static func writeDiagnostic(_ diagnostic: borrowing Diagnostic, into report: inout some ReportLines) {
        let code = diagnostic.code
        report.begin(.diagnostic(code.severity), indent: 2)
        report.words.write(code.severity.rawValue)
        report.words.raw(" ")
        report.words.write(code.rawValue)
        report.words.raw(": ")
        Wording.message(diagnostic.finding, on: diagnostic.platform, into: &report.words)
        report.end()
        guard let fix = diagnostic.fix else { return }
        report.begin(.fix, indent: 4)
        // Worded straight into the line. A fix of more than `fixLimit` bytes once written may hold more
        // characters than the report shows: that rare one is worded again as text and cut.
        let start = report.words.count
        fix.write(into: &report.words)
        if report.words.count - start > fixLimit {
            report.words.truncate(to: start)
            report.words.write(DisplayText.sanitize(fix.text, limit: fixLimit))
        }
        report.end()
    }
}

extension StepResult {
    /// The kind of report line a step with this result is.
    var lineKind: DecisionReport.Line.Kind {
        switch self {
        case .passed: .pass
        case .failed: .fail
        case .asDesigned: .asDesigned
        }
    }
}

/// Where `DecisionReport.write` puts a report's lines: each line is begun with its kind and indent, worded into
/// `words`, and ended. The text report writes them into its bytes; `CollectedLines` keeps them as values.
protocol ReportLines {
    /// The writer the words of the current line go into.
    var words: TextWriter { get set }
    mutating func begin(_ kind: DecisionReport.Line.Kind, indent: Int)
    mutating func end()
}

/// A report's lines kept as `DecisionReport.Line` values, for the terminal app and `play --trace`.
struct CollectedLines: ReportLines {
    var words = TextWriter(capacity: 256)
    private(set) var lines: [DecisionReport.Line] = []
    private var kind = DecisionReport.Line.Kind.summary
    private var indent = 0

    mutating func begin(_ kind: DecisionReport.Line.Kind, indent: Int) {
        self.kind = kind
        self.indent = indent
        words.removeAll()
    }

    mutating func end() {
        lines.append(DecisionReport.Line(kind: kind, text: String(decoding: words.bytes, as: UTF8.self), indent: indent))
    }
}
