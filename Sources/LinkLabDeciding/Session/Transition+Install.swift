import LinkLabReading

extension Transition {
    /// The App Store installs the app (docs/contract.md, "Deferred deep links", A30): installed, not running,
    /// nobody signed in. A destination the web page stored with the deferred-link service stays there.
    mutating func install() {
        guard !state.app.installed else { return refuse(.install, input: "install", .alreadyInstalled) }
        var trace = Trace()
        let rules = app.configuration.platform.rules
        trace.pass(.appState(rules.appInstalls))
        state.app = AppState(installed: true, running: false)
        state.firstLaunchPending = true
        state.signedIn = false
        state.pending = nil
        state.moduleInFront = nil
        state.stack = [Screen.loginID]
        decisions.append(Decision(input: "install", entry: .install, outcome: .stayed, steps: trace.steps,
                                  conclusion: rules.installedConclusion))
    }

    /// The app launches from its icon. On the first launch after an install it asks the deferred-link
    /// service, and a stored destination goes through the sign-in gate like any built-in link.
    mutating func launch() {
        guard state.app.installed else { return refuse(.launch, input: "launch", notInstalledRefusal) }
        guard !state.app.running else { return refuse(.launch, input: "launch", .alreadyRunning) }
        var trace = Trace()
        let first = state.firstLaunchPending
        state.app.running = true
        state.firstLaunchPending = false
        let root = state.signedIn ? screens.landingPage : screens.login
        trace.pass(.appState(.launches(firstLaunch: first, rootTitle: root.title)))
        var restored: PendingNavigation?
        if first, app.configuration.platform.rules.firstLaunchReadsInstallReferrer {
            // Android: the app reads Google Play's install referrer (docs/contract.md, "App states on Android").
            if app.configuration.android.installReferrer {
                restored = state.deferredLink
                state.deferredLink = nil
                let step = Check.appState(.android(.referrerRead(found: restored)))
                if restored != nil { trace.pass(step) } else { trace.fail(step) }
                if let restored { trace.diagnose(.android(.installReferrerRead(restored))) }
            }
        } else if first, let service = app.configuration.deferredLinks {
            restored = state.deferredLink
            state.deferredLink = nil
            if let restored {
                trace.pass(.appState(.deferredLookup(service, found: restored)))
                trace.diagnose(.deferredLinkRestored(service, restored))
            } else {
                trace.fail(.appState(.deferredLookup(service, found: nil)))
            }
        }
        guard let restored, let route = restored.route, !state.signedIn else {
            let journey = navigate(to: root, trace: &trace)
            decisions.append(Decision(input: "launch", entry: .launch, outcome: .navigated, route: root.route, screen: root.id,
                                      handler: root.handler, steps: trace.steps, diagnostics: trace.diagnostics, journey: journey,
                                      conclusion: .launched(title: root.title)))
            if let restored { replay(restored) }
            return
        }
        storePending(restored, trace: &trace)
        var scratch = Trace()
        let title = engine.routes.resolve(route: route, trace: &scratch)?.screen.title ?? route
        decisions.append(Decision(input: "launch", entry: .launch, outcome: .deferred, route: route, screen: Screen.loginID,
                                  steps: trace.steps, diagnostics: trace.diagnostics,
                                  conclusion: .deferredLinkAwaitsSignIn(route: route, title: title)))
    }

    /// Why an action needs the app installed first: from the App Store, or from Google Play on Android.
    var notInstalledRefusal: Refusal { app.configuration.platform.rules.notInstalledRefusal }

    /// Session actions need an app that is installed and running; otherwise they are refused (A30).
    mutating func appIsOpen(_ entry: Entry, input: String) -> Bool {
        if !state.app.installed { refuse(entry, input: input, notInstalledRefusal); return false }
        if !state.app.running { refuse(entry, input: input, .notRunning); return false }
        return true
    }
}
