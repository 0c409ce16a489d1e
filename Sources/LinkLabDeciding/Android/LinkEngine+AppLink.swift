import LinkLabFormats
import LinkLabReading

/// Android's side of link intake (docs/contract.md, "Android"): which intent filter takes a link, and
/// whether Android verified an App Link against the site's `assetlinks.json`, before the app's own
/// built-in handling and its `LifecycleModule`s see it, by the same rules as on iOS.
extension LinkEngine {
    /// An https (or http) link on Android. No filter takes it, no `autoVerify`, or an `assetlinks.json` that does not
    /// vouch for the app: the browser (or the chooser) gets it. Otherwise the app reads it as a Universal Link.
    func appLinkVerdict(_ url: LinkParts, scheme: String, host: String, shownHost: String, fragment: String?, carried: String?,
                        trace: inout Trace) -> LinkVerdict {
        let path = url.path
        let filters = config.androidFilters
        let port = url.port, ssp = url.schemeSpecificPart
        let version = config.android.version
        let query = url.encodedQuery?.decodedOnce, linkFragment = url.encodedFragment?.decodedOnce
        let answers = filters.map {
            $0.takes(scheme: scheme, host: host, port: port, path: path, ssp: ssp, query: query, fragment: linkFragment, androidVersion: version)
        }
        escapedDotDecides(filters, answers, scheme: scheme, host: host, port: port, path: path, ssp: ssp, trace: &trace)
        // Verification is per app and host, so a verified filter speaks for the link when one takes it.
        let taking = filters.indices.filter { if case .taken = answers[$0] { return true } else { return false } }
        guard let chosen = taking.first(where: { filters[$0].autoVerify }) ?? taking.first,
              case .taken(let rule) = answers[chosen] else {
            let closest = Self.closest(answers)
            unjudgedFilters(filters, answers, trace: &trace)
            let ignored = ignoredFilterTakes(scheme: scheme, host: host, port: port, path: path, ssp: ssp, trace: &trace)
            trace.fail(.android(.noFilterTakes(scheme: scheme, host: shownHost, path: path, closest: closest)))
            trace.diagnose(ignored.map { .android($0) } ?? .android(.noIntentFilter(scheme: scheme, closest: closest, https: true)))
            trace.fail(.android(.androidDecides(app: false)))
            return .openedInBrowser
        }
        let filter = filters[chosen]
        trace.pass(.android(.filterTakes(scheme: scheme, origin: filter.origin, rule: rule)))
        recordDefaultFilters(scheme: scheme, trace: &trace)
        if let choice = customerChoice(host, shownHost: shownHost, trace: &trace) {
            guard choice else { return .openedInBrowser }
        } else {
            guard verifiedHost(url, host: host, shownHost: shownHost, taking: chosen, trace: &trace) else { return unverified(trace: &trace) }
        }
        // What Android decided ends here; the steps after it are the Q2 app's own handling.
        trace.pass(.android(.androidDecides(app: true)))
        return appLinkReceived(url, host: host, shownHost: shownHost, fragment: fragment, carried: carried, trace: &trace)
    }

    /// The app has the intent. Its built-in handling reads App Links for the associated domain only (the
    /// setting is `universalAndAppLinkAssociatedDomain`); another host goes to the LifecycleModules.
    func appLinkReceived(_ url: LinkParts, host: String, shownHost: String, fragment: String?, carried: String?,
                         trace: inout Trace) -> LinkVerdict {
        let domain = config.associatedDomain
        guard host.equalsIgnoringASCIICase(domain) else {
            trace.fail(.android(.builtInHost(host: shownHost, domain: domain)))
            return offerToModules(url, trace: &trace).map { .claimed(module: $0) } ?? .stayed
        }
        trace.pass(.android(.builtInHost(host: shownHost, domain: domain)))
        return builtInUniversal(url, path: url.encodedPath, fragment: fragment, carried: carried, blocked: false, trace: &trace)
    }

    /// An unverified App Link: to the browser, or to the chooser on older Android (A35).
    private func unverified(trace: inout Trace) -> LinkVerdict {
        // A link the dynamic rules exclude was verified: the browser opens it, with no chooser.
        if trace.has(.appLinkDynamicExcluded) {
            trace.fail(.android(.androidDecides(app: false)))
            return .openedInBrowser
        }
        let handling = config.android.unverifiedLinks
        trace.fail(.android(.unverified(handling)))
        trace.fail(.android(.androidDecides(app: false)))
        if handling == .chooser { trace.diagnose(.android(.chooser)) }
        return .openedInBrowser
    }

    /// A custom-scheme link on Android: some intent filter must list the scheme (and any host and path it names).
    func androidTakesCustomScheme(_ url: LinkParts, trace: inout Trace) -> Bool {
        let scheme = config.urlScheme
        let host = url.host ?? ""
        let path = url.path
        let filters = config.androidFilters
        let port = url.port, ssp = url.schemeSpecificPart
        let version = config.android.version
        let query = url.encodedQuery?.decodedOnce, fragment = url.encodedFragment?.decodedOnce
        let answers = filters.map {
            $0.takes(scheme: scheme, host: url.host, port: port, path: path, ssp: ssp, query: query, fragment: fragment, androidVersion: version)
        }
        escapedDotDecides(filters, answers, scheme: scheme, host: url.host, port: port, path: path, ssp: ssp, trace: &trace)
        for (filter, answer) in zip(filters, answers) {
            if case .taken(let rule) = answer {
                trace.pass(.android(.filterTakes(scheme: scheme, origin: filter.origin, rule: rule)))
                recordDefaultFilters(scheme: scheme, trace: &trace)
                return true
            }
        }
        let closest = Self.closest(answers)
        unjudgedFilters(filters, answers, trace: &trace)
        let ignored = ignoredFilterTakes(scheme: scheme, host: url.host, port: port, path: path, ssp: ssp, trace: &trace)
        trace.fail(.android(.noFilterTakes(scheme: scheme, host: host, path: path, closest: closest)))
        trace.diagnose(ignored.map { .android($0) } ?? .android(.noIntentFilter(scheme: scheme, closest: closest, https: false)))
        return false
    }

    /// A manifest filter LinkLab ignores, named in the trace when it would have taken the link, so that the
    /// reason the app did not open is never silent. Returns the finding whose fix matches the fault, when the
    /// filter's activity is not exported.
    @discardableResult
    private func ignoredFilterTakes(scheme: String, host: String?, port: Int?, path: String, ssp: String, trace: inout Trace) -> AndroidFinding? {
        for ignored in config.android.ignoredFilters {
            guard case .taken = ignored.filter.takes(scheme: scheme, host: host, port: port, path: path, ssp: ssp,
                                                     androidVersion: config.android.version) else { continue }
            trace.fail(.android(.ignoredFilterTakes(scheme: scheme, origin: ignored.filter.origin, reason: ignored.reason)))
            if case .notExported(let element) = ignored.reason {
                return .activityNotExported(element: element, origin: ignored.filter.origin)
            }
            return nil
        }
        return nil
    }

    /// Filters LinkLab cannot judge, named in the trace: they are never treated as taking the link, and the
    /// reason the app did not open must not be silent.
    private func unjudgedFilters(_ filters: [IntentFilter], _ answers: [IntentFilterMatch], trace: inout Trace) {
        for (filter, answer) in zip(filters, answers) {
            guard case .unjudged(let names) = answer else { continue }
            trace.fail(.android(.filterUnjudged(origin: filter.origin, names: names)))
        }
    }

    /// How far the best filter got: past the scheme and the host is closer than past the scheme alone.
    static func closest(_ answers: [IntentFilterMatch]) -> IntentFilterMatch {
        if answers.contains(.path) { return .path }
        if answers.contains(.host) { return .host }
        if answers.contains(.ssp) { return .ssp }
        if answers.contains(.type) { return .type }
        return .scheme
    }
}
