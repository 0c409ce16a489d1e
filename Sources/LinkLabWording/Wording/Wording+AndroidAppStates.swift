#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabReading
import LinkLabDeciding
import LinkLabFormats

/// App states on Android, in Android's words (docs/contract.md, "App states on Android"): the browser and
/// intents where iOS says Safari, Google Play and its install referrer where iOS says the App Store and a
/// deferred-link service.
extension Wording {
    /// The short name of an Android app-state step, as `--json` prints it in `steps[].check`.
    static func name(of fact: AndroidAppStateFact) -> StaticString {
        switch fact {
        case .notInstalled: "app installed"
        case .browserOpens, .noActivity: "browser"
        case .referrerStored, .noReferrer, .referrerRead: "install referrer"
        case .installs: "Google Play"
        case .coldStartQueued, .coldStartDropped: "cold start"
        }
    }

    /// The detail of an Android app-state step.
    static func androidAppState<S: WordSink>(_ fact: AndroidAppStateFact, into o: inout S) {
        switch fact {
        case .notInstalled: o += "The app is not installed on this phone, so Android has no activity of it to start."
        case .browserOpens(let link):
            o += "Android gives the App Link to the browser, which opens "; o.user(link, limit: 120); o += " itself: the page on the web, not the app."
        case .noActivity(let scheme):
            o += "No app on the phone has an activity for "; o.user(scheme, limit: 40)
            o += ":// links: the browser's startActivity finds none (ActivityNotFoundException), and nothing happens."
        case .referrerStored(let pending, let package):
            o += "The web page sends the customer to Google Play with "; label(pending, into: &o); o += " in the install referrer: "
            playLink(package: package, pending: pending, into: &o); o += "."
        case .noReferrer(let pending):
            o += "The web page sends the customer to Google Play without an install referrer (android.installReferrer is false), so "
            label(pending, into: &o); o += " is lost at the install."
        case .installs: o += "Google Play installs the app. It has not been opened yet, and nobody is signed in."
        case .referrerRead(let found):
            o += "On its first launch the app reads the install referrer (Google Play Install Referrer API)"
            if let found { o += " and finds "; label(found, into: &o); o += "." } else { o += ": it holds no destination." }
        case .coldStartQueued(let title, let push):
            o += push ? "The app was not running: Android starts it with the tapped notification's intent, it launches to "
                : "The app was not running: Android starts it with the link's intent, it launches to "
            o.user(title)
            o += " first, and the intent waits in a queue until launch ends (coldStartLinks: queue)."
        case .coldStartDropped(let title):
            o += "The app was not running: Android started it with the link's intent while it launched to "; o.user(title)
            o += ", and the app dropped the intent (coldStartLinks: drop)."
        }
    }

    /// `https://play.google.com/store/apps/details?id=PACKAGE&referrer=targetPage%3D%23%2Froute`: the Google Play
    /// link the web page sends the customer to, the destination written as the custom-scheme link's query.
    static func playLink<S: WordSink>(package: String, pending: PendingNavigation, into o: inout S) {
        o += "https://play.google.com/store/apps/details?id="; o.user(package, limit: 120)
        guard let route = pending.route else { return }
        let referrer = PercentEncoding.encode("targetPage=#/" + route, keeping: PercentEncoding.unreserved)
        o += "&referrer="; o.user(referrer, limit: 200)
    }

    /// The sentence of an Android app-state diagnostic.
    static func androidAppStateMessage<S: WordSink>(_ finding: AndroidFinding, into o: inout S) {
        switch finding {
        case .appNotInstalled(let scheme):
            o += "The app is not installed, so no activity on the phone takes a "; o.user(scheme, limit: 40)
            o += ":// link: the browser cannot start one (ActivityNotFoundException), and nothing happens. An App Link would at least show the page on the web."
        case .openedInBrowser(let link):
            o += "The app is not installed, so Android gives "; o.user(link, limit: 120)
            o += " to the browser, which shows it as a web page. The customer needs the app from Google Play to open it there."
        case .installReferrerStored(let pending):
            o += "The web page put "; label(pending, into: &o)
            o += " in the Google Play link's install referrer. After the install, the app's first launch reads it and reaches the landing page and then this page."
        case .installReferrerRead(let pending):
            o += "The app's first launch read "; label(pending, into: &o)
            o += " from Google Play's install referrer: the deferred deep link survived the install."
        case .linkDroppedOnColdStart:
            o.write("The app was closed, and Android started it with the link's intent. The app dropped it, so the customer sees the first screen and nothing else: \"the app was closed and the link did nothing\". The app must keep the intent it was started with (getIntent() in onCreate), not only those that arrive later (onNewIntent), and handle it once launch ends.")
        default: break
        }
    }

    /// The one sentence for an Android app-state decision.
    static func androidAppStateSummary<S: WordSink>(_ conclusion: AndroidAppStateConclusion, into o: inout S) {
        switch conclusion {
        case .openedInBrowser(let referrer):
            o += "The app is not installed: Android opens the page in the browser."
            if referrer { o += " The web page passes the destination to Google Play in the install referrer." }
        case .noActivity(let scheme):
            o += "The app is not installed: no activity takes a "; o.user(scheme, limit: 40); o += ":// link, so nothing happens."
        case .installed: o += "Google Play installs the app; it has not been opened yet."
        }
    }
}
