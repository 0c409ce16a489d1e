import LinkLabFormats

/// Everything that can happen to the emulated app. The CLI, the scenario player and the terminal app
/// all turn their input into these.
public enum SessionEvent: Sendable, Equatable {
    /// A link is opened: typed, pasted or tapped, from the session's current source.
    case openLink(String)
    /// A link is opened from a given source (a scenario step's `from`, `check`'s `from` column).
    case openLinkFrom(String, Tap)
    /// The customer chose the browser for a domain (`chosen`), or chose the app again: the phone remembers (P10).
    case rememberBrowser(domain: String, chosen: Bool)
    /// A push notification reaches the app at a stage.
    case push(PushPayload, stage: PushStage)
    case signIn
    case cancelSignIn
    case signOut
    case back
    /// The App Store installs the app: it is installed, not running, and nobody is signed in.
    case install
    /// The app is launched from its icon; on the first launch it asks the deferred-link service.
    case launch
}

/// A push notification's payload: the JSON as parsed, and the text it came from.
public struct PushPayload: Sendable, Equatable {
    public var json: JSONValue
    public var text: String

    /// Parses payload text; the error names the position of the first JSON mistake.
    public init(text: String) throws(JSONSyntaxError) {
        self.text = text
        self.json = try JSONValue.parse(text)
    }

    public init(json: JSONValue) {
        self.json = json
        self.text = JSONText.render(json)
    }
}
