import LinkLabReading

/// What the phone shows at one moment: the part of the session's state a person sees on it. Every
/// decision carries the scene it leaves (`Decision.scene`), so a face that draws the phone reads it
/// and never works a state out again; while a replay plays, the terminal app shows scenes the session
/// has already moved past.
public struct PhoneScene: Sendable, Equatable {
    public var signedIn: Bool
    /// Screen ids, root first.
    public var stack: [String]
    /// The continuity module whose content is in front, if any.
    public var moduleInFront: String?
    /// The navigation stored until sign-in.
    public var pending: PendingNavigation?

    /// The id of the screen in front.
    public var currentScreen: String { stack.last ?? Screen.loginID }
}

extension PhoneScene {
    /// The scene `state` shows. Handed to the memberwise initialiser (see `Decision`'s): set field by field in
    /// an initialiser of the type, the scene was copied as it was returned.
    public init(_ state: SessionState) {
        self.init(signedIn: state.signedIn, stack: state.stack, moduleInFront: state.moduleInFront, pending: state.pending)
    }
}
