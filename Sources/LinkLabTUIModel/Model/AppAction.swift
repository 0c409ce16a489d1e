/// Everything a key can ask the terminal app to do. The key table maps keys to these.
public enum AppAction: Hashable, Sendable {
    case openLink
    case clearInput
    case signInOrOut
    case backOrCancelSignIn
    case showHelp
    case showPushComposer
    case showLinkLibrary
    case showConfiguration
    case showWalkthroughs
    case nextStep
    /// Ctrl-F: search the decisions; again, the next match.
    case searchDecisions
    case previousStep
    case showVariants
    case showQuiz
    case exportSession
    /// Copy the corrected link (or the last link) to the clipboard.
    case copyLink
    /// Show every status message of the session with its time.
    case showMessageLog
    /// Where the next links are tapped: the next source of the platform (docs/contract.md, "Where the link was tapped").
    case nextTapSource
    /// OPEN on the Smart App Banner of the page the browser shows: the app opens with that page's link.
    case openFromBanner
    /// In F6 with `--live`: fetch the site's AASA and assetlinks.json again, and emulate with the new copies.
    case refetchLiveFiles
    /// Alt-M: the app captures the mouse, or leaves it to the terminal to select text.
    case toggleMouseCapture
    case scrollUp
    case scrollDown
    /// Alt-H: forget the links typed, in this run and in the history file.
    case clearHistory
    case previousInput
    case nextInput
    case quit
    // Inside overlays.
    case closeOverlay
    case choose
    case moveUp
    case moveDown
    /// A window's page up and down, and its first and last row.
    case movePageUp
    case movePageDown
    case moveToFirst
    case moveToLast
    case changeLeft
    case changeRight
    case nextField
    case previousField
    /// `/` in a list window: what is typed next narrows the list (`ListFilter`).
    case filterList
    /// Ctrl-F in a window: search its text or list (`WindowSearch`); again, the next match.
    case searchWindow
}
