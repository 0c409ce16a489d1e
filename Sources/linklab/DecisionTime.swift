#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabReading
import LinkLabDeciding

/// When a decision of the terminal app's session was made, kept for F8's export (`SessionExport`) with what tells
/// that decision from the others around it: its input, outcome, steps and diagnostics. Those share their storage
/// with the decision in the session's history, so a time costs a few words, not a second copy of the decision.
struct DecisionTime {
    private let input: String
    private let outcome: LinkLabReading.Outcome
    private let steps: [TraceStep]
    private let diagnostics: [Diagnostic]
    let at: Date

    init(_ decision: Decision, at time: Date) {
        input = decision.input
        outcome = decision.outcome
        steps = decision.steps
        diagnostics = decision.diagnostics
        at = time
    }

    /// Whether this is the time of `decision`.
    func isTime(of decision: Decision) -> Bool {
        decision.input == input && decision.outcome == outcome && decision.steps == steps && decision.diagnostics == diagnostics
    }
}
