/// How a walkthrough's expectations are worded when they do not hold: "step 3, outcome: expected navigated,
/// actual stayed".
extension Wording {
    /// One expectation that did not hold, on one line.
    public static func sentence(for failure: ExpectationFailure) -> String {
        "step \(failure.step), \(failure.key): expected \(failure.expected), actual \(failure.actual)"
    }

    /// The expected side when an `openRoute` step finds no module to open.
    public static let continuityModuleExpected = "a module that declares continuity targets"

    /// The actual side when the FI has no such module.
    public static func noneIn(_ fi: String) -> String { "none in \(fi)" }

    /// The actual outcome before any link or push was opened.
    public static let noDecisionYet = "no decision yet"
}
