import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The settings window's lines (F6): the FI's settings, the prerequisites, the app's state, the platform, the
/// customer's Safari choices, the policies and the live site's files. Key names come from the key table.
extension Wording {
    /// The FI's settings, one a line, names aligned.
    static func settingsLines(_ c: FIConfiguration) -> [String] {
        [
            "urlScheme          \(c.urlScheme)",
            "associated domain  \(c.associatedDomain)  (universalAndAppLinkAssociatedDomain)",
            "targetPageName     \(c.targetPageName)",
            "UUX page           \(c.uuxPage)",
            "app ID             \(c.appID)",
            "modules            \(c.modules.map(\.identifier).joined(separator: ", "))",
        ]
    }

    static func prerequisitesHeading(android: Bool) -> String {
        android ? "Android prerequisites, for this session only:" : "iOS prerequisites, for this session only:"
    }

    /// Under a missing prerequisite: which links it affects and the code they show.
    static func prerequisiteMissing(affectedLinks: String, code: String) -> String { "      missing: \(affectedLinks) show \(code)" }

    static func appOnPhoneHeading(android: Bool) -> String { android ? "The app on this phone:" : "The app on this iPhone:" }
    static let appInstalledRow = "Installed"
    static let appRunningRow = "Running (off: the next link is a cold start)"
    static let platformHeading = "Platform, for this session only:"
    static let androidRow = "Android (App Links, intent filters, assetlinks.json)"
    static let notificationsRow = "Notifications allowed (POST_NOTIFICATIONS, Android 13+)"
    static func androidDetail(package: String, filters: Int) -> String { "        package \(package) · \(filters) intent filters" }
    static let safariChoicesHeading = "The customer chose Safari for (its links open Safari):"

    /// The FI's policies, as the settings window lists them.
    static func policyLines(_ p: Policies) -> [String] {
        [
            "Continuity links while signed out: \(p.moduleLinksWhileSignedOut ? "offered to modules" : "wait for sign-in")",
            "Legacy push delivery (no sender): \(p.legacyPushDelivery ? "on" : "off")",
            "Links on a cold start: \(p.coldStartLinks == .queue ? "queued until launch ends" : "dropped (the bug)")",
        ]
    }

    static let liveSiteHeading = "Live site (--live):"
    static var liveRefetch: String { "\(keyName(.refetchLiveFiles, in: .overlay)) fetches them again." }
}
