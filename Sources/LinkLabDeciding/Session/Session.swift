import LinkLabReading

/// The emulated app over time. One pure entry point, `(state, event) → (new state, decisions)`;
/// every face of LinkLab drives this and nothing else decides routing.
public struct Session: Sendable {
    public private(set) var engine: LinkEngine
    public private(set) var state: SessionState

    public init(app: BankingApp, signedIn: Bool = true) {
        engine = LinkEngine(app: app)
        state = .initial(signedIn: signedIn, appState: app.configuration.appState)
    }

    public init(app: BankingApp, state: SessionState) {
        engine = LinkEngine(app: app)
        self.state = state
    }

    public var app: BankingApp { engine.app }

    /// Swaps the FI (for example with a prerequisite marked missing) and keeps the state: the next
    /// input is judged by the new settings.
    public mutating func replaceApp(_ app: BankingApp) {
        engine = LinkEngine(app: app)
    }

    /// Sets whether the app is installed and running (the F6 toggles): the next input is judged in that state.
    public mutating func setAppState(_ app: AppState) {
        state.app = app
    }

    /// Sets where the next links are tapped (the terminal app's source key).
    public mutating func setTap(_ tap: Tap) {
        state.tap = tap
    }

    /// Marks a domain as one the customer chose Safari for, or clears it (F6).
    public mutating func setBrowserRemembered(_ domain: String, _ chosen: Bool) {
        let key = domain.asciiLowercased()
        if chosen { state.browserDomains.insert(key) } else { state.browserDomains.remove(key) }
    }

    /// Drops every decision but the newest. `linklab play` reports each step as it plays it and checks only
    /// the newest decision, so a long scenario need not keep the others.
    public mutating func forgetOlderDecisions() {
        if state.history.count > 1 { state.history.removeFirst(state.history.count - 1) }
    }

    /// Starts over with a fresh state.
    public mutating func reset(signedIn: Bool) {
        state = .initial(signedIn: signedIn, appState: app.configuration.appState)
    }

    /// Applies an event, records its decisions in the history and returns them.
    @discardableResult
    public mutating func handle(_ event: SessionEvent) -> [Decision] {
        // The history is taken out while the event is decided, so that it is appended to in place
        // rather than copied: a long scenario stays linear.
        var history = state.history
        state.history = []
        let (next, decisions) = Session.decide(state, event, engine: engine)
        history += decisions
        state = next
        state.history = history
        return decisions
    }

    /// The pure transition, recorded: the new state's history ends with the new decisions.
    public static func reduce(_ state: SessionState, _ event: SessionEvent, engine: LinkEngine) -> (SessionState, [Decision]) {
        var (next, decisions) = decide(state, event, engine: engine)
        next.history += decisions
        return (next, decisions)
    }

    /// The pure transition without recording it: what `linklab explain` needs, one link at a time.
    /// Nothing here reads or writes anything outside its arguments.
    public static func decide(_ state: SessionState, _ event: SessionEvent, engine: LinkEngine) -> (SessionState, [Decision]) {
        var transition = Transition(state: state, engine: engine)
        apply(event, to: &transition)
        return (transition.state, transition.made)
    }

    /// The decisions alone, for a caller that drops the state afterwards (`explain`, `check`): the state is
    /// left in the transition, not copied out of it, and a state made for the call is moved in, not copied.
    /// Without `scenes`, for a caller that draws no phone (`explain`'s report), no decision carries a scene.
    public static func decisions(_ state: consuming SessionState, _ event: SessionEvent, engine: LinkEngine,
                                 scenes: Bool = true) -> [Decision] {
        var transition = Transition(state: state, engine: engine)
        transition.drawsScenes = scenes
        apply(event, to: &transition)
        return transition.made
    }

    /// Applies an event to a transition in place (returning the transition instead copied it whole): the
    /// state changes and the decisions are made, each decision in the phone's words.
    private static func apply(_ event: SessionEvent, to transition: inout Transition) {
        let engine = transition.engine
        switch event {
        case .openLink(let text): transition.open(text, tap: transition.state.tap)
        case .openLinkFrom(let text, let tap): transition.open(text, tap: tap)
        case .rememberBrowser(let domain, let chosen):
            // An empty domain is the app's associated domain (a scenario's `"rememberBrowser": true`).
            let key = (domain.isEmpty ? engine.app.configuration.associatedDomain : domain).asciiLowercased()
            if chosen { transition.state.browserDomains.insert(key) } else { transition.state.browserDomains.remove(key) }
        case .push(let payload, let stage): transition.push(payload, stage: stage)
        case .signIn: transition.signIn()
        case .cancelSignIn: transition.cancelSignIn()
        case .signOut: transition.signOut()
        case .back: transition.back()
        case .install: transition.install()
        case .launch: transition.launch()
        }
        // The sentences shared by both phones name the one emulated (nothing to do on iOS, the default).
        let platform = engine.app.configuration.platform
        if platform != .ios {
            // On the storage in place: through `decisions` each read would copy the array and the decision.
            for d in transition.made.indices {
                for i in transition.made[d].steps.indices { transition.made[d].steps[i].platform = platform }
                for i in transition.made[d].diagnostics.indices { transition.made[d].diagnostics[i].platform = platform }
            }
        }
    }
}
