/// A problem found on the way: a stable code, a severity, a sentence a support agent can read aloud,
/// and where possible the corrected input.
public struct Diagnostic: Sendable, Equatable, Codable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var fix: String?

    public init(_ code: DiagnosticCode, _ message: String, fix: String? = nil) {
        self.code = code
        self.severity = code.severity
        self.message = message
        self.fix = fix
    }
}
