import LinkLabReading

extension Transition {
    /// Sign-in lands on the landing page first, then replays the pending navigation and clears it.
    mutating func signIn() {
        guard appIsOpen(.signIn, input: "sign in") else { return }
        guard !state.signedIn else { return refuse(.signIn, input: "sign in", .alreadySignedIn) }
        var trace = Trace()
        trace.pass(.signsIn)
        state.signedIn = true
        let landing = screens.landingPage
        let journey = navigate(to: landing, trace: &trace)
        let pending = state.pending
        trace.pass(.landingPage(pending: pending))
        // The landing page shows with nothing waiting any more: the replay comes next.
        state.pending = nil
        decisions.append(Decision(input: "sign in", entry: .signIn, outcome: .navigated, route: landing.route, screen: landing.id,
                                  handler: landing.handler, steps: trace.steps, diagnostics: trace.diagnostics, journey: journey,
                                  conclusion: .signedIn(landingTitle: landing.title)))
        guard let pending else { return }
        replay(pending)
    }

    /// Replays a stored navigation through the same resolution as when it was first made.
    mutating func replay(_ pending: PendingNavigation) {
        switch pending.target {
        case .link(let text):
            let before = decisions.count
            open(text)
            if decisions.count > before {
                decisions[before].steps.insert(TraceStep(.replayLink, passed: true), at: 0)
                decisions[before].conclusion = .replayed(decisions[before].conclusion)
            }
        case .route(let route):
            var trace = Trace()
            trace.pass(.replayRoute(pending))
            guard let resolved = engine.routes.resolve(route: route, trace: &trace) else {
                engine.routes.diagnoseUnknown(route: route, trace: &trace)
                decisions.append(Decision(input: pending.source, entry: pending.entry, outcome: .stayed, route: route,
                                          steps: trace.steps, diagnostics: trace.diagnostics,
                                          conclusion: .replayUnresolved(pending)))
                return
            }
            let journey = navigate(to: resolved.screen, trace: &trace)
            decisions.append(Decision(input: pending.source, entry: pending.entry, outcome: .navigated, route: route,
                                      screen: resolved.screen.id, handler: resolved.handler, module: resolved.module,
                                      steps: trace.steps, diagnostics: trace.diagnostics, journey: journey,
                                      conclusion: .replayNavigated(title: resolved.screen.title, pending)))
        }
    }

    /// Cancelling sign-in discards the pending navigation and says so.
    mutating func cancelSignIn() {
        guard appIsOpen(.cancelSignIn, input: "cancel sign-in") else { return }
        guard !state.signedIn else { return refuse(.cancelSignIn, input: "cancel sign-in", .nobodySigningIn) }
        var trace = Trace()
        trace.pass(.cancelsSignIn)
        trace.pass(.pendingDiscarded(state.pending))
        if let pending = state.pending { trace.diagnose(.pendingDiscarded(pending)) }
        let discarded = state.pending
        state.pending = nil
        state.stack = [Screen.loginID]
        decisions.append(Decision(input: "cancel sign-in", entry: .cancelSignIn, outcome: .stayed, screen: Screen.loginID,
                                  steps: trace.steps, diagnostics: trace.diagnostics, conclusion: .signInCancelled(discarded: discarded)))
    }

    /// Sign-out clears the stack and shows the login screen.
    mutating func signOut() {
        guard appIsOpen(.signOut, input: "sign out") else { return }
        guard state.signedIn else { return refuse(.signOut, input: "sign out", .nobodySignedIn) }
        var trace = Trace()
        trace.pass(.signsOut)
        state.signedIn = false
        state.pending = nil
        let journey = navigate(to: screens.login, trace: &trace)
        decisions.append(Decision(input: "sign out", entry: .signOut, outcome: .navigated, screen: Screen.loginID,
                                  handler: nil, steps: trace.steps, journey: journey, conclusion: .signedOut))
    }

    /// Back pops one screen; at the root there is nowhere to go.
    mutating func back() {
        guard appIsOpen(.back, input: "back") else { return }
        if let module = state.moduleInFront {
            var trace = Trace()
            trace.pass(.closesModuleContent(module: module))
            state.moduleInFront = nil
            decisions.append(Decision(input: "back", entry: .back, outcome: .navigated, screen: state.currentScreen,
                                      module: module, steps: trace.steps,
                                      conclusion: .backClosesModule(module: module, title: title(state.currentScreen))))
            return
        }
        guard state.stack.count > 1 else {
            return refuse(.back, input: "back", .nothingToGoBackTo(title: title(state.currentScreen)))
        }
        var trace = Trace()
        state.stack.removeLast()
        let top = state.currentScreen
        let step = JourneyStep(.pop, top, animated: true)
        trace.pass(.journey(step))
        decisions.append(Decision(input: "back", entry: .back, outcome: .navigated, route: screens.screen(id: top)?.route,
                                  screen: top, steps: trace.steps, journey: [step], conclusion: .back(title: title(top))))
    }
}
