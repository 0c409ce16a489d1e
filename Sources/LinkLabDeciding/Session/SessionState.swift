import LinkLabReading

/// Everything the emulated app remembers: who is signed in, the navigation stack, the pending
/// navigation and every decision made so far.
public struct SessionState: Sendable, Equatable {
    public var signedIn: Bool
    /// Screen ids, root first: `landingPage` while signed in, `login` while signed out.
    public var stack: [String]
    /// A navigation stored until sign-in (docs/contract.md, "The sign-in gate").
    public var pending: PendingNavigation?
    /// The continuity module that handled the latest link, while its content shows.
    public var moduleInFront: String?
    /// Every decision, oldest first.
    public var history: [Decision]
    /// Whether the app is installed and running (docs/contract.md, "App states").
    public var app: AppState = AppState()
    /// Whether the next launch is the first since the App Store installed the app.
    public var firstLaunchPending = false
    /// A destination the web page stored with the deferred-link service, waiting for the first launch.
    public var deferredLink: PendingNavigation?
    /// Where links are tapped, until something says otherwise (docs/contract.md, "Where the link was tapped").
    public var tap: Tap = .unspecified
    /// The domains (lowercased) for which the customer chose Safari and the phone remembers it (P10).
    public var browserDomains: Set<String> = []

    /// The id of the screen in front.
    public var currentScreen: String { stack.last ?? Screen.loginID }
}

/// Each made through the memberwise initialiser: an initialiser of the type that set field by field, or a
/// state changed after it was made, was copied as it was returned (`check` makes one for every row).
extension SessionState {
    public init(signedIn: Bool, stack: [String], pending: PendingNavigation? = nil, moduleInFront: String? = nil, history: [Decision] = []) {
        // `app:` tells the memberwise initialiser from this one; the fields after it keep their defaults.
        self.init(signedIn: signedIn, stack: stack, pending: pending, moduleInFront: moduleInFront, history: history, app: AppState())
    }

    /// The fresh state of an app that has just started.
    public static func initial(signedIn: Bool) -> SessionState {
        initial(signedIn: signedIn, appState: AppState())
    }

    /// The fresh state of an app that is installed and running or not, as `appState` says.
    public static func initial(signedIn: Bool, appState: AppState) -> SessionState {
        SessionState(signedIn: signedIn, stack: [signedIn ? Screen.landingPageID : Screen.loginID], pending: nil,
                     moduleInFront: nil, history: [], app: appState)
    }
}

/// A navigation stored while signed out, replayed after sign-in and the landing page.
public struct PendingNavigation: Sendable, Equatable {
    /// What is replayed.
    public enum Target: Sendable, Equatable {
        /// A route from a built-in link or a push `navigateTo`: resolved again, native then UUX.
        case route(String)
        /// A continuity link held back by policy: offered to the modules again.
        case link(String)
    }

    public var target: Target
    /// The input it came from, sanitised for display.
    public var source: String
    public var entry: Entry

    public init(target: Target, source: String, entry: Entry) {
        self.target = target
        self.source = source
        self.entry = entry
    }

    /// The route shown as `Pending: #/route`, when the pending navigation has one.
    public var route: String? {
        if case .route(let r) = target { return r }
        return nil
    }
}
