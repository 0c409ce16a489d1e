import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The status line's parts and the empty decisions pane's words.
/// Key names come from the key table.
extension Wording {
    static var statusAppNotInstalled: String { "App not installed" }
    static var statusLoginScreen: String { "Login screen (no route)" }
    static var statusAppNotRunning: String { "App not running" }
    static func statusModule(_ module: String) -> String { "Module: \(module)" }
    static func statusSignedIn(_ signedIn: Bool) -> String { signedIn ? "Signed in" : "Signed out" }
    static func statusPending(_ label: String) -> String { "Pending: \(label)" }
    static func statusMissing(_ count: Int) -> String { "\(count) prerequisite\(count == 1 ? "" : "s") missing" }

    /// The decisions pane before anything happened; `signedIn` nil when nobody can sign in or out.
    static func decisionsIntro(signedIn: Bool?) -> [String] {
        let signInKey = keyName(.signInOrOut)
        let signing = switch signedIn {
        case nil: ""
        case true?: " \(signInKey) signs out, to see a link stored until sign-in."
        case false?: " Signed out, a link waits for sign-in: \(signInKey) signs in, and it opens."
        }
        return [
            "Nothing yet. Type or paste a link below and press \(keyName(.openLink)).",
            "",
            "\(keyName(.showLinkLibrary)) lists example links, valid and broken. \(keyName(.showPushComposer)) sends a push notification."
                + signing,
        ]
    }
}
