/// Collects trace steps and diagnostics in the order the checks were made.
public struct Trace: Sendable, Equatable {
    public private(set) var steps: [TraceStep] = []
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func pass(_ check: String, _ detail: String) { steps.append(TraceStep(check, true, detail)) }
    public mutating func fail(_ check: String, _ detail: String) { steps.append(TraceStep(check, false, detail)) }
    public mutating func diagnose(_ code: DiagnosticCode, _ message: String, fix: String? = nil) {
        diagnostics.append(Diagnostic(code, message, fix: fix))
    }

    /// Withdraws the fix offered with a code, when a later check shows it would not work.
    public mutating func dropFix(for code: DiagnosticCode) {
        for i in diagnostics.indices where diagnostics[i].code == code { diagnostics[i].fix = nil }
    }

    /// Whether a diagnostic with this code was raised.
    public func has(_ code: DiagnosticCode) -> Bool { diagnostics.contains { $0.code == code } }

    /// Appends another trace's steps and diagnostics after this one's.
    public mutating func append(_ other: Trace) {
        steps += other.steps
        diagnostics += other.diagnostics
    }
}
