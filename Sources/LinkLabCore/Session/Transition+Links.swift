extension Transition {
    /// Opens a link: the engine evaluates it, then the sign-in gate and the journey apply.
    mutating func open(_ text: String) {
        let evaluation = engine.evaluate(text)
        var trace = evaluation.trace
        let config = app.configuration
        func decide(_ outcome: Outcome, screen: String? = nil, handler: Handler? = nil, module: String? = nil,
                    journey: [JourneyStep] = [], summary: String) {
            decisions.append(Decision(input: evaluation.input, entry: evaluation.entry, outcome: outcome, route: evaluation.route,
                                      screen: screen, handler: handler, module: module, steps: trace.steps,
                                      diagnostics: trace.diagnostics, journey: journey, summary: summary))
        }
        switch evaluation.verdict {
        case .notOpened:
            decide(.notOpened, summary: "iOS would not open the app for this link.")
        case .stayed:
            decide(.stayed, summary: "The app opens but stays on the current screen (\(title(state.currentScreen))).")
        case .resolved(let target):
            if !state.signedIn {
                defer_(.route(target.route), label: "#/" + DisplayText.sanitize(target.route, limit: 120), evaluation: evaluation, trace: &trace)
                decide(.deferred, screen: Screen.loginID, handler: target.handler, module: target.module,
                       summary: "Signed out: the app keeps #/\(DisplayText.sanitize(target.route, limit: 120)) and shows the login screen; after sign-in it shows the landing page, then \(target.screen.title).")
                return
            }
            trace.pass("sign-in gate", "Signed in, so the app navigates now.")
            let journey = navigate(to: target.screen, trace: &trace)
            decide(.navigated, screen: target.screen.id, handler: target.handler, module: target.module, journey: journey,
                   summary: "The app shows \(target.screen.title) (#/\(DisplayText.sanitize(target.route, limit: 120))), drawn by \(target.handler == .native ? "the native module \(target.module ?? "")" : "the UUX web page").")
        case .claimed(let module):
            let name = config.module(module)?.name ?? module
            if !state.signedIn, !config.policies.moduleLinksWhileSignedOut {
                trace.pass("policy", "moduleLinksWhileSignedOut is false: continuity links wait for sign-in too.")
                defer_(.link(text), label: evaluation.input, evaluation: evaluation, trace: &trace)
                decide(.deferred, screen: Screen.loginID, module: module,
                       summary: "Signed out: the app keeps the link for \(name) and shows the login screen; after sign-in the module is offered it again.")
                return
            }
            if !state.signedIn { trace.pass("policy", "moduleLinksWhileSignedOut is true: modules may handle links while signed out.") }
            state.moduleInFront = module
            decide(.handledByModule, handler: .module, module: module, summary: "\(name) (\(module)) claimed the link and handles it itself.")
        }
    }

    /// The sign-in gate: store the navigation, show the login screen, say what it replaced.
    mutating func defer_(_ target: PendingNavigation.Target, label: String, evaluation: LinkEvaluation, trace: inout Trace) {
        storePending(PendingNavigation(target: target, source: evaluation.input, entry: evaluation.entry), label: label, trace: &trace)
    }

    mutating func storePending(_ pending: PendingNavigation, label: String, trace: inout Trace) {
        trace.fail("sign-in gate", "Nobody is signed in: the app stores the navigation and shows the login screen.")
        if let old = state.pending {
            trace.pass("pending navigation", "\(label) replaces the stored \(old.label).")
            trace.diagnose(.pendingReplaced, "This newer link replaces the one stored before (\(old.label)); only the newest is shown after sign-in.")
        } else {
            trace.pass("pending navigation", "Stored \(label).")
        }
        trace.diagnose(.deferredUntilSignIn, "You are signed out, so the app keeps this request and shows the login screen. After sign-in it shows the landing page first, then \(label).")
        state.pending = pending
        state.stack = [Screen.loginID]
        state.moduleInFront = nil
    }
}
