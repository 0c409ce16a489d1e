import LinkLabReading

/// Collects trace steps and diagnostics in the order the checks were made.
public struct Trace: Sendable, Equatable {
    public private(set) var steps: [TraceStep] = []
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func pass(_ fact: consuming Check) { record(fact, passed: true) }
    public mutating func fail(_ fact: consuming Check) { record(fact, passed: false) }
    public mutating func diagnose(_ finding: consuming Finding, fix: consuming Fix? = nil) {
        diagnostics.append(Diagnostic(finding, fix: fix))
    }

    // The fact is taken, not lent: a lent fact would be copied into the step (retaining each string in it).
    private mutating func record(_ fact: consuming Check, passed: Bool) {
        // One allocation for the whole trace of a typical link.
        if steps.capacity == 0 { steps.reserveCapacity(12) }
        steps.append(TraceStep(fact, passed: passed))
    }

    /// The steps and diagnostics, moved out of the trace rather than copied (each copy retains every
    /// array and string in them).
    consuming func taken() -> (steps: [TraceStep], diagnostics: [Diagnostic]) {
        (steps, diagnostics)
    }

    /// Withdraws the fix offered with a code, when a later check shows it would not work.
    public mutating func dropFix(for code: DiagnosticCode) {
        for i in diagnostics.indices where diagnostics[i].code == code { diagnostics[i].fix = nil }
    }

    /// Replaces the fix offered with a code: the same correction, written in the shape the input came in.
    mutating func replaceFix(for code: DiagnosticCode, with fix: Fix?) {
        for i in diagnostics.indices where diagnostics[i].code == code && diagnostics[i].fix != nil { diagnostics[i].fix = fix }
    }

    /// Whether a diagnostic with this code was raised.
    public func has(_ code: DiagnosticCode) -> Bool { diagnostics.contains { $0.code == code } }

    /// Appends another trace's steps and diagnostics after this one's.
    public mutating func append(_ other: Trace) {
        steps += other.steps
        diagnostics += other.diagnostics
    }

    /// Puts a step before all the others.
    mutating func prepend(_ fact: Check, passed: Bool) {
        steps.insert(TraceStep(fact, passed: passed), at: 0)
    }
}
