extension Transition {
    /// Opens a link: the engine evaluates it, then the app's state (docs/contract.md, "App states"),
    /// the sign-in gate and the journey apply.
    mutating func open(_ text: String) {
        let evaluation = engine.evaluate(text)
        if !state.app.installed { return openNotInstalled(evaluation) }
        if !state.app.running, evaluation.opensApp { return openOnColdStart(evaluation, text: text) }
        receive(evaluation, text: text)
    }

    /// The sign-in gate and the journey, for a link the running app receives.
    mutating func receive(_ evaluation: consuming LinkEvaluation, text: String) {
        // The trace is moved out, not copied: the steps below are appended to the same storage.
        var trace = Trace()
        swap(&trace, &evaluation.trace)
        let config = app.configuration
        func decide(_ outcome: Outcome, screen: String? = nil, handler: Handler? = nil, module: String? = nil,
                    journey: [JourneyStep] = [], _ conclusion: Conclusion) {
            decisions.append(Decision(input: evaluation.input, entry: evaluation.entry, outcome: outcome, route: evaluation.route,
                                      screen: screen, handler: handler, module: module, steps: trace.steps,
                                      diagnostics: trace.diagnostics, journey: journey, conclusion: conclusion))
        }
        switch evaluation.verdict {
        case .notOpened:
            decide(.notOpened, config.platform == .android ? .notOpenedOnAndroid : .notOpened)
        case .openedInBrowser:
            decide(.openedInBrowser, .appLinkInBrowser(chooser: trace.has(.appLinkChooser)))
        case .stayed:
            decide(.stayed, .stayed(onTitle: title(state.currentScreen)))
        case .resolved(let target):
            if !state.signedIn {
                storePending(PendingNavigation(target: .route(target.route), source: evaluation.input, entry: evaluation.entry), trace: &trace)
                decide(.deferred, screen: Screen.loginID, handler: target.handler, module: target.module,
                       .deferredRoute(route: target.route, title: target.screen.title))
                return
            }
            trace.pass(.signInGate(signedIn: true))
            let journey = navigate(to: target.screen, trace: &trace)
            decide(.navigated, screen: target.screen.id, handler: target.handler, module: target.module, journey: journey,
                   .navigated(title: target.screen.title, route: target.route, handler: target.handler, module: target.module))
        case .claimed(let module):
            let name = config.module(module)?.name ?? module
            if !state.signedIn, !config.policies.moduleLinksWhileSignedOut {
                trace.pass(.moduleLinkPolicy(whileSignedOut: false))
                storePending(PendingNavigation(target: .link(text), source: evaluation.input, entry: evaluation.entry), trace: &trace)
                decide(.deferred, screen: Screen.loginID, module: module, .deferredModuleLink(moduleName: name))
                return
            }
            if !state.signedIn { trace.pass(.moduleLinkPolicy(whileSignedOut: true)) }
            state.moduleInFront = module
            decide(.handledByModule, handler: .module, module: module, .claimed(moduleName: name, module: module))
        }
    }

    /// The sign-in gate: store the navigation, show the login screen, say what it replaced.
    mutating func storePending(_ pending: PendingNavigation, trace: inout Trace) {
        trace.fail(.signInGate(signedIn: false))
        if let old = state.pending {
            trace.pass(.pendingReplaces(pending, old: old))
            trace.diagnose(.pendingReplaced(old: old))
        } else {
            trace.pass(.pendingStored(pending))
        }
        trace.diagnose(.deferredUntilSignIn(pending))
        state.pending = pending
        state.stack = [Screen.loginID]
        state.moduleInFront = nil
    }
}
