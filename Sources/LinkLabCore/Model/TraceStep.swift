/// One check made on the way to an outcome: what was checked, whether it passed, and the detail.
public struct TraceStep: Sendable, Equatable, Codable {
    public var check: String
    public var passed: Bool
    public var detail: String

    public init(_ check: String, _ passed: Bool, _ detail: String) {
        self.check = check
        self.passed = passed
        self.detail = detail
    }
}
