import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

extension AppModel {
    /// The key context the model is in now: a window, or the main screen.
    public var keyContext: KeyContext { overlay == nil ? .main : .overlay }

    /// True when the binding's action does something in the current state, so the hint bar offers
    /// only keys that work where the person is: no `→ Change` in a list, no
    /// `Tab Next field` outside the push composer, F9 only in a walkthrough.
    /// `olderLines`: whether lines older than those in view exist, when the caller knows; nil works it out.
    public func offers(_ binding: KeyBinding, olderLines: Bool? = nil) -> Bool {
        switch binding.action {
        case .signInOrOut:
            // Without the app installed and running there is nobody to sign in or out (docs/contract.md A29).
            return state.app.installed && state.app.running
        case .backOrCancelSignIn:
            guard state.app.installed && state.app.running else { return false }
            // Back needs somewhere to go back to; on the login screen it cancels sign-in.
            return backCancelsSignIn || state.moduleInFront != nil || state.stack.count > 1
        case .exportSession:
            return !state.history.isEmpty
        case .openFromBanner:
            return bannerOffersOpen
        case .refetchLiveFiles:
            return offersLiveRefetch
        case .nextStep:
            return walkthrough.map { !$0.isFinished } ?? false
        case .previousStep:
            return (walkthrough?.beat ?? 0) > 0
        case .scrollUp:
            return olderLines ?? hasOlderDecisionLines
        case .scrollDown:
            return scrollBack > 0
        case .choose:
            if case .help = overlay { return false }
            return overlay != nil
        case .moveUp, .moveDown, .movePageUp, .movePageDown, .moveToFirst, .moveToLast:
            if case .help = overlay { return windowScrollLimit > 0 }
            return overlay != nil
        case .changeLeft, .changeRight:
            guard case .pushComposer(let composer) = overlay else { return false }
            return composer.field == .preset || composer.field == .stage
        case .searchWindow:
            return windowSearchLines() != nil
        case .filterList:
            return filtersList && listFilter == nil
        case .nextField, .previousField:
            if case .pushComposer = overlay { return true }
            return false
        default:
            return true
        }
    }
}
