import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// A status-line notice the app posts, as facts; `Wording.text(of:)` words it when it is shown.
public enum Notice: Sendable, Equatable {
    /// Sign-in's replay holds on the landing page; nil: the stored link's words are too long to name.
    case replaying(String?)
    /// What F11 copied, and the system's clipboard tool that took it too (nil: only OSC 52 was sent).
    case copied(Copied, tool: String?)
    case nothingToCopy
    case liveFilesRefetched
    case liveFilesRefetchFailed
    case liveRefetchNeedsLive
    case fetchingLiveFiles
    /// A link is in the input line; `signOutFirst` when it is meant for a signed-out phone.
    case pressEnterToOpen(signOutFirst: Bool)
    case platformSwitched(Platform)
    /// F6's Android row for POST_NOTIFICATIONS changed (docs/contract.md, "FCM delivery on Android").
    case notificationPermission(granted: Bool)
    case prerequisiteRestored(title: String)
    case prerequisiteMissing(affectedLinks: String, code: String)
    case appStopped
    case appUninstalled(Platform)
    case noQuiz
    /// Links are tapped from here now (the words of `Wording.tapLabel`).
    case tapSource(Tap, Platform)
    case browserClosed
    case noBannerPage
    case noBanner(Platform)
    case bannerSaysView
    case choseSafari(domain: String)
    case forgotSafari(domain: String)
    case noLinkForVariants
    case noRouteForVariants
    case walkthroughStarted
    case noWalkthroughPlaying
    case walkthroughOver
    case walkthroughAtStart
    case walkthroughBackTo(step: Int, of: Int)
    case walkthroughLeft
    case noWalkthroughs
    case typeLinkFirst
    /// The locale is not UTF-8: borders and marks are drawn in ASCII.
    case plainLocale
    /// Alt-H forgot the links typed; `kept`: the history file was emptied too.
    case historyCleared(kept: Bool)
    /// Alt-M: whether the app captures the mouse now.
    case mouseCapture(Bool)
    /// Ctrl-F's prompt, and what it found for the query typed.
    case searchPrompt
    case searchFound(String)
    case searchNotFound(String)
    /// Ctrl-F inside a window: its prompt, and what it found.
    case windowSearchPrompt
    case windowSearchFound(String)
    case windowSearchNotFound(String)

    /// What F11 copied.
    public enum Copied: Sendable, Equatable {
        case correctedPayload, correctedLink, linkWhoseFixFails, link
    }
}
