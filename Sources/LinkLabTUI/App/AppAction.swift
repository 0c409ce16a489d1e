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
    case scrollUp
    case scrollDown
    case previousInput
    case nextInput
    case quit
    // Inside overlays.
    case closeOverlay
    case choose
    case moveUp
    case moveDown
    case changeLeft
    case changeRight
    case nextField
    case previousField
}

/// What the model asks its host to do outside the pure world.
public enum AppEffect: Equatable, Sendable {
    /// Append these decisions to the transcript, if there is one.
    case record([Decision])
    /// Save the whole session history to a file.
    case exportSession
    /// Save a finished quiz's results for the trainer; `questions` counts every question of the quiz.
    case saveQuizResults([QuizResult], questions: Int)
    /// Put this text on the terminal's clipboard (OSC 52).
    case copyToClipboard(String)
    /// Fetch the live site's files again (`--live`) and hand the model the app emulated with them.
    case refetchLiveFiles
    case quit
}

import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
