import LinkLabReading

extension Transition {
    /// The title of the screen a launch shows first: the landing page signed in, the login screen signed out.
    var rootTitle: String { title(state.signedIn ? Screen.landingPageID : Screen.loginID) }

    /// A link that opens the app while it is not running (docs/contract.md, "Cold start", A29): the app
    /// launches, and the link either waits until launch ends and is handled by the same rules, or, with
    /// `policies.coldStartLinks: drop`, is lost.
    mutating func openOnColdStart(_ evaluation: LinkEvaluation, text: String) {
        let root = rootTitle
        state.app.running = true
        guard app.configuration.policies.coldStartLinks == .queue else {
            var trace = Trace()
            let dropped = app.configuration.platform.rules.coldStartDropped(rootTitle: root)
            trace.fail(.appState(dropped.step))
            trace.diagnose(dropped.finding)
            let screen = state.signedIn ? screens.landingPage : screens.login
            let journey = navigate(to: screen, trace: &trace)
            decisions.append(Decision(input: evaluation.input, entry: evaluation.entry, outcome: .stayed, route: evaluation.route,
                                      screen: screen.id, steps: trace.steps, diagnostics: trace.diagnostics, journey: journey,
                                      conclusion: .droppedOnColdStart(rootTitle: root)))
            return
        }
        let before = decisions.count
        receive(evaluation, text: text)
        if decisions.count > before {
            decisions[before].steps.insert(TraceStep(coldStartQueued(rootTitle: root), passed: true), at: 0)
        }
    }

    /// The wait of a cold start, in the platform's words: on Android the activity is created with the intent.
    func coldStartQueued(rootTitle: String, push: Bool = false) -> Check {
        .appState(app.configuration.platform.rules.coldStartQueued(rootTitle: rootTitle, push: push))
    }
}
