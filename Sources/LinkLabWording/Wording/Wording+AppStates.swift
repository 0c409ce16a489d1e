import LinkLabText
import LinkLabReading
import LinkLabDeciding

extension Wording {
    /// The detail of an app-state step: installed, running, the browser and the deferred-link service.
    static func appState<S: WordSink>(_ fact: AppStateFact, into o: inout S) {
        switch fact {
        case .notInstalled: o += "The app is not installed on this iPhone, so iOS has no app to hand the link to."
        case .safariOpens(let link):
            o += "Safari opens "; o.user(link, limit: 120); o += " itself: the page on the web, not the app."
        case .safariCannotOpen(let scheme):
            o += "Safari cannot open the page: no installed app registers "; o.user(scheme, limit: 40); o += "://."
        case .deferredStored(let service, let pending):
            o += "The web page stores "; label(pending, into: &o); o += " with "; serviceName(service, into: &o)
            o += ", then sends the customer to the App Store."
        case .noDeferredService(let pending):
            o += "No deferred-link service is configured (deferredLinks), so "; label(pending, into: &o)
            o += " is lost at the App Store."
        case .installs: o += "The App Store installs the app. It has not been opened yet, and nobody is signed in."
        case .launches(let first, let title):
            o += first ? "The app launches for the first time since it was installed and shows " : "The app launches and shows "
            o.user(title); o += "."
        case .deferredLookup(let service, let found):
            o += "On its first launch the app asks "; serviceName(service, into: &o)
            if let found { o += " and receives "; label(found, into: &o); o += "." } else { o += ": nothing is stored for this device." }
        case .coldStartQueued(let title):
            o += "The app was not running: it launches to "; o.user(title)
            o += " first, and the input waits in a queue until launch ends (coldStartLinks: queue)."
        case .coldStartDropped(let title):
            o += "The app was not running: the link arrived while it launched to "; o.user(title)
            o += ", and the app dropped it (coldStartLinks: drop)."
        case .android(let fact): androidAppState(fact, into: &o)
        }
    }

    /// What a quiz question says about the app's state: empty for an installed, running app.
    /// Where a quiz question starts, in the phone's words: with the app not installed there is no session
    /// to be signed in to and no screen, so only that is said.
    public static func quizSetting(signedIn: Bool, screenTitle: String, appState: AppState) -> String {
        if !appState.installed { return "The app is not installed." }
        return (signedIn ? "Signed in" : "Signed out") + ", on " + DisplayText.sanitize(screenTitle, limit: 80) + "." + appStateNote(appState)
    }

    /// The phone a quiz question is asked on, before its setting: `On iOS:`, `On Android 16:`. The platform
    /// decides as much as the sign-in does (an App Link and a Universal Link differ), so the question says it.
    public static func quizPhone(_ platform: Platform, androidVersion: Int?) -> String {
        switch platform {
        case .ios: "On iOS:"
        case .android: "On Android" + (androidVersion.map { " \($0)" } ?? "") + ":"
        }
    }

    public static func appStateNote(_ state: AppState) -> String {
        if !state.installed { return " The app is not installed." }
        if !state.running { return " The app is not running." }
        return ""
    }

    /// "Branch (links.demo.q2.com)".
    static func serviceName<S: WordSink>(_ service: DeferredLinkService, into o: inout S) {
        o.user(service.service, limit: 80); o += " ("; o.user(service.host, limit: 120); o += ")"
    }

    /// The sentence of an app-state diagnostic.
    static func appStateMessage<S: WordSink>(_ finding: Finding, into o: inout S) {
        switch finding {
        case .appNotInstalled(let scheme, _):
            o += "The app is not installed, and Safari cannot open a "; o.user(scheme, limit: 40)
            o += ":// link: it says the address is invalid. A Universal Link would at least show the page on the web."
        case .pushAppNotInstalled: o += "The app is not installed, so the notification reaches no app and nothing happens."
        case .openedInBrowser(let link):
            o += "The app is not installed, so Safari shows "; o.user(link, limit: 120)
            o += " as a web page. The customer needs the app from the App Store to open it there."
        case .deferredLinkStored(let service, let pending):
            o += "The web page stored "; label(pending, into: &o); o += " with "; serviceName(service, into: &o)
            o += ". After the install, the app's first launch reaches the landing page and then this page."
        case .deferredLinkRestored(let service, let pending):
            o += "The app's first launch received "; label(pending, into: &o); o += " from "; serviceName(service, into: &o)
            o += ": the deferred deep link survived the install."
        case .linkDroppedOnColdStart:
            o.write("The app was closed, and the link arrived while it launched. The app dropped it, so the customer sees the first screen and nothing else: \"the app was closed and the link did nothing\". The app must keep a link that arrives during launch and handle it once launch ends.")
        default: message(finding, on: .ios, into: &o)
        }
    }

    /// The one sentence for an app-state decision.
    static func appStateSummary<S: WordSink>(_ conclusion: Conclusion, into o: inout S) {
        switch conclusion {
        case .openedInBrowser(let stored):
            o += "The app is not installed: Safari shows the page on the web."
            if let stored { o += " The web page stores the destination with "; serviceName(stored, into: &o); o += " before the App Store." }
        case .notInstalledNotOpened(let scheme):
            o += "The app is not installed: Safari cannot open a "; o.user(scheme, limit: 40); o += ":// link."
        case .pushNotInstalled: o += "The app is not installed, so the notification reaches nothing."
        case .installed: o += "The App Store installs the app; it has not been opened yet."
        case .launched(let title): o += "The app launches and shows "; o.user(title); o += "."
        case .deferredLinkAwaitsSignIn(let r, let title):
            o += "First launch: the deferred link "; route(r, into: &o)
            o += " arrives; the app shows the login screen, and after sign-in the landing page, then "; o.user(title); o += "."
        case .droppedOnColdStart(let title):
            o += "The app was not running: it launched to "; o.user(title); o += " and dropped the link."
        case .androidAppState(let conclusion): androidAppStateSummary(conclusion, into: &o)
        default: summary(conclusion, into: &o)
        }
    }
}
