import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// What the help window says each key does. Key names in these lines come from the key table.
extension Wording {
    /// Help's line for the binding of `action` in `context`.
    static func keyHelp(for action: AppAction, in context: KeyContext) -> String {
        switch action {
        case .openLink: "Open the link in the input line (in a walkthrough: next step)."
        case .openFromBanner: "Tap OPEN on the browser's Smart App Banner: the app opens with the page's link."
        case .showHelp: "Show this help."
        case .showPushComposer: "Compose a push and deliver it: tap, foreground or silent."
        case .signInOrOut: "Sign out; on the login screen, sign in (pending link replays)."
        case .backOrCancelSignIn: "Back one screen; on the login screen, cancel sign-in."
        case .showLinkLibrary: "Example links, valid and broken, to fill the input line."
        case .showConfiguration: "FI settings and the platform's prerequisites; mark one missing."
        case .showWalkthroughs: "Walkthroughs from scenarios/, in a session of their own."
        case .exportSession: "Save the session: decisions, check list, bundle, the screen."
        case .nextStep: "Next walkthrough step (or \(keyName(.openLink)) on an empty line); \(keyName(.previousStep)): back."
        case .searchDecisions: "Search the decisions: type, then Enter (or \(keyName(.searchDecisions)) again) for the next match; Esc goes back."
        case .toggleMouseCapture: "Mouse on (clicks, the wheel) or off (the terminal selects text); the bar says which."
        case .previousStep: "In a walkthrough: step back, replaying it from the start."
        case .showVariants: "Broken forms of the link (as linklab vary shows them)."
        case .nextTapSource: "Where links are tapped: app, Safari, typed… (the status line says)."
        case .showQuiz: "Quiz: what will the app do, and why?"
        case .copyLink: "Copy the corrected (or last) link to the clipboard."
        case .showMessageLog: "Message log: every status message with its time."
        case .scrollUp: "Scroll the decisions pane back and forward a page."
        case .scrollDown: "Scroll the decisions pane forward."
        case .previousInput: "Recall links you typed before, in this run and earlier ones."
        case .clearHistory: "Forget the links you typed (the history kept between runs too)."
        case .nextInput: "Recall the next link you opened."
        case .clearInput: "Clear the input line, then leave a walkthrough; close a window."
        case .quit: "Quit LinkLab."
        case .closeOverlay: "Close the window."
        case .choose: "Choose: deliver the push, use the link, toggle the prerequisite, start the walkthrough."
        case .moveUp: "Move up and down a row (a list) or a line (help, messages)."
        case .moveDown: "Move down."
        case .movePageUp: "Move a page up and down."
        case .movePageDown: "Move a page down."
        case .moveToFirst: "Go to the first and the last row."
        case .moveToLast: "Go to the last row."
        case .changeLeft: "Previous and next choice (preset, stage)."
        case .changeRight: "Next choice (preset, stage)."
        case .nextField: "Next and previous field of the push composer."
        case .previousField: "Previous field of the push composer."
        case .filterList: "In a list: filter it. Type to keep the entries holding the text; Esc clears the filter, a second Esc closes."
        case .searchWindow: "In a window: search its text or list; Enter (or \(keyName(.searchWindow, in: .overlay)) again) finds the next; Esc goes back."
        case .refetchLiveFiles: "In \(keyName(.showConfiguration)) with --live: fetch the site's files again."
        }
    }
}
