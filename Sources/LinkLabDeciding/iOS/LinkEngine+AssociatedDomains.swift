#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

/// iOS's verification of a Universal Link: the associated domain, the entitlement, the provisioning profile
/// and the website's AASA (docs/contract.md, "iOS"); then the app's own reading, which every check is run
/// through even when iOS would not open the app, so that every shape problem is named.
extension LinkEngine {
    func universalLinkVerdict(_ link: WebLink, trace: inout Trace) -> LinkVerdict {
        let (url, text, encodedHost, shownHost, fragment, carried) = (link.url, link.text, link.host, link.shownHost, link.fragment, link.carried)
        let domain = config.associatedDomain
        var fixFromRoute: Fix? { routeFix(carried) }
        if !encodedHost.equalsIgnoringASCIICase(domain) {
            let subdomain = encodedHost.asciiLowercased().hasSuffix("." + domain.asciiLowercased())
            trace.fail(.associatedDomain(host: shownHost, domain: domain))
            trace.diagnose(.wrongAssociatedDomain(host: shownHost, domain: domain, subdomain: subdomain),
                           fix: fixFromRoute ?? url.fix(replacingHostWith: domain, in: text))
            // iOS does not give the link to the app, so Safari opens it (docs/contract.md, "Where the link was tapped").
            return .openedInBrowser
        }
        trace.pass(.associatedDomain(host: shownHost, domain: domain))

        var blocked = false
        if config.prerequisites.associatedDomainsEntitlement {
            trace.pass(.entitlement(domain: domain))
        } else {
            blocked = true
            trace.fail(.entitlement(domain: domain))
            trace.diagnose(.missingEntitlement(domain: domain))
        }
        recordEntitlementsFile(trace: &trace)
        if config.prerequisites.provisioningAssociatedDomains {
            trace.pass(.provisioning)
        } else {
            blocked = true
            trace.fail(.provisioning)
            trace.diagnose(.provisioningMissing(domain: domain))
        }
        recordProvisioningProfile(trace: &trace)
        // A development or ad hoc build whose profile has expired, or is for another app, does not launch.
        let launches = appLaunches(trace: &trace)
        recordAASAFile(trace: &trace)
        let path = url.encodedPath
        let parts = URLParts(encodedPath: path, encodedQuery: url.encodedQuery, encodedFragment: fragment)
        switch aasaRules.verdict(parts) {
        case .missingAppID:
            blocked = true
            trace.fail(.aasaAppID(config.appID))
            trace.diagnose(.aasaMissingAppID(config.appID))
        case .noMatch:
            blocked = true
            trace.pass(.aasaAppID(config.appID))
            trace.fail(.aasaNoRule(path: path))
            trace.diagnose(.aasaNoRule(path: path), fix: carried.flatMap(aasaCoversRoute))
        case .excluded(let rule, let place):
            blocked = true
            trace.pass(.aasaAppID(config.appID))
            trace.fail(.aasaExcluded(rule, at: place))
            trace.diagnose(.aasaExcluded(rule, at: place))
        case .matched(let rule, let place):
            trace.pass(.aasaAppID(config.appID))
            trace.pass(.aasaCovers(rule, at: place, path: path))
        case .fileTooLarge(let bytes):
            blocked = true
            trace.fail(.aasaTooLarge(bytes: bytes))
            trace.diagnose(.aasaTooLarge(bytes: bytes))
        }

        // The app-side checks run even when iOS would not open the app, so every shape problem is named.
        let verdict = builtInUniversal(url, path: path, fragment: fragment, carried: carried, blocked: blocked, trace: &trace)
        // iOS gives the link to an app it then does not launch: nothing opens it.
        return launches || blocked ? verdict : .notOpened
    }

    /// A fix is offered only when the website's AASA would let iOS open it.
    private func aasaCoversRoute(_ route: String) -> Fix? {
        guard !DisplayText.containsUnsafe(route) else { return nil }
        // The fix is the UUX page with the route in its fragment: its parts are the page's own and the
        // route as the builder encodes it, never read back from the fix's words.
        guard let page = uuxPageParts else { return nil }
        let parts = URLParts(encodedPath: page.encodedPath, encodedQuery: page.encodedQuery,
                             encodedFragment: "/" + PercentEncoding.encode(route, keeping: PercentEncoding.fragment))
        if case .matched = aasaRules.verdict(parts) { return universalFix(route) }
        return nil
    }
}
