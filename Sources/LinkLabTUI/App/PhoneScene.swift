import LinkLabFrames
import LinkLabCore

/// What the phone shows at one moment: the part of the session's state a person sees on it. While a
/// replay plays, the phone shows scenes the session has already moved past.
public struct PhoneScene: Sendable, Equatable {
    public var signedIn: Bool
    /// Screen ids, root first.
    public var stack: [String]
    /// The continuity module whose content is in front, if any.
    public var moduleInFront: String?
    /// The navigation stored until sign-in.
    public var pending: PendingNavigation?

    public init(_ state: SessionState) {
        signedIn = state.signedIn
        stack = state.stack
        moduleInFront = state.moduleInFront
        pending = state.pending
    }

    /// The id of the screen in front.
    public var currentScreen: String { stack.last ?? Screen.loginID }

    /// Whether two scenes look different on the phone (the pending navigation aside).
    func looksDifferent(from other: PhoneScene) -> Bool {
        currentScreen != other.currentScreen || moduleInFront != other.moduleInFront || signedIn != other.signedIn
    }

    /// The scene after one journey step (docs/contract.md, "Journeys").
    func applying(_ step: JourneyStep) -> PhoneScene {
        var next = self
        next.moduleInFront = nil
        switch step.action {
        case .reset: next.stack = [step.screen]
        case .show: next.stack.append(step.screen)
        case .pop:
            if next.stack.count > 1 { next.stack.removeLast() }
        }
        return next
    }

    /// The scene once a decision is drawn, for decisions that are not the last of their event (the
    /// sign-in before its replay): sign-in shows the landing page and is no longer waiting.
    func after(_ decision: Decision) -> PhoneScene {
        var next = decision.journey.reduce(self) { $0.applying($1) }
        if decision.entry == .signIn, decision.outcome == .navigated {
            next.signedIn = true
            next.pending = nil
        }
        if decision.outcome == .handledByModule { next.moduleInFront = decision.module }
        return next
    }
}
