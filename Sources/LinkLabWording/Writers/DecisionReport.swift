import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// A decision as lines a person reads: the outcome first, then each check with ✓, ✗, or • for what the app did as designed, then the
/// diagnostics with their fixes. The CLI colours the lines by kind; the terminal app styles them.
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

    /// The lines of a decision. `diagnosticsFirst` puts the problems and fixes right after the
    /// summary, for panes too short to show a whole trace.
    public static func lines(_ decision: Decision, showSteps: Bool = true, diagnosticsFirst: Bool = false) -> [Line] {
        var lines = [Line(kind: .outcome(decision.outcome), text: "\(decision.outcome.rawValue)  \(decision.input)", indent: 0)]
        lines.append(Line(kind: .summary, text: decision.summary, indent: 2))
        if let path = decision.path { lines += pathLines(decision, path) }
        var steps: [Line] = []
        if showSteps {
            for step in decision.steps {
                let result = step.result
                let kind: Line.Kind = switch result {
                case .passed: .pass
                case .failed: .fail
                case .asDesigned: .asDesigned
                }
                steps.append(Line(kind: kind, text: "\(result.mark) \(step.check): \(step.detail)", indent: 2))
            }
        }
        var problems: [Line] = []
        // Errors first: the first problem read aloud should be the one that decided the outcome.
        let ordered = decision.diagnostics.enumerated().sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }.map(\.element)
        for diagnostic in ordered {
            problems.append(Line(kind: .diagnostic(diagnostic.severity),
                                 text: "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue): \(diagnostic.message)", indent: 2))
            if let fix = diagnostic.fixText {
                problems.append(Line(kind: .fix, text: DisplayText.sanitize(fix, limit: 600), indent: 4))
            }
        }
        return lines + (diagnosticsFirst ? problems + steps : steps + problems)
    }

    /// Where the link was tapped, each hop, and the two sentences (docs/contract.md, "Where the link was tapped").
    static func pathLines(_ decision: Decision, _ path: DecisionPath) -> [Line] {
        var lines = [Line(kind: .summary, text: Wording.text { Wording.tapLine(path, into: &$0) }, indent: 2)]
        for (i, hop) in path.hops.enumerated() {
            lines.append(Line(kind: hop.opens == .app ? .pass : .fail,
                              text: Wording.text { Wording.hopLine(hop, number: i + 1, platform: path.platform, into: &$0) }, indent: 2))
        }
        lines.append(Line(kind: .summary, text: Wording.text { Wording.customerLine(decision, into: &$0) }, indent: 2))
        lines.append(Line(kind: .summary, text: Wording.text { Wording.bankLine(decision, into: &$0) }, indent: 2))
        return lines
    }
}
