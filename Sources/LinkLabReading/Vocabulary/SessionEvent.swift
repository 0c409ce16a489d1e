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
    public private(set) var json: JSONValue
    /// The payload as it was given, or its compact rendering when it was given as a value.
    public private(set) var text: String
    /// Whether `text` is the compact rendering of `json`, so that it need not be rendered again.
    public private(set) var textIsCompact: Bool

    /// Parses payload text; the error names the position of the first JSON mistake.
    public init(text: String) throws(JSONSyntaxError) {
        self.text = text
        self.json = try JSONValue.parse(text)
        textIsCompact = false
    }

    /// A payload given as a value: its text is its compact rendering, made once.
    public init(json: JSONValue) {
        self.json = json
        self.text = JSONText.render(json)
        textIsCompact = true
    }

    /// A payload read from a file: the value, and the file's text as written.
    public init(json: JSONValue, text: String) {
        self.json = json
        self.text = text
        textIsCompact = false
    }

    /// The payload in one compact line, rendered only when the text given is not that already.
    public var compactText: String { textIsCompact ? text : JSONText.render(json) }

    /// Two payloads are the same when their value and text are.
    public static func == (a: PushPayload, b: PushPayload) -> Bool { a.json == b.json && a.text == b.text }
}
