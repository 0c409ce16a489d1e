import LinkLabFormats

/// A Chrome `intent:` link (`intent://HOST/PATH#Intent;scheme=…;package=…;S.browser_fallback_url=…;end`), read
/// as AOSP's `Intent.parseUri(uri, URI_INTENT_SCHEME)` reads it (core/java/android/content/Intent.java;
/// developer.chrome.com/docs/android/intents): the text before `#Intent;` is the data, with `intent` replaced
/// by `scheme=`; each `key=value;` is decoded; `end` closes the list. Chrome then adds the BROWSABLE category
/// and drops any component (`ExternalNavigationHandler.sanitizeQueryIntentActivitiesIntent`).
public struct ChromeIntentLink: Sendable, Equatable {
    /// The intent's data URI: `scheme://HOST/PATH?QUERY`, or `//HOST/PATH` when the link names no scheme.
    public var data: String
    public var scheme: String?
    public var package: String?
    /// `action=`; `android.intent.action.VIEW` when the link names none, as `parseUri` defaults it.
    public var action: String
    public var categories: [String]
    /// `component=`, which Chrome drops before it resolves the intent.
    public var component: String?
    /// `S.browser_fallback_url`, which Chrome removes from the extras the app sees.
    public var fallbackURL: String?
    /// The other `S.` (string) extras, in order, decoded.
    public var extras: [(key: String, value: String)]

    /// The action a browser's link carries.
    public static let viewAction = "android.intent.action.VIEW"
    /// The categories every filter LinkLab counts has.
    public static let browsableCategories = ["android.intent.category.BROWSABLE", "android.intent.category.DEFAULT"]

    public static func == (a: ChromeIntentLink, b: ChromeIntentLink) -> Bool {
        a.data == b.data && a.scheme == b.scheme && a.package == b.package && a.action == b.action && a.categories == b.categories
            && a.component == b.component && a.fallbackURL == b.fallbackURL && a.extras.map(\.key) == b.extras.map(\.key)
            && a.extras.map(\.value) == b.extras.map(\.value)
    }

    /// Reads `text`, which starts with `intent:` (any case); the reason `parseUri` would refuse it otherwise.
    public static func read(_ text: String) -> Result<ChromeIntentLink, ChromeIntentProblem> {
        guard let colon = text.firstIndex(of: ":"), String(text[..<colon]).equalsIgnoringASCIICase("intent") else {
            return .failure(.notAnIntentLink)
        }
        guard let hashIndex = text.lastIndex(of: "#"), text[hashIndex...].hasPrefix("#Intent;") else {
            return .failure(.noIntentFragment)
        }
        let hash = hashIndex..<text.index(after: hashIndex)
        var link = ChromeIntentLink(data: "", scheme: nil, package: nil, action: viewAction, categories: [], component: nil,
                                    fallbackURL: nil, extras: [])
        var rest = text[text.index(hash.lowerBound, offsetBy: 8)...]
        var action: String?
        while !rest.hasPrefix("end") {
            guard let eq = rest.firstIndex(of: "="), let semi = rest.firstIndex(of: ";"), eq < semi else {
                return .failure(.entryNotClosed(String(rest.prefix(60))))
            }
            let key = String(rest[..<eq])
            let value = String(rest[rest.index(after: eq)..<semi]).percentDecodedForIntent
            switch key {
            case "action": action = value
            case "category": link.categories.append(value)
            case "package": link.package = value
            case "component": link.component = value
            case "scheme": link.scheme = value
            case "S.browser_fallback_url": link.fallbackURL = value
            default:
                if key.hasPrefix("S.") { link.extras.append((String(key.dropFirst(2)), value)) }
            }
            rest = rest[rest.index(after: semi)...]
        }
        link.action = action ?? viewAction
        let body = String(text[text.index(after: colon)..<hash.lowerBound])
        link.data = link.scheme.map { $0 + ":" + body } ?? body
        return .success(link)
    }
}

/// Why `Intent.parseUri` refuses an `intent:` link (it throws `URISyntaxException`, and Chrome opens nothing).
public enum ChromeIntentProblem: Sendable, Equatable, Error {
    case notAnIntentLink
    /// No `#Intent;` fragment: the link is not in Chrome's intent syntax.
    case noIntentFragment
    /// A `key=value` entry not closed with `;` before `end` (the text from there, shortened).
    case entryNotClosed(String)
}

extension String {
    /// `Uri.decode`: `%XX` escapes decoded once.
    var percentDecodedForIntent: String { decodedOnce }
}
