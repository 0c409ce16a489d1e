import LinkLabText
import LinkLabDeciding

extension Wording {
    /// The one sentence that sums up a decision.
    public static func summary<S: WordSink>(_ conclusion: Conclusion, into o: inout S) {
        switch conclusion {
        case .notOpened: o += "iOS would not open the app for this link."
        case .notOpenedOnAndroid: o += "Android would not open the app for this link."
        case .appLinkInBrowser(let chooser):
            o += chooser
                ? "Android asks which app should open this link; unless the customer picks the app, its web page opens in the browser."
                : "Android opens this link's web page in the browser, not the app."
        case .safariOpensPage: o += "iOS does not give this link to the app, so Safari opens its web page."
        case .path(let conclusion): path(conclusion, into: &o)
        case .stayed(let title): o += "The app opens but stays on the current screen ("; o.user(title); o += ")."
        case .deferredRoute(let r, let title):
            o += "Signed out: the app keeps "; route(r, into: &o)
            o += " and shows the login screen; after sign-in it shows the landing page, then "; o.user(title); o += "."
        case .navigated(let title, let r, let handler, let module):
            o += "The app shows "; o.user(title); o += " ("; route(r, into: &o); o += "), drawn by "
            if handler == .native { o += "the native module "; o.user(module ?? "") } else { o += "the UUX web page" }
            o += "."
        case .deferredModuleLink(let name):
            o += "Signed out: the app keeps the link for "; o.user(name)
            o += " and shows the login screen; after sign-in the module is offered it again."
        case .claimed(let name, let module):
            o.user(name); o += " ("; o.user(module); o += ") claimed the link and handles it itself."
        case .signedIn(let title): o += "Signed in: the app shows the landing page ("; o.user(title); o += ")."
        case .replayed(let inner): o += "Replayed after sign-in: "; summary(inner, into: &o)
        case .replayUnresolved(let pending):
            o += "The stored "; label(pending, into: &o); o += " no longer resolves, so the app stays on the landing page."
        case .replayNavigated(let title, let pending):
            o += "Replayed after sign-in: the app shows "; o.user(title); o += " ("; label(pending, into: &o); o += ")."
        case .signInCancelled(let pending):
            if let pending {
                o += "Sign-in cancelled: the stored "; label(pending, into: &o); o += " is discarded and the login screen stays."
            } else {
                o += "Sign-in cancelled: nothing was stored, and the login screen stays."
            }
        case .signedOut: o += "Signed out: the app shows the login screen."
        case .backClosesModule(let module, let title):
            o += "Back: "; o.user(module); o += " closes its content; "; o.user(title); o += " shows."
        case .back(let title): o += "Back: the app shows "; o.user(title); o += "."
        case .refused(let refusal): Wording.refusal(refusal, into: &o)
        case .pushUnreadable: o += "No module can read this notification; nothing happens."
        case .pushReachesNoModule: o += "The notification reaches no module, so nothing happens."
        case .pushNoOwnRoute(let name): o.user(name); o += " finds no route of its own in the notification, so nothing happens."
        case .pushDeliveredNotTapped(let name, let stage):
            o += "Delivered to "; o.user(name); o += " ("; o.write(stage.rawValue); o += "); only a tap would navigate."
        case .pushRouteRefused: o += "The route is refused; the app stays on the current screen."
        case .pushUnknownRoute(let r): o += "The app does not know "; route(r, into: &o); o += ", so it stays on the current screen."
        case .pushDeferred(let title, let r):
            o += "Signed out: "; o.user(title); o += " needs sign-in, so the app keeps "; route(r, into: &o); o += " and shows the login screen."
        case .pushNavigated(let name, let title, let r):
            o += "Tapped: "; o.user(name); o += " navigates to "; o.user(title); o += " ("; route(r, into: &o); o += ")."
        case .appDoesNotLaunch(let build):
            o += "iOS does not launch this "; buildName(build, into: &o); o += " of the app, so nothing opens."
        case .openedInBrowser, .notInstalledNotOpened, .pushNotInstalled, .installed, .launched,
             .deferredLinkAwaitsSignIn, .droppedOnColdStart, .androidAppState:
            appStateSummary(conclusion, into: &o)
        case .androidPush(.refused): o += "FCM refuses the message, so nothing reaches the phone."
        case .androidPush(.notShown(let kind)):
            o += kind == .notification
                ? "Notifications are not allowed for the app, so Android shows nothing and nothing opens."
                : "The data message reaches the app, but notifications are not allowed, so nothing is shown to tap."
        case .androidPush(.inTray): o += "The notification waits in the tray; only a tap would open the app."

        }
    }
}
