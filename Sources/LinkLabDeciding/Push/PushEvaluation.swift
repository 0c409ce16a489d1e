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
    // FCM on Android (docs/contract.md, "FCM delivery on Android").
    /// FCM refuses the message body, so nothing is sent.
    case fcmRefused
    /// Android shows no notification (POST_NOTIFICATIONS denied on 13 or later); `kind` is the message's.
    case notShown(FCMKind)
    /// The notification waits in the tray; the app's code has not run.
    case inTray

    /// Whether the push reaches the app's code: a tap on a notification that was never shown, or a message
    /// FCM never sent, starts nothing.
    public var reachesApp: Bool {
        switch self {
        case .fcmRefused, .notShown, .inTray: false
        default: true
        }
    }
}
