extension Transition {
    /// Sign-in lands on the landing page first, then replays the pending navigation and clears it.
    mutating func signIn() {
        guard !state.signedIn else {
            return refuse(.signIn, input: "sign in", reason: "Already signed in, so there is nothing to sign in to; the app stays where it is.")
        }
        var trace = Trace()
        trace.pass("sign-in", "The customer signs in.")
        state.signedIn = true
        let landing = screens.landingPage
        let journey = navigate(to: landing, trace: &trace)
        let pending = state.pending
        trace.pass("landing page", pending == nil ? "The landing page shows; nothing is pending." : "The landing page shows first; then the stored \(pending?.label ?? "") is replayed.")
        decisions.append(Decision(input: "sign in", entry: .signIn, outcome: .navigated, route: landing.route, screen: landing.id,
                                  handler: landing.handler, steps: trace.steps, diagnostics: trace.diagnostics, journey: journey,
                                  summary: "Signed in: the app shows the landing page (\(landing.title))."))
        guard let pending else { return }
        state.pending = nil
        replay(pending)
    }

    /// Replays a stored navigation through the same resolution as when it was first made.
    mutating func replay(_ pending: PendingNavigation) {
        switch pending.target {
        case .link(let text):
            let before = decisions.count
            open(text)
            if decisions.count > before {
                decisions[before].steps.insert(TraceStep("replay", true, "Replaying the link stored before sign-in."), at: 0)
                decisions[before].summary = "Replayed after sign-in: " + decisions[before].summary
            }
        case .route(let route):
            var trace = Trace()
            trace.pass("replay", "Replaying the stored \(pending.label) after the landing page.")
            guard let resolved = engine.resolve(route: route, trace: &trace) else {
                engine.diagnoseUnknown(route: route, trace: &trace)
                decisions.append(Decision(input: pending.source, entry: pending.entry, outcome: .stayed, route: route,
                                          steps: trace.steps, diagnostics: trace.diagnostics,
                                          summary: "The stored \(pending.label) no longer resolves, so the app stays on the landing page."))
                return
            }
            let journey = navigate(to: resolved.screen, trace: &trace)
            decisions.append(Decision(input: pending.source, entry: pending.entry, outcome: .navigated, route: route,
                                      screen: resolved.screen.id, handler: resolved.handler, module: resolved.module,
                                      steps: trace.steps, diagnostics: trace.diagnostics, journey: journey,
                                      summary: "Replayed after sign-in: the app shows \(resolved.screen.title) (\(pending.label))."))
        }
    }

    /// Cancelling sign-in discards the pending navigation and says so.
    mutating func cancelSignIn() {
        guard !state.signedIn else {
            return refuse(.cancelSignIn, input: "cancel sign-in", reason: "Nobody is signing in (the customer is signed in), so there is nothing to cancel.")
        }
        var trace = Trace()
        trace.pass("cancel sign-in", "The customer leaves the login screen without signing in.")
        let summary: String
        if let pending = state.pending {
            trace.pass("pending navigation", "Discarded \(pending.label).")
            trace.diagnose(.pendingDiscarded, "Sign-in was cancelled, so the stored request (\(pending.label)) is discarded; it will not open after a later sign-in.")
            summary = "Sign-in cancelled: the stored \(pending.label) is discarded and the login screen stays."
        } else {
            trace.pass("pending navigation", "Nothing was stored.")
            summary = "Sign-in cancelled: nothing was stored, and the login screen stays."
        }
        state.pending = nil
        state.stack = [Screen.loginID]
        decisions.append(Decision(input: "cancel sign-in", entry: .cancelSignIn, outcome: .stayed, screen: Screen.loginID,
                                  steps: trace.steps, diagnostics: trace.diagnostics, summary: summary))
    }

    /// Sign-out clears the stack and shows the login screen.
    mutating func signOut() {
        guard state.signedIn else {
            return refuse(.signOut, input: "sign out", reason: "Nobody is signed in, so there is nothing to sign out of; the login screen stays.")
        }
        var trace = Trace()
        trace.pass("sign-out", "The customer signs out; the navigation stack is cleared.")
        state.signedIn = false
        state.pending = nil
        let journey = navigate(to: screens.login, trace: &trace)
        decisions.append(Decision(input: "sign out", entry: .signOut, outcome: .navigated, screen: Screen.loginID,
                                  handler: nil, steps: trace.steps, journey: journey,
                                  summary: "Signed out: the app shows the login screen."))
    }

    /// Back pops one screen; at the root there is nowhere to go.
    mutating func back() {
        if state.moduleInFront != nil {
            var trace = Trace()
            let module = state.moduleInFront ?? ""
            trace.pass("back", "Closes \(module)'s content.")
            state.moduleInFront = nil
            decisions.append(Decision(input: "back", entry: .back, outcome: .navigated, screen: state.currentScreen,
                                      module: module, steps: trace.steps,
                                      summary: "Back: \(module) closes its content; \(title(state.currentScreen)) shows."))
            return
        }
        guard state.stack.count > 1 else {
            return refuse(.back, input: "back", reason: "\(title(state.currentScreen)) is the first screen, so there is nothing to go back to.")
        }
        var trace = Trace()
        state.stack.removeLast()
        let top = state.currentScreen
        let step = JourneyStep(.pop, top, animated: true)
        trace.pass("journey", step.sentence)
        decisions.append(Decision(input: "back", entry: .back, outcome: .navigated, route: screens.screen(id: top)?.route,
                                  screen: top, steps: trace.steps, journey: [step], summary: "Back: the app shows \(title(top))."))
    }
}
