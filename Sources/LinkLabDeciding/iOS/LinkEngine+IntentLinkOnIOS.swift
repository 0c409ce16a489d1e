import LinkLabText
import LinkLabFormats
import LinkLabReading

/// A Chrome `intent:` link tapped on iOS (docs/contract.md, "Chrome's intent: links"): iOS has no intents, and
/// no app registers the scheme `intent`, so nothing opens.
extension LinkEngine {
    func intentLinkOnIOS(text: String, echo: String, trace: inout Trace) -> LinkEvaluation {
        trace.fail(.otherScheme(written: "intent", expected: config.urlScheme))
        // The link the intent carries, when it is one the app reads on iOS: its own scheme, or an https link.
        var fix: Fix?
        if case .success(let intent) = ChromeIntentLink.read(text), let scheme = intent.scheme,
           scheme.equalsIgnoringASCIICase(config.urlScheme) || scheme.equalsIgnoringASCIICase("https"),
           LinkParts.strict(intent.data) != nil, !DisplayText.containsUnsafe(intent.data) {
            fix = .link(intent.data)
        }
        trace.diagnose(.intentLinkOnIOS, fix: fix)
        return LinkEvaluation(input: echo, entry: .customScheme, verdict: .notOpened, route: nil, trace: trace)
    }
}
