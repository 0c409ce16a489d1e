import LinkLabText
import LinkLabFormats
import LinkLabReading

/// Chrome's `intent:` links (docs/contract.md, "Chrome's intent: links"): Chrome parses the link into an
/// intent, and starts the app when the app resolves it; otherwise it opens `S.browser_fallback_url`, or
/// Google Play for `package`, or nothing (Chromium's `ExternalNavigationHandler`: `handleUnresolvableIntent`,
/// `sendIntentToMarket`).
extension LinkEngine {
    func chromeIntentLink(text: String, echo: String, trace: inout Trace) -> LinkEvaluation {
        func finish(_ entry: Entry, _ verdict: LinkVerdict, route: String? = nil) -> LinkEvaluation {
            LinkEvaluation(input: echo, entry: entry, verdict: verdict, route: route, trace: trace)
        }
        let intent: ChromeIntentLink
        switch ChromeIntentLink.read(text) {
        case .failure(let problem):
            trace.fail(.android(.intentUnreadable(problem)))
            trace.diagnose(.android(.intentLinkMalformed(problem)))
            return finish(.unrecognized, .notOpened)
        case .success(let read):
            intent = read
        }
        trace.pass(.android(.intentRead(intent)))
        let package = config.androidPackage
        var resolves = true
        if let written = intent.package, written != package {
            trace.fail(.android(.intentPackage(written: written, app: package)))
            resolves = false
        } else if intent.action != ChromeIntentLink.viewAction {
            trace.fail(.android(.intentAction(intent.action)))
            resolves = false
        } else if let other = intent.categories.first(where: { !ChromeIntentLink.browsableCategories.contains($0) }) {
            trace.fail(.android(.intentCategory(other)))
            resolves = false
        }
        if resolves, let parts = LinkParts.read(intent.data), let scheme = parts.scheme {
            if scheme.equalsIgnoringASCIICase(config.urlScheme) {
                let evaluation = customScheme(parts, text: intent.data, echo: echo, trace: &trace)
                if evaluation.verdict != .notOpened { return evaluation }
                trace = evaluation.trace
            } else if ["https", "http"].contains(scheme.asciiLowercased()), intent.package != nil,
                      let host = parts.encodedHost, !host.isEmpty {
                // With a package, the intent goes to the app's filter straight: no App Link verification.
                let answers = config.androidFilters.map {
                    $0.takes(scheme: scheme.asciiLowercased(), host: host, port: parts.port, path: parts.path, ssp: parts.schemeSpecificPart,
                             androidVersion: config.android.version)
                }
                if let taken = answers.firstIndex(where: \.isTaken), case .taken(let rule) = answers[taken] {
                    trace.pass(.android(.filterTakes(scheme: scheme.asciiLowercased(), origin: config.androidFilters[taken].origin, rule: rule)))
                    trace.pass(.android(.androidDecides(app: true)))
                    let verdict = appLinkReceived(parts, host: host, shownHost: host, fragment: parts.encodedFragment, carried: nil,
                                                  trace: &trace)
                    return finish(.universalLink, verdict)
                }
                trace.fail(.android(.noFilterTakes(scheme: scheme, host: host, path: parts.path, closest: Self.closest(answers))))
            } else if ["https", "http"].contains(scheme.asciiLowercased()) {
                // Without a package, Chrome hands the web link on as any web link: App Link rules decide.
                return universalLink(parts, text: intent.data, echo: echo, scheme: scheme.asciiLowercased(), trace: &trace)
            } else {
                trace.fail(.android(.noFilterTakes(scheme: scheme, host: parts.host ?? "", path: parts.path, closest: .scheme)))
            }
        } else if resolves {
            trace.fail(.android(.intentNoScheme))
        }
        // No activity of the app resolves the intent.
        let fix = correctedIntent(intent).map(Fix.link)
        if let fallback = intent.fallbackURL {
            trace.fail(.android(.intentFallback(url: fallback)))
            trace.diagnose(.android(.intentLinkFallback(url: fallback)), fix: fix)
            return finish(.customScheme, .openedInBrowser)
        }
        if let written = intent.package {
            trace.fail(.android(.intentToPlay(package: written)))
            trace.diagnose(.android(.intentLinkToPlay(package: written, app: package)), fix: fix)
            return finish(.customScheme, .openedInBrowser)
        }
        trace.fail(.android(.intentUnresolved))
        trace.diagnose(.android(.intentLinkUnresolved), fix: fix)
        return finish(.customScheme, .notOpened)
    }

    /// The same `intent:` link with the app's own scheme and package, keeping its fallback, when its body is
    /// one the app reads (`//open?targetPage=…` or a module's); nil otherwise, so no fix is a guess.
    private func correctedIntent(_ intent: ChromeIntentLink) -> String? {
        let body = intent.scheme.map { String(intent.data.dropFirst($0.count + 1)) } ?? intent.data
        guard let parts = LinkParts.read(config.urlScheme + ":" + body), let host = parts.host,
              host.equalsIgnoringASCIICase("open") || config.modules.contains(where: { $0.identifier.equalsIgnoringASCIICase(host) }),
              !DisplayText.containsUnsafe(body) else { return nil }
        var fixed = "intent:" + body + "#Intent;scheme=" + config.urlScheme + ";package=" + config.androidPackage + ";"
        if let fallback = intent.fallbackURL, !DisplayText.containsUnsafe(fallback) {
            fixed += "S.browser_fallback_url=" + PercentEncoding.encode(fallback, keeping: PercentEncoding.unreserved) + ";"
        }
        fixed += "end"
        return fixed
    }
}
