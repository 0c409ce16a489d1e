import LinkLabReading

/// What the push engine concluded about one notification, before the session applies the sign-in gate.
public struct PushEvaluation: Sendable, Equatable {
    /// The payload as a person reads it: the text, or its compact JSON.
    public var input: String
    public var verdict: PushVerdict
    /// The route the receiving module found in its own payload, whether or not the app knows it.
    public var route: String?
    /// The module the notification reached, if any.
    public var receiver: ModuleDeclaration?
    public var trace: Trace
}

/// The push engine's conclusion.
public enum PushVerdict: Sendable, Equatable {
    /// The payload is not an object: no module can read it.
    case unreadable
    /// No module is targeted (no sender, an unknown one, or one that is not text).
    case reachesNoModule
    /// The module finds no route of its own.
    case noOwnRoute
    /// Delivered, but only a tap navigates.
    case notTapped(PushStage)
    /// The route is refused before resolution.
    case routeRefused
    /// No screen answers the route.
    case unknownRoute
    /// The module calls `navigateTo` and the route resolves.
    case navigateTo(ResolvedRoute)
}
