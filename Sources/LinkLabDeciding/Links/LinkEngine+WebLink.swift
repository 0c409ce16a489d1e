#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

extension LinkEngine {
    /// Entry point 2 (and 3's https form): `https://{associatedDomain}/…/{targetPageName}#/route`.
    func universalLink(_ url: LinkParts, text: String, echo: String, scheme: String = "https", trace: inout Trace) -> LinkEvaluation {
        let fragment = url.encodedFragment
        let carried = Self.fragmentRoute(fragment)
        let entry: Entry = carried.map(isModuleShaped) ?? false ? .moduleLink : .universalLink
        var verdict = universalVerdict(url, text: text, scheme: scheme, fragment: fragment, carried: carried, trace: &trace)
        verdict = rules.refusedWebLink(verdict, trace: &trace)
        return LinkEvaluation(input: echo, entry: entry, verdict: verdict, route: carried, trace: trace)
    }

    /// The corrected link built from a carried route, offered only when a check fails.
    func routeFix(_ carried: String?) -> Fix? {
        carried.flatMap { DisplayText.containsUnsafe($0) ? nil : universalFix($0) }
    }

    /// Whether a route's first segment names one of the app's modules.
    private func isModuleShaped(_ route: String) -> Bool {
        // The first segment, after any leading slashes, compared in place with each module identifier.
        let bytes = route.utf8
        guard let start = bytes.firstIndex(where: { $0 != 0x2F }) else { return false }
        let end = bytes[start...].firstIndex(of: 0x2F) ?? bytes.endIndex
        let segment = Substring(route.utf8[start..<end])
        return config.modules.contains { $0.identifier.utf8.count == segment.utf8.count && $0.identifier.equalsIgnoringASCIICase(String(segment)) }
    }

    /// The route a Universal Link's fragment carries: `#/route` decoded once, without `#/`.
    static func fragmentRoute(_ fragment: String?) -> String? {
        guard let fragment, fragment.hasPrefix("/"), fragment.utf8.count > 1 else { return nil }
        return String(fragment.decodedOnce.dropFirst())
    }

    private func universalVerdict(_ url: LinkParts, text: String, scheme: String, fragment: String?, carried: String?,
                                  trace: inout Trace) -> LinkVerdict {
        let domain = config.associatedDomain
        trace.pass(rules.webSchemeStep(scheme))
        var fixFromRoute: Fix? { routeFix(carried) }

        if url.hasUserinfo {
            trace.fail(.userinfoHidesHost(realHost: url.host ?? ""))
            trace.diagnose(.userinfoHidesHost(realHost: url.host, domain: domain), fix: fixFromRoute)
            return .notOpened
        }
        // The splitter reads only links whose host is written plainly, with no port.
        let writtenHost = url.writtenHost
        guard let encodedHost = url.encodedHost, !encodedHost.isEmpty else {
            if !writtenHost.isEmpty {
                trace.fail(.hostUnreadable(written: writtenHost))
                trace.diagnose(.hostNotValid(written: writtenHost, domain: domain), fix: fixFromRoute)
                return .notOpened
            }
            trace.fail(.noHost)
            trace.diagnose(.noHost, fix: fixFromRoute)
            return .notOpened
        }
        let shownHost = writtenHost.isEmpty ? encodedHost : writtenHost
        // A port is the last thing the inspection looks at: on a phone that ignores it, a host suspicious only
        // for its port is read plainly.
        if let why = HostInspection.suspicion(encodedHost: encodedHost, rawHost: writtenHost,
                                              writtenPort: rules.portStopsWebLink ? url.writtenPort : nil) {
            trace.fail(.suspiciousHost(host: shownHost, why))
            trace.dropFix(for: .invalidCharacters) // percent-encoding a lookalike host only hides it better
            trace.diagnose(.suspiciousHost(host: shownHost, why, domain: domain), fix: fixFromRoute)
            return .notOpened
        }
        let link = WebLink(url: url, text: text, scheme: scheme, host: encodedHost, shownHost: shownHost, fragment: fragment,
                           carried: carried)
        return rules.webLinkVerdict(self, link, trace: &trace)
    }

    /// The app's own reading of a Universal Link (or Android App Link) it was handed: `targetPageName`
    /// in the path, then `#/route`. When `blocked`, the checks are still recorded but the app never opened.
    func builtInUniversal(_ url: LinkParts, path: String, fragment: String?, carried: String?, blocked: Bool,
                          trace: inout Trace) -> LinkVerdict {
        let page = config.targetPageName
        var shapeOK = true
        if path.containsBytes(page) {
            trace.pass(.targetPageName(page: page))
        } else {
            shapeOK = false
            let guess = carried ?? app.screens.screen(forRoute: LinkBuilder.bareRoute(url.path))?.route
            let fix = guess.flatMap { DisplayText.containsUnsafe($0) ? nil : universalFix($0) }
            if path.containsBytesIgnoringCase(page) {
                trace.fail(.targetPageNameCase(path: path, page: page))
                trace.diagnose(.targetPageNameCase(path: path, page: page), fix: fix)
            } else {
                trace.fail(.targetPageNameMissing(path: path, page: page))
                trace.diagnose(.targetPageNameMissing(path: path, page: page), fix: fix)
            }
        }
        if carried != nil {
            trace.pass(.routeFragment(.route))
        } else {
            shapeOK = false
            let fromQuery = url.queryValues(named: "targetpage", ignoringCase: true).first.map(LinkBuilder.bareRoute)
            let fromFragment = fragment.map { LinkBuilder.bareRoute($0.decodedOnce) }
            let route = [fromFragment, fromQuery].compactMap { $0 }.first { !$0.isEmpty && !DisplayText.containsUnsafe($0) }
            trace.fail(.routeFragment(fragment == nil ? .missing : .notARoute))
            trace.diagnose(.missingRouteFragment(hasHash: fragment != nil, page: path.containsBytes(page) ? page : nil, appOpens: !blocked),
                           fix: route.map(universalFix))
        }
        // A link iOS does not give to the app is an https page: Safari opens it (docs/contract.md, "Where the link was tapped").
        if blocked { return .openedInBrowser }
        guard shapeOK, let route = carried else {
            return offerToModules(url, trace: &trace).map { .claimed(module: $0) } ?? .stayed
        }
        return resolveBuiltIn(route: route, continuity: url, trace: &trace)
    }
}
