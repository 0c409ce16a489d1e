import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The phone pane's words: the phone's status bar, the home screen when the app is absent, and the
/// app's own screens around the FI's copy (which comes from `screens/`, not from here).
extension Wording {
    /// The phone's status bar: whether the customer is signed in.
    static func phoneSignedIn(_ signedIn: Bool) -> String { signedIn ? "● signed in" : "○ signed out" }

    /// The phone's status bar with no app in front.
    static let phoneHomeScreen = " Home screen"

    /// The phone's home screen when the FI's app is not installed, or installed but not running: a heading,
    /// what a link does now, and how to change it.
    static func appAbsent(name: String, installed: Bool, android: Bool) -> (heading: String, effect: String, remedy: String) {
        let settings = keyName(.showConfiguration)
        guard installed else {
            return ("The \(name) app is not installed on this phone.",
                    android ? "An App Link opens its web page in the browser; a custom-scheme link finds no app to open it."
                        : "A Universal Link opens its web page in the browser; a custom-scheme link cannot open.",
                    android ? "\(settings) → Installed: Google Play installs it." : "\(settings) → Installed: the App Store installs it.")
        }
        return ("The \(name) app is closed.",
                "The next link or tapped push launches it: a cold start.",
                "\(settings) → Running: launch it now.")
    }

    /// The nav bar's back button.
    static let phoneBack = " ‹ Back"

    /// A continuity module in front: what it did, and how to close it.
    static func moduleClaimed(_ module: String) -> String { "\(module) claimed the link and shows its own content." }

    static func moduleCloses(showing beneath: String) -> String {
        "\(keyName(.backOrCancelSignIn)) closes it and shows \(beneath) again."
    }

    /// The screen's footer: who draws it.
    static func drawnBy(owner: String) -> String {
        let who = switch owner {
        case Screen.uuxOwner: "UUX web page"
        case Screen.appOwner: "app shell"
        default: "native: \(owner)"
        }
        return "drawn by: \(who)"
    }

    /// The login screen's fields and button.
    static let loginIDField = " Login ID  ["
    static let passwordField = " Password  ["
    static var signInButton: String { "[  Sign in · \(keyName(.signInOrOut))  ]" }

    /// The login screen: the link that waits for sign-in.
    static func afterSignIn(_ label: String) -> String { "After sign-in: \(label)" }

    /// The browser's name, as its status bar and footer show it.
    static func browserName(safari: Bool) -> String { safari ? "Safari" : "Chrome" }

    /// The Smart App Banner's button: OPEN, or VIEW (the store) when the app is not installed.
    static func bannerButton(installed: Bool) -> String { installed ? "[ OPEN ]" : "[ VIEW ]" }

    /// Under the banner: which key taps it, or where the app comes from.
    static func bannerHint(installed: Bool, safari: Bool) -> String {
        if installed { return "\(keyName(.openLink)) or \(keyName(.openFromBanner)) taps OPEN" }
        return (safari ? "The App Store" : "Google Play") + ": \(keyName(.showConfiguration)) installs"
    }

    static let chromeHasNoBanner = "Chrome shows no Smart App Banner."

    /// P10: the phone remembers the customer chose Safari for this domain.
    static let browserRemembered = "You once chose Safari for this site, so its links open here."

    /// The page's heading: the FI's site, or another's host.
    static func pageHeading(name: String, onFI: Bool, host: String) -> String { onFI ? "\(name) online banking" : host }

    /// What the page shows: the route after signing in on the web, the sign-in page, or someone else's page.
    static func pageBody(route: String?, onFI: Bool) -> String {
        if let route, onFI { return "The website shows #/\(route) after signing in on the web." }
        return onFI ? "The website's sign-in page." : "A web page, not the app."
    }

    /// The browser's footer: its name, and (outside a walkthrough) how to go back to the app.
    static func browserFooter(safari: Bool, inWalkthrough: Bool) -> String {
        browserName(safari: safari) + (inWalkthrough ? "" : " · \(keyName(.clearInput)): back to the app")
    }
}
