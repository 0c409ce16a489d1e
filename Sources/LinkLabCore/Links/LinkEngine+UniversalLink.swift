import Foundation

extension LinkEngine {
    /// Entry point 2 (and 3's https form): `https://{associatedDomain}/…/{targetPageName}#/route`.
    func universalLink(_ url: URLComponents, text: String, echo: String, trace: inout Trace) -> LinkEvaluation {
        let carried = Self.fragmentRoute(url)
        let moduleShaped = carried.map { route in
            let first = route.split(separator: "/").first.map { $0.lowercased() } ?? ""
            return config.modules.contains { $0.identifier.lowercased() == first }
        } ?? false
        let entry: Entry = moduleShaped ? .moduleLink : .universalLink
        let (verdict, route) = universalVerdict(url, text: text, carried: carried, trace: &trace)
        return LinkEvaluation(input: echo, entry: entry, verdict: verdict, route: route, trace: trace)
    }

    /// The route a Universal Link's fragment carries: `#/route` decoded once, without `#/`.
    static func fragmentRoute(_ url: URLComponents) -> String? {
        guard let fragment = url.percentEncodedFragment, fragment.hasPrefix("/"), fragment.count > 1 else { return nil }
        return String(fragment.decodedOnce.dropFirst())
    }

    private func universalVerdict(_ url: URLComponents, text: String, carried: String?, trace: inout Trace) -> (LinkVerdict, String?) {
        let domain = config.associatedDomain
        trace.pass("scheme", "https: iOS may open the app for a Universal Link.")
        // Built only when a check fails and offers it.
        var fixFromRoute: String? { carried.flatMap { DisplayText.containsUnsafe($0) ? nil : builder.universalLink(route: $0) } }

        if url.user != nil || url.password != nil {
            trace.fail("userinfo", "Text before an @ sign hides the real host, \(DisplayText.sanitize(url.host ?? "", limit: 80)).")
            trace.diagnose(.userinfoInLink, "This link hides its real destination behind an @ sign: it actually goes to \(DisplayText.sanitize(url.host ?? "an unknown host", limit: 80)), not \(domain). Treat it as suspicious; iOS would not open the app.", fix: fixFromRoute)
            return (.notOpened, carried)
        }
        let writtenHost = HostInspection.writtenHost(in: text)
        guard let encodedHost = url.percentEncodedHost, !encodedHost.isEmpty else {
            if !writtenHost.isEmpty {
                let shown = DisplayText.sanitize(writtenHost, limit: 80)
                trace.fail("host", "\(shown) cannot be read as a host name.")
                trace.diagnose(.suspiciousHost, "This link's website \(shown) is not a valid host name, so it is not \(domain) and iOS would not open the app. Treat the link as suspicious.", fix: fixFromRoute)
                return (.notOpened, carried)
            }
            trace.fail("host", "The link has no host.")
            trace.diagnose(.malformedLink, "This web link names no website, so nothing would open.", fix: fixFromRoute)
            return (.notOpened, carried)
        }
        let shownHost = DisplayText.sanitize(writtenHost.isEmpty ? encodedHost : writtenHost, limit: 80)
        if let why = HostInspection.suspicion(encodedHost: encodedHost, rawHost: writtenHost, port: url.port) {
            trace.fail("host", "\(shownHost) \(why).")
            trace.diagnose(.suspiciousHost, "This link's website \(shownHost) \(why), so it is not \(domain) and iOS would not open the app. Treat the link as suspicious.", fix: fixFromRoute)
            return (.notOpened, carried)
        }
        if encodedHost.lowercased() != domain.lowercased() {
            let subdomain = encodedHost.lowercased().hasSuffix("." + domain.lowercased())
            let extra = subdomain ? " A subdomain needs its own applinks: entry in the app's entitlement." : ""
            trace.fail("associated domain", "\(shownHost) is not \(domain).")
            var fixed = url
            fixed.host = domain
            trace.diagnose(.wrongAssociatedDomain, "This link goes to \(shownHost), but the app is associated only with \(domain), so iOS opens it in the browser instead of the app.\(extra)", fix: fixFromRoute ?? fixed.string)
            return (.notOpened, carried)
        }
        trace.pass("associated domain", "\(shownHost) is the app's associated domain.")

        var blocked = false
        let prerequisites = config.prerequisites
        if prerequisites.associatedDomainsEntitlement {
            trace.pass("entitlement", "The Associated Domains entitlement lists applinks:\(domain).")
        } else {
            blocked = true
            trace.fail("entitlement", "The Associated Domains entitlement does not list applinks:\(domain).")
            trace.diagnose(.missingAssociatedDomainsEntitlement, "The app's Associated Domains entitlement does not include applinks:\(domain), so iOS opens every \(domain) link in the browser. The app's developers must add it.")
        }
        if prerequisites.provisioningAssociatedDomains {
            trace.pass("provisioning", "The provisioning profile has the Associated Domains capability.")
        } else {
            blocked = true
            trace.fail("provisioning", "The provisioning profile lacks the Associated Domains capability.")
            trace.diagnose(.provisioningMissingAssociatedDomains, "The app's provisioning profile lacks the Associated Domains capability, so iOS ignores the entitlement and opens \(domain) links in the browser. The profile must be regenerated with the capability.")
        }
        let parts = URLParts(encodedPath: url.percentEncodedPath, encodedQuery: url.percentEncodedQuery, encodedFragment: url.percentEncodedFragment)
        let shownPath = DisplayText.sanitize(parts.encodedPath.isEmpty ? "/" : parts.encodedPath, limit: 120)
        switch prerequisites.aasa.verdict(appID: config.appID, url: parts) {
        case .missingAppID:
            blocked = true
            trace.fail("AASA app ID", "The apple-app-site-association file does not list \(config.appID).")
            trace.diagnose(.aasaMissingAppID, "The website's apple-app-site-association file does not list this app (\(config.appID)), so iOS opens the link in the browser.")
        case .noMatch:
            blocked = true
            trace.pass("AASA app ID", "The apple-app-site-association file lists \(config.appID).")
            trace.fail("AASA path", "No rule covers the path \(shownPath).")
            trace.diagnose(.aasaNoMatchingPath, "The website's apple-app-site-association file has no rule for the path \(shownPath), so iOS opens the link in the browser instead of the app.", fix: fixFromRoute.flatMap(aasaCovers))
        case .excluded(let rule):
            blocked = true
            trace.pass("AASA app ID", "The apple-app-site-association file lists \(config.appID).")
            trace.fail("AASA path", "The \(rule) excludes this link.")
            trace.diagnose(.aasaNoMatchingPath, "The website's apple-app-site-association file excludes this link (\(rule)), so iOS opens it in the browser instead of the app.")
        case .matched(let rule):
            trace.pass("AASA app ID", "The apple-app-site-association file lists \(config.appID).")
            trace.pass("AASA path", "The \(rule) covers \(shownPath).")
        }

        // The app-side checks run even when iOS would not open the app, so every shape problem is named.
        let page = config.targetPageName
        var shapeOK = true
        if parts.encodedPath.containsBytes(page) {
            trace.pass("target page name", "The path contains \(page).")
        } else {
            shapeOK = false
            let guess = carried ?? app.screens.screen(forRoute: LinkBuilder.bareRoute(url.path))?.route
            let fix = guess.flatMap { DisplayText.containsUnsafe($0) ? nil : builder.universalLink(route: $0) }
            if parts.encodedPath.containsBytesIgnoringCase(page) {
                trace.fail("target page name", "The path \(shownPath) has \(page) in other capitals; the app compares it letter for letter.")
                trace.diagnose(.targetPageNameCase, "This link's path \(shownPath) spells \(page) with different capitals. The app compares the page name letter for letter, so it does not treat the link as one of its pages.", fix: fix)
            } else {
                trace.fail("target page name", "The path \(shownPath) does not contain \(page).")
                trace.diagnose(.missingTargetPageName, "This link's path \(shownPath) does not contain \(page), so the app does not treat it as one of its pages.", fix: fix)
            }
        }
        if let fragment = url.percentEncodedFragment, fragment.hasPrefix("/"), fragment.count > 1 {
            trace.pass("route fragment", "The link has a #/ route.")
        } else {
            shapeOK = false
            let fromQuery = url.queryItems?.first { $0.name.lowercased() == "targetpage" }?.value.map(LinkBuilder.bareRoute)
            let fromFragment = url.percentEncodedFragment.map { LinkBuilder.bareRoute($0.decodedOnce) }
            let route = [fromFragment, fromQuery].compactMap { $0 }.first { !$0.isEmpty && !DisplayText.containsUnsafe($0) }
            let why = url.percentEncodedFragment == nil ? "has no #/route part" : "has a # that is not followed by /route"
            trace.fail("route fragment", "The link \(why).")
            trace.diagnose(.missingRouteFragment, "This link \(why) after \(page), so the app opens but stays on the current screen.", fix: route.map { builder.universalLink(route: $0) })
        }
        if blocked { return (.notOpened, carried) }
        guard shapeOK, let route = carried else { return (declinedUniversal(url, trace: &trace), carried) }
        let continuity = url.percentEncodedFragment?.decodedOnce ?? ""
        return (resolveBuiltIn(route: route, continuity: continuity, trace: &trace), route)
    }

    /// A fix is offered only when the website's AASA would let iOS open it.
    private func aasaCovers(_ link: String) -> String? {
        guard let url = URLComponents(string: link, encodingInvalidCharacters: false) else { return nil }
        let parts = URLParts(encodedPath: url.percentEncodedPath, encodedQuery: url.percentEncodedQuery, encodedFragment: url.percentEncodedFragment)
        if case .matched = config.prerequisites.aasa.verdict(appID: config.appID, url: parts) { return link }
        return nil
    }

    private func declinedUniversal(_ url: URLComponents, trace: inout Trace) -> LinkVerdict {
        let continuity = url.percentEncodedFragment?.decodedOnce ?? ""
        if let module = offerToModules(ContinuityLink.normalise(continuity), trace: &trace) { return .claimed(module: module) }
        return .stayed
    }
}
