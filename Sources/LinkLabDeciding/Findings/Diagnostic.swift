import LinkLabReading

/// A problem found on the way: the finding (whose stable code and severity follow from it) and, where
/// possible, the corrected input. Its sentence is worded by `Wording` when shown.
public struct Diagnostic: Sendable, Equatable {
    public var finding: Finding
    public var fix: Fix?
    /// The phone whose words the sentence uses ("iOS would not open the app", "Android would not…"): a
    /// way of saying, not a fact, so two diagnostics that differ only here are equal.
    public var platform: Platform = .ios

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool { a.finding == b.finding && a.fix == b.fix }

    public var code: DiagnosticCode { finding.code }
    public var severity: Severity { finding.code.severity }
    /// The corrected input as text, e.g. the corrected link.
    public var fixText: String? { fix.map(\.text) }
}

extension Diagnostic {
    /// A finding and its fix, in iOS's words until the session names the phone. Handed to the memberwise
    /// initialiser (see `Decision`'s), so that the diagnostic is not copied as it is returned.
    public init(_ finding: Finding, fix: Fix? = nil) {
        self.init(finding: finding, fix: fix, platform: .ios)
    }
}
