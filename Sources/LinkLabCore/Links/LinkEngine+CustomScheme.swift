import Foundation

extension LinkEngine {
    /// Entry points 1 and 3: `urlScheme://open?targetPage={EncodedRoute}` and `urlScheme://moduleIdentifier/path`.
    func customScheme(_ url: URLComponents, text: String, echo: String, trace: inout Trace) -> LinkEvaluation {
        let host = url.host ?? ""
        let entry: Entry = host.isEmpty || host.lowercased() == "open" ? .customScheme : .moduleLink
        let (verdict, route) = customSchemeVerdict(url, host: host, entry: entry, text: text, trace: &trace)
        return LinkEvaluation(input: echo, entry: entry, verdict: verdict, route: route, trace: trace)
    }

    private func customSchemeVerdict(_ url: URLComponents, host: String, entry: Entry, text: String,
                                     trace: inout Trace) -> (LinkVerdict, String?) {
        let scheme = config.urlScheme
        trace.pass("scheme", "\(scheme) is the app's custom scheme.")
        guard config.prerequisites.schemeRegistered else {
            trace.fail("scheme registered", "Info.plist does not register \(scheme) (CFBundleURLTypes).")
            trace.diagnose(.schemeNotRegistered, "The app does not register the \(scheme) scheme in its Info.plist, so iOS would not open the app for this link. The app's developers must add it.")
            return (.notOpened, nil)
        }
        trace.pass("scheme registered", "Info.plist registers \(scheme).")
        if url.user != nil || url.password != nil {
            trace.fail("userinfo", "The link has a user name before an @ sign.")
            trace.diagnose(.userinfoInLink, "This link hides text before an @ sign, a trick used to disguise links. LinkLab refuses it.")
            return (.stayed, nil)
        }
        if host.isEmpty {
            trace.fail("host", "There is no // after \(scheme):, so the app finds no host such as open.")
            let fixed = text.replacingOccurrences(of: ":", with: "://", options: [], range: text.range(of: ":"))
            trace.diagnose(.malformedLink, "This link is missing the // after \(scheme):, so the app cannot read it and stays on the current screen.", fix: fixed)
            return (.stayed, nil)
        }
        if entry == .moduleLink {
            trace.pass("host", "\(DisplayText.sanitize(host, limit: 80)) is not open, so built-in handling declines and continuity modules are offered the link.")
            let continuity = ContinuityLink.normalise(host + (url.path))
            if let module = offerToModules(continuity, trace: &trace) { return (.claimed(module: module), nil) }
            let hint = app.screens.screen(forRoute: host).flatMap(\.route).map { builder.customSchemeLink(route: $0) }
            let hintText = hint == nil ? "" : " To open the page \(host), use the built-in form instead."
            trace.diagnose(.unclaimedModuleLink, "No module of the app claimed this link, so the app opens and stays on the current screen.\(hintText)", fix: hint)
            return (.stayed, nil)
        }
        trace.pass("host", "open: built-in handling reads targetPage.")

        let items = url.queryItems ?? []
        let fragmentRoute = url.percentEncodedFragment.map { LinkBuilder.bareRoute($0.decodedOnce) }
        let named = items.filter { $0.name == "targetPage" }
        if named.isEmpty {
            if let near = items.first(where: { $0.name.lowercased() == "targetpage" }) {
                let route = near.value.map(LinkBuilder.bareRoute)
                trace.fail("targetPage", "The link has \(DisplayText.sanitize(near.name, limit: 40)), but the app reads targetPage exactly.")
                trace.diagnose(.missingTargetPage, "This link spells the page parameter \(DisplayText.sanitize(near.name, limit: 40)), but the app only reads targetPage, with a capital P, so it stays on the current screen.", fix: route.flatMap { $0.isEmpty ? nil : builder.customSchemeLink(route: $0) })
            } else if let route = fragmentRoute, !route.isEmpty {
                trace.fail("targetPage", "There is no targetPage; the route sits in the fragment after an unencoded #.")
                trace.diagnose(.unencodedTargetPage, "The # in this link is not encoded, so the app receives no targetPage and stays on the current screen. Encode # as %23 and / as %2F.", fix: builder.customSchemeLink(route: route))
            } else {
                trace.fail("targetPage", "The link has no targetPage parameter.")
                trace.diagnose(.missingTargetPage, "This link opens the app but does not say which page to show: it has no targetPage, so the app stays on the current screen.")
            }
            return declined(continuity: "open", fragment: nil, trace: &trace)
        }
        if named.count > 1 {
            trace.fail("targetPage", "targetPage appears \(named.count) times; the app reads the first.")
            trace.diagnose(.duplicateTargetPage, "This link has targetPage \(named.count) times. The app uses only the first one; remove the others.")
        }
        let value = named[0].value ?? ""
        if value.isEmpty {
            if let route = fragmentRoute, !route.isEmpty {
                trace.fail("targetPage", "targetPage is empty: an unencoded # ended the query, and the route went to the fragment.")
                trace.diagnose(.unencodedTargetPage, "The # in this link is not encoded, so iOS cuts the link there: the app receives an empty targetPage and stays on the current screen. Encode # as %23 and / as %2F.", fix: builder.customSchemeLink(route: route))
                return declined(continuity: "open", fragment: route, trace: &trace)
            }
            trace.fail("targetPage", "targetPage is empty.")
            trace.diagnose(.missingTargetPage, "This link's targetPage is empty, so the app does not know which page to show and stays on the current screen.")
            return declined(continuity: "open", fragment: nil, trace: &trace)
        }
        let shown = DisplayText.sanitize(value, limit: 120)
        if value.containsBytes("://") {
            let inner = URLComponents(string: value, encodingInvalidCharacters: false)?.percentEncodedFragment
            let route = inner.map { LinkBuilder.bareRoute($0.removingPercentEncoding ?? $0) }.flatMap { $0.isEmpty ? nil : $0 }
            trace.fail("targetPage", "targetPage holds a whole web address: \(shown).")
            trace.diagnose(.fullURLInTargetPage, "This link's targetPage holds a whole web address. It must hold only the route, such as #/messages, encoded; the app stays on the current screen.", fix: route.map { builder.customSchemeLink(route: $0) })
            return declined(continuity: "open", fragment: route, trace: &trace)
        }
        if Self.looksEncoded(value) {
            let once = value.removingPercentEncoding ?? value
            let route = once.hasPrefix("#") || once.hasPrefix("/") ? LinkBuilder.bareRoute(once) : nil
            trace.fail("targetPage", "After one decoding targetPage is still encoded: \(shown).")
            trace.diagnose(.doubleEncodedTargetPage, "This link's targetPage was encoded twice (%2523 instead of %23), so the app reads \(shown) instead of a route and stays on the current screen. Encode it only once.", fix: route.flatMap { $0.isEmpty ? nil : builder.customSchemeLink(route: $0) })
            return declined(continuity: "open", fragment: route, trace: &trace)
        }
        guard value.hasPrefix("#/") else {
            let route = LinkBuilder.bareRoute(value)
            trace.fail("targetPage", "targetPage is \(shown), which does not start with #/.")
            trace.diagnose(.targetPageNotARoute, "This link's targetPage is \(shown), but it must be a route that starts with #/ (encoded %23%2F), so the app stays on the current screen.", fix: route.isEmpty || DisplayText.containsUnsafe(route) ? nil : builder.customSchemeLink(route: route))
            return declined(continuity: "open", fragment: route, trace: &trace)
        }
        let route = String(value.dropFirst(2))
        if route.isEmpty {
            trace.fail("targetPage", "targetPage is #/ with no route after it.")
            trace.diagnose(.missingTargetPage, "This link's targetPage is #/ with nothing after it, so the app does not know which page to show and stays on the current screen.")
            return declined(continuity: "open", fragment: nil, trace: &trace)
        }
        trace.pass("targetPage", "targetPage decodes once to #/\(DisplayText.sanitize(route, limit: 120)).")
        return (resolveBuiltIn(route: route, continuity: "open", trace: &trace), route)
    }

    /// `%23`, `%2F` or `%25` left after Foundation's one decoding means the value was encoded twice.
    static func looksEncoded(_ value: String) -> Bool {
        guard value.hasPercent else { return false }
        let lower = value.asciiLowercased()
        return lower.hasPrefix("%23") || lower.containsBytes("%2f") || lower.containsBytes("%25")
    }

    /// Built-in handling declined: offer the link to continuity modules, then stay.
    /// The route is reported as nil: whatever the link seems to carry, the app never receives it.
    func declined(continuity: String, fragment: String?, trace: inout Trace) -> (LinkVerdict, String?) {
        if let module = offerToModules(ContinuityLink.normalise(continuity), trace: &trace) {
            return (.claimed(module: module), nil)
        }
        return (.stayed, nil)
    }
}
