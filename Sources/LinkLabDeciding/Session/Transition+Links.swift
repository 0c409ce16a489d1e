import LinkLabReading

extension Transition {
    /// Opens a link: the engine evaluates it, then the app's state (docs/contract.md, "App states"),
    /// the sign-in gate and the journey apply.
    mutating func open(_ text: String) {
        open(text, tap: state.tap)
    }

    /// The sign-in gate and the journey, for a link the running app receives.
    mutating func receive(_ evaluation: consuming LinkEvaluation, text: String) {
        // The trace is moved out, not copied: the steps below are appended to the same storage.
        var trace = Trace()
        swap(&trace, &evaluation.trace)
        // The local function captures only constants and takes the trace as an argument: capturing the
        // trace (or the consumed evaluation) would put it in a heap box on every link.
        let input = evaluation.input, entry = evaluation.entry, route = evaluation.route
        func decide(_ outcome: Outcome, screen: String? = nil, handler: Handler? = nil, module: String? = nil,
                    journey: [JourneyStep] = [], _ conclusion: Conclusion, _ trace: consuming Trace) {
            let (steps, diagnostics) = trace.taken()
            decisions.append(Decision(input: input, entry: entry, outcome: outcome, route: route,
                                      screen: screen, handler: handler, module: module, steps: steps,
                                      diagnostics: diagnostics, journey: journey, conclusion: conclusion))
        }
        // The verdict is moved out too: switched on in place, its route and screen were copied.
        var verdict = LinkVerdict.notOpened
        swap(&verdict, &evaluation.verdict)
        switch consume verdict {
        case .notOpened:
            // A development or ad hoc build iOS does not launch says so (docs/contract.md, "The build's own profile").
            let launch = trace.diagnostics.contains { $0.code.stopsLaunch }
            decide(.notOpened, launch ? .appDoesNotLaunch(build: app.configuration.prerequisites.build)
                   : app.configuration.platform.rules.notOpenedConclusion, consume trace)
        case .openedInBrowser:
            decide(.openedInBrowser, app.configuration.platform.rules.browserConclusion(trace), consume trace)
        case .stayed:
            decide(.stayed, .stayed(onTitle: title(state.currentScreen)), consume trace)
        case .resolved(let target):
            if !state.signedIn {
                storePending(PendingNavigation(target: .route(target.route), source: input, entry: entry), trace: &trace)
                decide(.deferred, screen: Screen.loginID, handler: target.handler, module: target.module,
                       .deferredRoute(route: target.route, title: target.screen.title), consume trace)
                return
            }
            trace.pass(.signInGate(signedIn: true))
            let journey = navigate(to: target.screen, trace: &trace)
            decide(.navigated, screen: target.screen.id, handler: target.handler, module: target.module, journey: journey,
                   .navigated(title: target.screen.title, route: target.route, handler: target.handler, module: target.module), consume trace)
        case .claimed(let module):
            let name = app.configuration.module(module)?.name ?? module
            if !state.signedIn, !app.configuration.policies.moduleLinksWhileSignedOut {
                trace.pass(.moduleLinkPolicy(whileSignedOut: false))
                storePending(PendingNavigation(target: .link(text), source: input, entry: entry), trace: &trace)
                decide(.deferred, screen: Screen.loginID, module: module, .deferredModuleLink(moduleName: name), consume trace)
                return
            }
            if !state.signedIn { trace.pass(.moduleLinkPolicy(whileSignedOut: true)) }
            state.moduleInFront = module
            decide(.handledByModule, handler: .module, module: module, .claimed(moduleName: name, module: module), consume trace)
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
