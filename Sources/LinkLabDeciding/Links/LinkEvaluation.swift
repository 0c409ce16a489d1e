import LinkLabReading

/// What the link engine concluded about one link, before the session applies the sign-in gate.
public struct LinkEvaluation: Sendable, Equatable {
    /// The input, sanitised for display.
    public var input: String
    public var entry: Entry
    public var verdict: LinkVerdict
    /// The route the link carries (without `#/`), whether or not the app knows it.
    public var route: String?
    public var trace: Trace
}

/// The link engine's conclusion.
public enum LinkVerdict: Sendable, Equatable {
    /// Nothing opens the link: not the app, not the browser (a refused or unregistered link).
    case notOpened
    /// The browser opens the link's page: on iOS an https link the phone does not give to the app; on Android no
    /// filter takes it, or it is not verified (or the chooser asks).
    case openedInBrowser
    /// The app opens but nothing handles the link.
    case stayed
    /// Built-in handling accepted the link: the route resolves to a screen.
    case resolved(ResolvedRoute)
    /// A continuity module claimed the link.
    case claimed(module: String)
}

/// A route that resolved to a screen, and who draws it.
public struct ResolvedRoute: Sendable, Equatable {
    /// The route as the link carries it, route parameters included.
    public var route: String
    public var screen: Screen
    public var handler: Handler
    /// The native module that draws the screen, if a module does.
    public var module: String?
}
