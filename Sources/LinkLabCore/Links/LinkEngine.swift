import Foundation

/// The one place that reads links: intake hygiene, classification, the built-in forms, route
/// resolution and the offer to continuity modules (DESIGN.md, "Entry points" and "Resolving a route").
/// It is pure: the same link and app always give the same evaluation.
public struct LinkEngine: Sendable {
    public let app: BankingApp
    public let builder: LinkBuilder

    public init(app: BankingApp) {
        self.app = app
        self.builder = LinkBuilder(configuration: app.configuration)
    }

    var config: FIConfiguration { app.configuration }

    /// Evaluates one link as typed or pasted: hostile until proven otherwise.
    public func evaluate(_ raw: String) -> LinkEvaluation {
        var evaluation = read(raw)
        // The trimmed link is offered as the fix only when it works once trimmed.
        switch evaluation.verdict {
        case .notOpened, .stayed: evaluation.trace.dropFix(for: .whitespaceTrimmed)
        case .resolved, .claimed: break
        }
        return evaluation
    }

    private func read(_ raw: String) -> LinkEvaluation {
        var trace = Trace()
        let echo = DisplayText.sanitize(raw)
        func finish(_ entry: Entry, _ verdict: LinkVerdict, route: String? = nil) -> LinkEvaluation {
            LinkEvaluation(input: echo, entry: entry, verdict: verdict, route: route, trace: trace)
        }

        let limit = config.policies.maximumLinkLength
        let length = raw.utf8.count
        if length > limit {
            trace.fail("length", "The input is \(length) bytes; LinkLab reads links of up to \(limit) bytes.")
            trace.diagnose(.inputTooLong, "This link is \(length) bytes long, far longer than a real link, so LinkLab did not read it. Check that it was copied in one piece and nothing was pasted after it.")
            return finish(.unrecognized, .notOpened)
        }
        trace.pass("length", "\(length) bytes, within the \(limit)-byte limit.")

        let text = raw.trimmedAround
        if text.utf8.count != length {
            trace.pass("whitespace", "Removed \(length - text.utf8.count) bytes of spaces or line breaks around the link.")
            trace.diagnose(.whitespaceTrimmed, "The link had spaces or line breaks around it, which LinkLab removed before reading it. Copy links without them: passed on as they are, they change how the whole link is read.", fix: DisplayText.containsUnsafe(text) ? nil : text)
        }
        if text.isEmpty {
            trace.fail("link", "The input is empty.")
            trace.diagnose(.malformedLink, "There is no link to read: the input is empty.")
            return finish(.unrecognized, .notOpened)
        }
        if DisplayText.containsUnsafe(text) {
            let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { !DisplayText.isUnsafe($0) }))
            trace.fail("characters", "The link contains hidden control or text-direction characters.")
            trace.diagnose(.controlCharacters, "This link contains hidden control or text-direction characters, which can disguise where it really goes. LinkLab refuses it; iOS would not open the app with it.", fix: URLComponents(string: cleaned, encodingInvalidCharacters: false) == nil ? nil : cleaned)
            return finish(.unrecognized, .notOpened)
        }

        let components: URLComponents
        if let strict = URLComponents(string: text, encodingInvalidCharacters: false) {
            components = strict
        } else if let lenient = URLComponents(string: text) {
            let fixed = PercentEncoding.encodeInvalid(text)
            trace.fail("URL syntax", "The link holds characters a URL may not contain (\(Self.firstInvalid(in: text))); iOS percent-encodes them, including the link's own % signs.")
            trace.diagnose(.invalidCharacters, "This link contains \(Self.firstInvalid(in: text)), which a link may not hold. iOS would re-encode the whole link, % signs included, so the page it names may be garbled. Use the corrected link.", fix: fixed == text ? nil : fixed)
            components = lenient
        } else {
            trace.fail("URL syntax", "Foundation's URL parser cannot read the input as a URL.")
            trace.diagnose(.malformedLink, "This is not a link that iOS can read, so nothing would open.")
            return finish(.unrecognized, .notOpened)
        }

        guard let rawScheme = components.scheme, !rawScheme.isEmpty else {
            trace.fail("scheme", "The input has no scheme such as \(config.urlScheme):// or https://.")
            let route = text.hasPrefix("#/") || text.hasPrefix("/") ? LinkBuilder.bareRoute(text) : nil
            trace.diagnose(.malformedLink, "This is not a complete link: it does not start with \(config.urlScheme):// or https://, so nothing would open.", fix: route.flatMap { $0.isEmpty ? nil : builder.customSchemeLink(route: $0) })
            return finish(.unrecognized, .notOpened)
        }
        let scheme = rawScheme.lowercased()
        if scheme == config.urlScheme.lowercased() {
            return customScheme(components, text: text, echo: echo, trace: &trace)
        }
        if scheme == "https" {
            return universalLink(components, text: text, echo: echo, trace: &trace)
        }
        if scheme == "http" {
            trace.fail("scheme", "http is not https: Universal Links open an app only over https.")
            var fixed = components
            fixed.scheme = "https"
            trace.diagnose(.wrongURLScheme, "This link starts with http://, but iOS opens an app from a web link only over https://, so it would open in the browser instead.", fix: fixed.string)
            return finish(.universalLink, .notOpened)
        }
        trace.fail("scheme", "\(DisplayText.sanitize(rawScheme, limit: 40)) is not the app's scheme \(config.urlScheme).")
        var fixed = components
        fixed.scheme = config.urlScheme
        trace.diagnose(.wrongURLScheme, "This link starts with \(DisplayText.sanitize(rawScheme, limit: 40))://, but the \(config.name) app's scheme is \(config.urlScheme)://, so iOS would not open the app.", fix: components.host == nil ? nil : fixed.string)
        return finish(.customScheme, .notOpened)
    }

    static func firstInvalid(in text: String) -> String {
        var offset = 0
        for scalar in text.unicodeScalars {
            offset += 1
            let b = scalar.value
            if scalar == " " { return "a space at character \(offset)" }
            if b >= 0x80 { return "the non-ASCII character \(Character(scalar)) at character \(offset)" }
            if b < 0x80, !PercentEncoding.uriCharacters.contains(UInt8(b)) { return "the character \(Character(scalar)) at character \(offset)" }
        }
        return "a % sign that is not followed by two hex digits"
    }
}
