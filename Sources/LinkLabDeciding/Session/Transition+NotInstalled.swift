import LinkLabReading

extension Transition {
    /// A link while the app is not installed (docs/contract.md, "App states", A27 and A28): a link iOS would
    /// hand to the app opens in Safari instead. An https link shows its page on the web, where a deferred-link
    /// service may store the destination; a custom-scheme link fails.
    mutating func openNotInstalled(_ evaluation: LinkEvaluation) {
        var trace = evaluation.trace
        func decide(_ outcome: Outcome, _ conclusion: Conclusion) {
            decisions.append(Decision(input: evaluation.input, entry: evaluation.entry, outcome: outcome, route: evaluation.route,
                                      steps: trace.steps, diagnostics: trace.diagnostics, conclusion: conclusion))
        }
        // A link iOS would not hand to the app anyway is judged as before: its problem is the link.
        if case .openedInBrowser = evaluation.verdict {
            return decide(.openedInBrowser, app.configuration.platform.rules.browserConclusion(trace))
        }
        guard evaluation.opensApp else { return decide(.notOpened, app.configuration.platform.rules.notOpenedConclusion) }
        if app.configuration.platform.rules.openNotInstalled(evaluation, in: &self) { return }
        trace.fail(.appState(.notInstalled))
        var resolved: ResolvedRoute?
        if case .resolved(let target) = evaluation.verdict { resolved = target }
        if evaluation.isCustomScheme {
            let scheme = app.configuration.urlScheme
            trace.fail(.appState(.safariCannotOpen(scheme: scheme)))
            trace.diagnose(.appNotInstalled(scheme: scheme, route: resolved?.route), fix: resolved.map { engine.universalFix($0.route) })
            return decide(.notOpened, .notInstalledNotOpened(scheme: scheme))
        }
        trace.pass(.appState(.safariOpens(link: evaluation.input)))
        trace.diagnose(.openedInBrowser(link: evaluation.input))
        var stored: DeferredLinkService?
        if let resolved {
            let pending = PendingNavigation(target: .route(resolved.route), source: evaluation.input, entry: evaluation.entry)
            if let service = app.configuration.deferredLinks {
                trace.pass(.appState(.deferredStored(service, pending)))
                trace.diagnose(.deferredLinkStored(service, pending))
                state.deferredLink = pending
                stored = service
            } else {
                trace.fail(.appState(.noDeferredService(pending)))
            }
        }
        decide(.openedInBrowser, .openedInBrowser(stored: stored))
    }

    /// A push while the app is not installed reaches nothing.
    mutating func pushNotInstalled(_ evaluation: PushEvaluation) {
        var trace = Trace()
        trace.fail(.appState(app.configuration.platform.rules.appNotInstalled))
        trace.diagnose(.pushAppNotInstalled)
        decisions.append(Decision(input: evaluation.input, entry: .push, outcome: .notOpened, route: evaluation.route,
                                  steps: trace.steps, diagnostics: trace.diagnostics, conclusion: .pushNotInstalled))
    }
}

extension LinkEvaluation {
    /// Whether the phone would hand the link to an installed app: anything but `notOpened` and `openedInBrowser`.
    var opensApp: Bool {
        switch verdict {
        case .notOpened, .openedInBrowser: false
        case .stayed, .resolved, .claimed: true
        }
    }

    /// Whether the link is in the app's custom scheme (the engine recorded that fact), rather than https.
    var isCustomScheme: Bool {
        trace.steps.contains { step in
            if case .customScheme = step.fact { return true }
            return false
        }
    }
}
