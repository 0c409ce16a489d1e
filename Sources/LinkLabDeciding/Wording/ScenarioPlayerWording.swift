/// The placeholder values the scenario player compares with when there is nothing to compare: no module to
/// open, no decision yet.
public enum ScenarioPlayerWording {
    /// The expected side when an `openRoute` step finds no module to open.
    public static let continuityModuleExpected = "a module that declares continuity targets"

    /// The actual side when the FI has no such module.
    public static func noneIn(_ fi: String) -> String { "none in \(fi)" }

    /// The actual outcome before any link or push was opened.
    public static let noDecisionYet = "no decision yet"
}
