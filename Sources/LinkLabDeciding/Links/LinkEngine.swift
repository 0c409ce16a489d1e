#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

/// The one place that reads links: intake hygiene, classification, the built-in forms, route
/// resolution and the offer to continuity modules (docs/contract.md, "Entry points" and "Resolving a
/// route"). It is pure: the same link and app always give the same evaluation, recorded as facts. A class
/// with constant members only, so that the session and each transition share it without copying it.
public final class LinkEngine: Sendable {
    public let app: BankingApp
    public let builder: LinkBuilder
    public let routes: RouteResolver
    /// The modules in registration order, their continuity targets normalised once.
    let modules: [ModuleIndex]
    /// The website's AASA rules for the app's ID, resolved once.
    let aasaRules: AASARules
    /// The UUX page's parts, read once: a Universal Link fix is this page with a route in its fragment.
    let uuxPageParts: LinkParts?
    /// Whether each corrected link met so far navigates: decided once per distinct fix.
    let fixVerdicts = FixVerdicts()
    /// What differs between the phones, for the phone the settings name.
    let rules: any PlatformRules
    /// Whether the build's own launch is judged (`appLaunches`): not while the app is not installed.
    let judgesLaunch: Bool
    /// The Android release emulated, or nil on iOS: what every decision carries, worked out once.
    let emulatedRelease: Int?

    public init(app: BankingApp, judgesLaunch: Bool = true) {
        self.app = app
        self.judgesLaunch = judgesLaunch
        self.builder = LinkBuilder(configuration: app.configuration)
        self.routes = RouteResolver(app: app)
        self.modules = app.configuration.modules.map(ModuleIndex.init)
        self.aasaRules = AASARules(app.configuration.prerequisites.aasa, appID: app.configuration.appID)
        self.uuxPageParts = LinkParts.strict(app.configuration.uuxPage)
        self.rules = app.configuration.platform.rules
        self.emulatedRelease = rules.emulatedRelease(app.configuration)
    }

    var config: FIConfiguration { app.configuration }

    /// The fix that opens `route` through the custom scheme.
    func customSchemeFix(_ route: String) -> Fix { .customSchemeLink(scheme: config.urlScheme, route: route) }

    /// The fix that opens `route` as a Universal Link.
    func universalFix(_ route: String) -> Fix { .universalLink(uuxPage: config.uuxPage, route: route) }

    /// Evaluates one link as typed or pasted: hostile until proven otherwise.
    public func evaluate(_ raw: String) -> LinkEvaluation {
        var webHost: String?? = nil
        return evaluate(raw, webHost: &webHost)
    }

    /// Evaluates one link, and sets `webHost` to the link's lowercased web host as `LinkParts.webHost(of:)`
    /// gives it when reading the link told it (the way from a tap asks for it at every hop); it is left nil
    /// when it was not worked out. Passed out beside the evaluation, not in it: setting a field of the
    /// evaluation after reading it copied the whole evaluation.
    func evaluate(_ raw: String, webHost: inout String??) -> LinkEvaluation {
        // A link copied out of HTML is read with `&` for each `&amp;`, with a warning; its input stays as given.
        if let read = CopyArtefact.htmlAmpersandsRead(raw) {
            var evaluation = self.read(read, webHost: &webHost)
            dropTrimmedFix(&evaluation)
            evaluation.input = DisplayText.sanitize(raw)
            evaluation.trace.diagnose(.copyArtefact(.htmlAmpersand), fix: DisplayText.containsUnsafe(read) ? nil : .link(read))
            return evaluation
        }
        // One evaluation, changed in place: taking `evaluateAsTyped`'s result into a variable copied it whole.
        var evaluation = read(raw, webHost: &webHost)
        dropTrimmedFix(&evaluation)
        copyArtefactHint(raw, into: &evaluation)
        return evaluation
    }

    /// The evaluation of the text exactly as given, without looking for what was copied around it.
    func evaluateAsTyped(_ raw: String) -> LinkEvaluation {
        var webHost: String?? = nil
        var evaluation = read(raw, webHost: &webHost)
        dropTrimmedFix(&evaluation)
        return evaluation
    }

    /// The trimmed link is offered as the fix only when it works once trimmed.
    private func dropTrimmedFix(_ evaluation: inout LinkEvaluation) {
        switch evaluation.verdict {
        case .notOpened, .stayed, .openedInBrowser: evaluation.trace.dropFix(for: .whitespaceTrimmed)
        case .resolved, .claimed: break
        }
    }

    /// Reads `raw`; `webHost` is set to what the parts tell of its web host, once they are read.
    private func read(_ raw: String, webHost: inout String??) -> LinkEvaluation {
        var trace = Trace()
        let echo = DisplayText.sanitize(raw)
        func finish(_ entry: Entry, _ verdict: LinkVerdict, route: String? = nil) -> LinkEvaluation {
            LinkEvaluation(input: echo, entry: entry, verdict: verdict, route: route, trace: trace)
        }

        let limit = config.policies.maximumLinkLength
        let length = raw.utf8.count
        if length > limit {
            trace.fail(.length(bytes: length, limit: limit))
            trace.diagnose(.inputTooLong(bytes: length))
            return finish(.unrecognized, .notOpened)
        }
        trace.pass(.length(bytes: length, limit: limit))

        // Only ASCII spaces and line breaks are trimmed. Any other invisible character at either end
        // stays, so that the hidden-character check below refuses it.
        var text = raw.trimmedAround
        if text.utf8.count != length {
            trace.pass(.whitespace(removedBytes: length - text.utf8.count))
            trace.diagnose(.whitespaceTrimmed, fix: DisplayText.containsUnsafe(text) ? nil : .link(text))
        }
        if text.isEmpty {
            trace.fail(.emptyInput)
            trace.diagnose(.emptyInput)
            return finish(.unrecognized, .notOpened)
        }
        // Within the echo's limit, sanitising leaves `raw` as it is exactly when it holds nothing unsafe (an
        // escape is longer than the character it replaces): then the text trimmed from it is not scanned again.
        let rawIsSafe = length <= DisplayText.defaultLimit && echo == raw
        if !rawIsSafe, DisplayText.containsUnsafe(text) {
            let cleaned = DisplayText.removingUnsafe(text)
            trace.fail(.hiddenCharacters)
            let fixable = !cleaned.isEmpty && LinkParts.strict(cleaned) != nil
            trace.diagnose(.hiddenCharactersInLink, fix: fixable ? .link(cleaned) : nil)
            return finish(.unrecognized, .notOpened)
        }

        guard var components = LinkParts.read(text) else {
            trace.fail(.unparsable)
            trace.diagnose(.notALink)
            return finish(.unrecognized, .notOpened)
        }
        if components.readLeniently {
            let fixed = PercentEncoding.encodeInvalid(text)
            let invalid = Self.firstInvalid(in: text)
            trace.fail(.invalidCharacters(invalid))
            trace.diagnose(.invalidCharacters(invalid), fix: fixed == text ? nil : .link(fixed))
            // Android hands the app the link as written, so its `%XX` escapes are read once, as in any link; the
            // rest of the evaluation reads it with only the characters a URL may not hold encoded. iOS reads what
            // the lenient parse made of it, its own `%` signs encoded again.
            if !rules.reencodesInvalidCharacters, fixed != text, let asWritten = LinkParts.strict(fixed) {
                components = asWritten
                text = fixed
            }
        }
        webHost = components.knownWebHost

        guard let rawScheme = components.scheme, !rawScheme.isEmpty else {
            trace.fail(.noScheme(expected: config.urlScheme))
            let route = text.hasPrefix("#/") || text.hasPrefix("/") ? LinkBuilder.bareRoute(text) : nil
            trace.diagnose(.noScheme(expected: config.urlScheme), fix: route.flatMap { $0.isEmpty ? nil : customSchemeFix($0) })
            return finish(.unrecognized, .notOpened)
        }
        if rawScheme.equalsIgnoringASCIICase(config.urlScheme) {
            return customScheme(components, text: text, echo: echo, trace: &trace)
        }
        if rawScheme.equalsIgnoringASCIICase("https") {
            return universalLink(components, text: text, echo: echo, trace: &trace)
        }
        if rawScheme.equalsIgnoringASCIICase("http") {
            // Android verifies http App Links too, when a filter lists http (docs/contract.md, A36).
            if rules.verifiesHTTPLinks {
                return universalLink(components, text: text, echo: echo, scheme: "http", trace: &trace)
            }
            // Safari opens an http link itself: the browser shows the page, not the app (docs/contract.md, "Outcomes").
            trace.fail(.httpScheme)
            trace.diagnose(.httpScheme, fix: components.fix(replacingSchemeWith: "https", in: text))
            return finish(.universalLink, .openedInBrowser)
        }
        if rawScheme.equalsIgnoringASCIICase("intent") {
            return rules.intentLink(self, text: text, echo: echo, trace: &trace)
        }
        trace.fail(.otherScheme(written: rawScheme, expected: config.urlScheme))
        trace.diagnose(.wrongScheme(written: rawScheme, expected: config.urlScheme, appName: config.name),
                       fix: components.host == nil ? nil : components.fix(replacingSchemeWith: config.urlScheme, in: text))
        return finish(.customScheme, .notOpened)
    }

    static func firstInvalid(in text: String) -> InvalidCharacter {
        var offset = 0
        for scalar in text.unicodeScalars {
            offset += 1
            let b = scalar.value
            if scalar == " " { return .space(at: offset) }
            if b >= 0x80 { return .nonASCII(scalar, at: offset) }
            if !PercentEncoding.uriCharacters.contains(UInt8(b)) { return .other(scalar, at: offset) }
        }
        return .strayPercent
    }
}
