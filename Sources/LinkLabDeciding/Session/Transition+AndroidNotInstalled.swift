import LinkLabReading

extension Transition {
    /// A link Android would hand to the installed app, while the app is not installed (docs/contract.md,
    /// "App states on Android"). An https link is never "not opened" on Android: the browser opens its page,
    /// and the web page may pass the destination to Google Play in the install referrer. A custom-scheme link
    /// finds no activity to start, and nothing happens.
    mutating func openNotInstalledOnAndroid(_ evaluation: LinkEvaluation) {
        var trace = evaluation.trace
        func decide(_ outcome: Outcome, _ conclusion: AndroidAppStateConclusion) {
            decisions.append(Decision(input: evaluation.input, entry: evaluation.entry, outcome: outcome, route: evaluation.route,
                                      steps: trace.steps, diagnostics: trace.diagnostics, conclusion: .androidAppState(conclusion)))
        }
        trace.fail(.appState(.android(.notInstalled)))
        var resolved: ResolvedRoute?
        if case .resolved(let target) = evaluation.verdict { resolved = target }
        if evaluation.isCustomScheme {
            let scheme = app.configuration.urlScheme
            trace.fail(.appState(.android(.noActivity(scheme: scheme))))
            trace.diagnose(.android(.appNotInstalled(scheme: scheme)), fix: resolved.map { engine.universalFix($0.route) })
            return decide(.notOpened, .noActivity(scheme: scheme))
        }
        trace.pass(.appState(.android(.browserOpens(link: evaluation.input))))
        trace.diagnose(.android(.openedInBrowser(link: evaluation.input)))
        var referrer = false
        if let resolved {
            let pending = PendingNavigation(target: .route(resolved.route), source: evaluation.input, entry: evaluation.entry)
            if app.configuration.android.installReferrer {
                trace.pass(.appState(.android(.referrerStored(pending, package: app.configuration.androidPackage))))
                trace.diagnose(.android(.installReferrerStored(pending)))
                state.deferredLink = pending
                referrer = true
            } else {
                trace.fail(.appState(.android(.noReferrer(pending))))
            }
        }
        decide(.openedInBrowser, .openedInBrowser(referrer: referrer))
    }
}
