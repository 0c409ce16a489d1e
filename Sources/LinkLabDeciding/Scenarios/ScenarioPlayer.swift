import LinkLabText
import LinkLabReading

/// Plays a scenario one step at a time against a session. `linklab play` runs it to the end;
/// the terminal app advances it on a key press, on the session it shows.
public struct ScenarioPlayer: Sendable {
    public let scenario: Scenario
    public private(set) var nextIndex = 0
    public private(set) var failures: [ExpectationFailure] = []

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// A session in the state the scenario starts from.
    public static func session(for scenario: Scenario, app: BankingApp) -> Session {
        Session(app: app, signedIn: scenario.signedIn)
    }

    /// What one step did.
    public struct StepResult: Sendable, Equatable {
        public var step: ScenarioStep
        /// The event the step sent, built for the FI when the step names a route or a preset.
        public var event: SessionEvent?
        public var decisions: [Decision]
        public var failures: [ExpectationFailure]
        /// What decided the step besides its input (`StepSettings`), for a step that sent an event.
        public var settings: StepSettings? = nil
    }

    public var isFinished: Bool { nextIndex >= scenario.steps.count }

    /// Plays the next step, or returns nil when the scenario is over.
    public mutating func advance(_ session: inout Session) -> StepResult? {
        guard !isFinished else { return nil }
        let step = scenario.steps[nextIndex]
        nextIndex += 1
        switch step.action {
        case .say:
            return StepResult(step: step, event: nil, decisions: [], failures: [])
        case .expect(let expectation):
            let found = check(expectation, step: step.number, session: session)
            failures += found
            return StepResult(step: step, event: nil, decisions: [], failures: found)
        case .event, .openRoute, .openVariant, .pushPreset:
            guard let event = Self.event(of: step, for: session.app.configuration) else {
                let found = [ExpectationFailure(step: step.number, key: "openRoute", expected: ScenarioPlayerWording.continuityModuleExpected,
                                                actual: ScenarioPlayerWording.noneIn(session.app.configuration.name))]
                failures += found
                return StepResult(step: step, event: nil, decisions: [], failures: found)
            }
            let settings = StepSettings(event, in: session)
            let decisions = session.handle(event)
            return StepResult(step: step, event: event, decisions: decisions, failures: [], settings: settings)
        }
    }

    /// The event a step sends under an FI: as written, or built from the route or preset it names.
    /// Nil for steps that send nothing, and for a module link when no module declares targets.
    public static func event(of step: ScenarioStep, for configuration: FIConfiguration) -> SessionEvent? {
        switch step.action {
        case .event(let event): event
        case .openRoute(let route):
            route.link(for: configuration).map { link in route.tap.map { .openLinkFrom(link, $0) } ?? .openLink(link) }
        case .openVariant(let variant, let route): .openLink(LinkVariants(configuration: configuration, route: route).link(variant).link)
        case .pushPreset(let preset): preset.event(for: configuration)
        case .say, .expect: nil
        }
    }

    /// Plays every remaining step.
    public mutating func runToEnd(_ session: inout Session) -> [StepResult] {
        var results: [StepResult] = []
        while let result = advance(&session) { results.append(result) }
        return results
    }

    func check(_ e: Expectation, step: Int, session: Session) -> [ExpectationFailure] {
        let lastDecision = session.state.history.last
        let state = session.state
        let screens = session.app.screens
        var failures: [ExpectationFailure] = []
        func compare(_ key: String, _ expected: String, _ actual: String) {
            if expected != actual { failures.append(ExpectationFailure(step: step, key: key, expected: expected, actual: actual)) }
        }
        func show(_ route: String?) -> String { route.map { "#/" + DisplayText.sanitize($0, limit: 120) } ?? "none" }
        if let route = e.route {
            let actual = state.moduleInFront == nil ? screens.screen(id: state.currentScreen)?.route : nil
            compare("route", show(route), show(actual))
        }
        if let screen = e.screen { compare("screen", screen, state.currentScreen) }
        if let signedIn = e.signedIn { compare("signedIn", "\(signedIn)", "\(state.signedIn)") }
        if let installed = e.installed { compare("installed", "\(installed)", "\(state.app.installed)") }
        if let running = e.running { compare("running", "\(running)", "\(state.app.running)") }
        if let pending = e.pending {
            let actual = state.pending.map { $0.route ?? $0.source }
            compare("pending", show(pending), show(actual))
        }
        if let outcome = e.outcome { compare("outcome", outcome.rawValue, lastDecision?.outcome.rawValue ?? ScenarioPlayerWording.noDecisionYet) }
        if let codes = e.codes {
            let actual = lastDecision?.codes ?? []
            let missing = codes.filter { !actual.contains($0) }
            if !missing.isEmpty {
                failures.append(ExpectationFailure(step: step, key: "codes", expected: codes.joined(separator: ", "),
                                                   actual: actual.isEmpty ? "no codes" : actual.joined(separator: ", ")))
            }
        }
        return failures
    }
}
