/// A scripted walkthrough: a name, where it starts, and its steps (issue 3, `linklab play`).
public struct Scenario: Sendable, Equatable {
    public var name: String
    public var file: String
    public var signedIn: Bool
    /// Settings that change the demo FI for this scenario, if any.
    public var settings: ScenarioSettings?
    public var steps: [ScenarioStep]
}

/// Where a scenario's settings come from: a file beside it, or an object written inline.
public enum ScenarioSettings: Sendable, Equatable {
    case file(String)
    case inline(JSONValue)
}

/// One step of a scenario. `number` counts from 1, as people do.
public struct ScenarioStep: Sendable, Equatable {
    public var number: Int
    public var action: ScenarioAction
}

/// What a step does.
public enum ScenarioAction: Sendable, Equatable {
    case event(SessionEvent)
    case say(String)
    case expect(Expectation)

    /// The step's key word, as written in the file.
    public var keyword: String {
        switch self {
        case .event(.openLink): "open"
        case .event(.push): "push"
        case .event(.signIn): "signIn"
        case .event(.cancelSignIn): "cancelSignIn"
        case .event(.signOut): "signOut"
        case .event(.back): "back"
        case .say: "say"
        case .expect: "expect"
        }
    }
}

/// What must hold after the steps so far. Every key present must hold.
public struct Expectation: Sendable, Equatable {
    /// The current route; `.some(nil)` expects no route (the login screen).
    public var route: String??
    public var screen: String?
    public var signedIn: Bool?
    /// The pending route; `.some(nil)` expects nothing pending.
    public var pending: String??
    /// The outcome of the last decision.
    public var outcome: Outcome?
    /// Codes the last decision must include.
    public var codes: [String]?

    public init(route: String?? = nil, screen: String? = nil, signedIn: Bool? = nil, pending: String?? = nil,
                outcome: Outcome? = nil, codes: [String]? = nil) {
        self.route = route
        self.screen = screen
        self.signedIn = signedIn
        self.pending = pending
        self.outcome = outcome
        self.codes = codes
    }
}

/// One expectation that did not hold: the step, the key, expected and actual.
public struct ExpectationFailure: Sendable, Equatable, CustomStringConvertible {
    public var step: Int
    public var key: String
    public var expected: String
    public var actual: String

    public var description: String { "step \(step), \(key): expected \(expected), actual \(actual)" }
}
