/// One check made on the way to an outcome: the fact checked and whether it passed. Its name and
/// detail are worded by `Wording` when shown.
public struct TraceStep: Sendable, Equatable {
    public var fact: Check
    public var passed: Bool

    public init(_ fact: Check, passed: Bool) {
        self.fact = fact
        self.passed = passed
    }

    /// The check's short name, e.g. `targetPage`.
    public var check: String { Wording.name(of: fact).description }
    /// The detail, in a sentence.
    public var detail: String { Wording.detail(self) }
}
