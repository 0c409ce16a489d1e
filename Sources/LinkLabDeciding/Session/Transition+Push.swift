import LinkLabReading

extension Transition {
    /// A push notification: the push engine decides what the module does; the sign-in gate and the
    /// journey apply as for links.
    mutating func push(_ payload: PushPayload, stage: PushStage) {
        let evaluation = PushEngine(app: app).evaluate(payload, stage: stage, running: state.app.running)
        if !state.app.installed { return pushNotInstalled(evaluation) }
        if pushLaunchRefused(evaluation) { return }
        if !state.app.running, stage == .tap, evaluation.verdict.reachesApp {
            let root = rootTitle
            state.app.running = true
            let before = decisions.count
            receive(evaluation)
            if decisions.count > before {
                decisions[before].steps.insert(TraceStep(coldStartQueued(rootTitle: root, push: true), passed: true), at: 0)
            }
            return
        }
        receive(evaluation)
    }

    /// A push to a development or ad hoc build iOS does not launch: nothing opens it, at any stage, since the
    /// app never runs (docs/contract.md, "The build's own profile"). Whether it was refused.
    mutating func pushLaunchRefused(_ evaluation: PushEvaluation) -> Bool {
        var trace = Trace()
        guard !app.configuration.platform.rules.appLaunches(engine, trace: &trace) else { return false }
        decisions.append(Decision(input: evaluation.input, entry: .push, outcome: .notOpened, route: evaluation.route,
                                  steps: trace.steps, diagnostics: trace.diagnostics,
                                  conclusion: .appDoesNotLaunch(build: app.configuration.prerequisites.build)))
        return true
    }

    /// What the running app does with the push engine's answer.
    mutating func receive(_ evaluation: PushEvaluation) {
        var trace = evaluation.trace
        let input = evaluation.input
        let name = evaluation.receiver?.name ?? ""
        func decide(_ outcome: Outcome, screen: String? = nil, handler: Handler? = nil, module: String? = nil,
                    journey: [JourneyStep] = [], _ conclusion: Conclusion) {
            decisions.append(Decision(input: input, entry: .push, outcome: outcome, route: evaluation.route, screen: screen,
                                      handler: handler, module: module ?? evaluation.receiver?.identifier, steps: trace.steps,
                                      diagnostics: trace.diagnostics, journey: journey, conclusion: conclusion))
        }
        switch evaluation.verdict {
        case .unreadable: decide(.stayed, .pushUnreadable)
        case .reachesNoModule: decide(.stayed, .pushReachesNoModule)
        case .noOwnRoute: decide(.stayed, .pushNoOwnRoute(moduleName: name))
        case .notTapped(let stage): decide(.stayed, .pushDeliveredNotTapped(moduleName: name, stage: stage))
        case .routeRefused: decide(.stayed, .pushRouteRefused)
        case .unknownRoute: decide(.stayed, .pushUnknownRoute(route: evaluation.route ?? ""))
        case .fcmRefused: decide(.notOpened, .androidPush(.refused))
        case .notShown(let kind): decide(.notOpened, .androidPush(.notShown(kind)))
        case .inTray: decide(.stayed, .androidPush(.inTray))
        case .navigateTo(let target):
            let route = target.route
            if !state.signedIn, target.screen.requiresSignIn {
                storePending(PendingNavigation(target: .route(route), source: input, entry: .push), trace: &trace)
                return decide(.deferred, screen: Screen.loginID, handler: target.handler, module: target.module,
                              .pushDeferred(title: target.screen.title, route: route))
            }
            if !state.signedIn { trace.pass(.noSignInNeeded(title: target.screen.title)) }
            guard allows(target.screen) else {
                return refuse(.push, input: input, .screenNotAllowed(title: target.screen.title), trace: trace)
            }
            let journey = navigate(to: target.screen, trace: &trace)
            decide(.navigated, screen: target.screen.id, handler: target.handler, module: target.module, journey: journey,
                   .pushNavigated(moduleName: name, title: target.screen.title, route: route))
        }
    }
}
