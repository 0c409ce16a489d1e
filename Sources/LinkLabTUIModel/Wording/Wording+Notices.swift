import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The status line's notices, worded from their facts (`Notice`). Key names come from the key table.
extension Wording {
    /// The words of a notice.
    /// What F11 copied, as the copy notices name it.
    static func copiedWords(_ what: Notice.Copied) -> String {
        switch what {
        case .correctedPayload: "the corrected payload"
        case .correctedLink: "the corrected link"
        case .linkWhoseFixFails: "the link (fix fails here)"
        case .link: "the link"
        }
    }

    static func text(of notice: Notice) -> String {
        switch notice {
        case .replaying(let label?): "Landing page reached; replaying \(label)…"
        case .replaying(nil): "Landing page reached; replaying the stored link…"
        // OSC 52 is never answered: the words say it was sent, not that it arrived.
        case .copied(let what, nil): "Sent \(copiedWords(what)) as OSC 52: copied if the terminal allows it."
        case .copied(let what, let tool?): "Copied \(copiedWords(what)) with \(tool), and sent it as OSC 52."
        case .nothingToCopy: "Nothing to copy yet: open a link first."
        case .searchPrompt: "Search the decisions: type a word; \(keyName(.openLink)) finds the next, Esc goes back."
        case .searchFound(let query): "Found \"\(query)\": \(keyName(.openLink)) or \(keyName(.searchDecisions)) for the next, Esc goes back."
        case .searchNotFound(let query): "No decision line holds \"\(query)\". Esc goes back."
        case .windowSearchPrompt: "Search this window: type a word; \(keyName(.choose, in: .overlay)) finds the next, Esc goes back."
        case .windowSearchFound(let query):
            "Found \"\(query)\": \(keyName(.choose, in: .overlay)) or \(keyName(.searchWindow, in: .overlay)) for the next, Esc goes back."
        case .windowSearchNotFound(let query): "No line of this window holds \"\(query)\". Esc goes back."
        case .mouseCapture(true): "Mouse on: clicks and the wheel go to LinkLab. \(keyName(.toggleMouseCapture)) gives them back."
        case .mouseCapture(false): "Mouse off: the terminal selects text. \(keyName(.toggleMouseCapture)) turns it on."
        case .historyCleared(true): "History cleared: the links you typed are forgotten, here and on disk."
        case .historyCleared(false): "History cleared: the links you typed in this run are forgotten."
        case .plainLocale: "Drawn in ASCII: the locale is not UTF-8. LANG=C.UTF-8 shows more."
        case .liveFilesRefetched: "Fetched the live site's files again; \(keyName(.showConfiguration)) says when."
        case .liveFilesRefetchFailed: "Could not fetch the live files; the old ones stay (\(keyName(.showMessageLog)): why)."
        case .liveRefetchNeedsLive:
            "\(keyName(.refetchLiveFiles, in: .overlay)) fetches the live site's files again: start linklab with --live."
        case .fetchingLiveFiles: "Fetching the live site's files again…"
        case .pressEnterToOpen(let signOutFirst):
            signOutFirst ? "Sign out (\(keyName(.signInOrOut))), then press \(keyName(.openLink)) to open the link."
                : "Press \(keyName(.openLink)) to open the link."
        case .platformSwitched(let platform):
            platform == .android ? "Platform: Android. Links now go through intent filters and assetlinks.json." : "Platform: iOS."
        case .notificationPermission(let granted):
            granted ? "Notifications allowed: FCM notifications show in the tray again."
                : "Notifications denied: on Android 13+ FCM notifications are not shown."
        case .prerequisiteRestored(let title): "Restored: \(title)."
        case .prerequisiteMissing(let links, let code): "Missing now: \(links) show \(code)."
        case .appStopped: "The app is not running: the next link arrives during a cold start."
        case .appUninstalled(let platform):
            platform == .android ? "Not installed: App Links open in the browser; custom-scheme links find no app."
                : "Not installed: Universal Links open in Safari, custom-scheme links fail."
        case .noQuiz: "No quiz found: mark steps \"ask\": true in the scenarios of --scenarios DIR."
        case .tapSource(let tap, let platform):
            "Tapped from: \(tapLabel(tap, platform: platform)). \(keyName(.nextTapSource)) changes it."
        case .browserClosed: "Back to the app: the browser page is closed."
        case .noBannerPage: "No web page shows: OPEN is on a page's Smart App Banner."
        case .noBanner(let platform):
            platform == .android ? "Chrome shows no Smart App Banner: open the app yourself."
                : "This page has no Smart App Banner: the settings give no appStoreID."
        case .bannerSaysView: "The banner says VIEW (the App Store). \(keyName(.showConfiguration)) → Installed installs the app."
        case .choseSafari(let name): "Chose Safari for \(name): its links open Safari."
        case .forgotSafari(let name): "Forgot the choice: \(name) links open the app again."
        case .noLinkForVariants:
            "Type a link first, or open one: \(keyName(.showVariants, spelledOut: true)) shows its broken forms."
        case .noRouteForVariants: "That link carries no route, so it has no variants to show."
        case .walkthroughStarted:
            "Walkthrough: \(keyName(.openLink)) (or \(keyName(.nextStep))) steps, \(keyName(.previousStep, spelledOut: true)) steps back, "
                + "\(keyName(.clearInput)) leaves."
        case .noWalkthroughPlaying: "No walkthrough is playing. \(keyName(.showWalkthroughs)) picks one."
        case .walkthroughOver:
            "The walkthrough is over. \(keyName(.clearInput)) returns to your session; \(keyName(.showWalkthroughs)) starts another."
        case .walkthroughAtStart: "This is the start of the walkthrough."
        case .walkthroughBackTo(let step, let total):
            step == 0 ? "Back to the start: \(keyName(.openLink)) plays step 1." : "Back to step \(step) of \(total), replayed from the start."
        case .walkthroughLeft: "Left the walkthrough; your session is back."
        case .noWalkthroughs: "No walkthroughs found: give a folder of scenario files with --scenarios DIR."
        case .typeLinkFirst: "Type or paste a link first. \(keyName(.showLinkLibrary)) lists examples."
        }
    }

    /// Where links are tapped, in words, for the status message: "Safari, a page on demo.q2.com".
    static func tapLabel(_ tap: Tap, platform: Platform) -> String {
        let site = tap.page.map { "a page on " + AppModel.shortDomain(tap.pageHost ?? $0) }
        switch tap.source {
        case .app: return platform == .android ? "another app (ACTION_VIEW)" : "another app (Mail, Messages)"
        case .safari: return "Safari, " + (site ?? "a page on another site")
        case .typed: return platform == .android ? "typed into Chrome's address bar" : "typed into Safari's address bar"
        case .script: return "a page's script, with no tap"
        case .webView: return "a web view, " + (site ?? "another site's page")
        case .qr: return "the Camera's QR code banner"
        case .chrome: return "Chrome, a tap on a page"
        case .customTab: return "a Chrome Custom Tab"
        case .banner: return "OPEN on Safari's Smart App Banner"
        }
    }

    /// A walkthrough's narration before its first step, when the scenario gives no description.
    static var walkthroughNoDescription: String { "This walkthrough has no description." }
}
