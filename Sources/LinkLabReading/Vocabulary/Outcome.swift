/// What the app ends up doing with one input. docs/contract.md, "Outcomes": every input ends in exactly one outcome.
public enum Outcome: String, Sendable, Codable, CaseIterable {
    /// The app shows the route's screen.
    case navigated
    /// Stored until sign-in; the login screen shows.
    case deferred
    /// A continuity module claimed the link.
    case handledByModule
    /// The app opened (or was open) but stays on the current screen.
    case stayed
    /// iOS would not open the app at all.
    case notOpened
    /// The link opened its web page in the browser, not the app: on iOS because the app is not installed,
    /// on Android because the App Link is not verified. Not a success: the app never saw the link
    /// (docs/contract.md, A27 and "Android").
    case openedInBrowser

    /// Whether a script should treat the outcome as success (exit status 0).
    public var isSuccess: Bool {
        switch self {
        case .navigated, .deferred, .handledByModule: true
        case .stayed, .notOpened, .openedInBrowser: false
        }
    }
}
