import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The scenes a slide moves between (docs/contract.md, "Journeys"). The scene a decision leaves is the
/// decision's own (`Decision.scene`); only where a slide starts is read from the journey.
extension PhoneScene {
    /// Whether two scenes look different on the phone (the pending navigation aside).
    func looksDifferent(from other: PhoneScene) -> Bool {
        currentScreen != other.currentScreen || moduleInFront != other.moduleInFront || signedIn != other.signedIn
    }

    /// Where a slide starts: every step of the journey before its last is a cut, shown at once.
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
}
