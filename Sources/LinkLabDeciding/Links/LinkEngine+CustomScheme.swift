#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

extension LinkEngine {
    /// Entry points 1 and 3: `urlScheme://open?targetPage={EncodedRoute}` and `urlScheme://moduleIdentifier/path`.
    func customScheme(_ url: LinkParts, text: String, echo: String, trace: inout Trace) -> LinkEvaluation {
        let host = url.host ?? ""
        let entry: Entry = host.isEmpty || host.equalsIgnoringASCIICase("open") ? .customScheme : .moduleLink
        let (verdict, route) = customSchemeVerdict(url, host: host, entry: entry, text: text, trace: &trace)
        return LinkEvaluation(input: echo, entry: entry, verdict: verdict, route: route, trace: trace)
    }

    private func customSchemeVerdict(_ url: LinkParts, host: String, entry: Entry, text: String,
                                     trace: inout Trace) -> (LinkVerdict, String?) {
        let scheme = config.urlScheme
        trace.pass(.customScheme(scheme))
        guard rules.takesCustomScheme(self, url, trace: &trace) else { return (.notOpened, nil) }
        if url.hasUserinfo {
            trace.fail(.customSchemeUserinfo)
            trace.diagnose(.customSchemeUserinfo)
            return (.stayed, nil)
        }
        if host.isEmpty {
            trace.fail(.missingSlashes(scheme: scheme))
            // The scheme's `:` becomes `://`, as a typed fix like every other written into the link.
            let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
            trace.diagnose(.missingSlashes(scheme: scheme), fix: colon.map { .splice(text, start: $0, end: $0 + 1, replacement: "://") } ?? .link(text))
            return (.stayed, nil)
        }
        if entry == .moduleLink {
            trace.pass(.moduleHost(host))
            if let module = offerToModules(url, trace: &trace) {
                return (.claimed(module: module), nil)
            }
            let page = app.screens.screen(forRoute: host)?.route
            trace.diagnose(.unclaimedModuleLink(host: host, isPage: page != nil), fix: page.map(customSchemeFix))
            return (.stayed, nil)
        }
        trace.pass(.openHost)

        let fragmentRoute = url.encodedFragment.map { LinkBuilder.bareRoute($0.decodedOnce) }
        let named = url.queryValues(named: "targetPage")
        if named.count == 0 {
            if let near = (url.queryItems ?? []).first(where: { $0.name.equalsIgnoringASCIICase("targetpage") }) {
                let route = near.value.map(LinkBuilder.bareRoute)
                trace.fail(.targetPageMisspelled(name: near.name))
                trace.diagnose(.targetPageMisspelled(name: near.name), fix: route.flatMap { $0.isEmpty ? nil : customSchemeFix($0) })
            } else if let route = fragmentRoute, !route.isEmpty {
                trace.fail(.routeInFragmentWithoutTargetPage)
                trace.diagnose(.routeInFragmentWithoutTargetPage, fix: customSchemeFix(route))
            } else {
                trace.fail(.noTargetPage)
                trace.diagnose(.noTargetPage)
            }
            return declined(url, trace: &trace)
        }
        if named.count > 1 {
            trace.fail(.duplicateTargetPage(count: named.count))
            trace.diagnose(.duplicateTargetPage(count: named.count))
        }
        let value = named.first ?? ""
        if value.isEmpty {
            if let route = fragmentRoute, !route.isEmpty {
                trace.fail(.emptyTargetPageRouteInFragment)
                trace.diagnose(.emptyTargetPageRouteInFragment, fix: customSchemeFix(route))
                return declined(url, trace: &trace)
            }
            trace.fail(.emptyTargetPage)
            trace.diagnose(.emptyTargetPage)
            return declined(url, trace: &trace)
        }
        if value.containsBytes("://") {
            let inner = LinkParts.strict(value)?.encodedFragment
            let route = inner.map { LinkBuilder.bareRoute($0.decodedOnce) }.flatMap { $0.isEmpty ? nil : $0 }
            trace.fail(.fullURLInTargetPage(value: value))
            trace.diagnose(.fullURLInTargetPage, fix: route.map(customSchemeFix))
            return declined(url, trace: &trace)
        }
        if Self.looksEncoded(value) {
            let once = value.decodedOnce
            let route = once.hasPrefix("#") || once.hasPrefix("/") ? LinkBuilder.bareRoute(once) : nil
            // Only a phone that re-encodes the link can have done it (its words name iOS); on Android the link is
            // read as written, unless even that reading failed.
            let reencoded = rules.reencodesInvalidCharacters && url.readLeniently && !Self.targetPageWrittenEncodedTwice(text)
            trace.fail(.doubleEncodedTargetPage(value: value, reencodedByPhone: reencoded))
            trace.diagnose(.doubleEncodedTargetPage(value: value, reencodedByPhone: reencoded),
                           fix: route.flatMap { $0.isEmpty ? nil : customSchemeFix($0) })
            return declined(url, trace: &trace)
        }
        guard value.hasPrefix("#/") else {
            let route = LinkBuilder.bareRoute(value)
            trace.fail(.targetPageNotARoute(value: value))
            trace.diagnose(.targetPageNotARoute(value: value),
                           fix: route.isEmpty || DisplayText.containsUnsafe(route) ? nil : customSchemeFix(route))
            return declined(url, trace: &trace)
        }
        let route = String(value.dropFirst(2))
        if route.isEmpty {
            trace.fail(.targetPageBareHashSlash)
            trace.diagnose(.targetPageBareHashSlash)
            return declined(url, trace: &trace)
        }
        trace.pass(.targetPageRoute(route))
        return (resolveBuiltIn(route: route, continuity: url, trace: &trace), route)
    }

    /// Whether the link as written, with only the characters a URL may not hold encoded, has a targetPage
    /// still encoded after one decoding: encoded twice by its author, not by the phone's re-encoding.
    static func targetPageWrittenEncodedTwice(_ text: String) -> Bool {
        guard let written = LinkParts.strict(PercentEncoding.encodeInvalid(text)) else { return true }
        return written.queryValues(named: "targetPage").first.map(looksEncoded) ?? false
    }

    /// `%23`, `%2F` or `%25` left after Foundation's one decoding means the value was encoded twice.
    static func looksEncoded(_ value: String) -> Bool {
        guard value.hasPercent else { return false }
        let lower = value.asciiLowercased()
        return lower.hasPrefix("%23") || lower.containsBytes("%2f") || lower.containsBytes("%25")
    }

    /// Built-in handling declined an `open` link: offer it to continuity modules, then stay.
    /// The route is reported as nil: whatever the link seems to carry, the app never receives it.
    func declined(_ url: LinkParts, trace: inout Trace) -> (LinkVerdict, String?) {
        if let module = offerToModules(url, trace: &trace) {
            return (.claimed(module: module), nil)
        }
        return (.stayed, nil)
    }
}
