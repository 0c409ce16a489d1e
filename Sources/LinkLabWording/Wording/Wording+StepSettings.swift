import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// What decided a scenario step besides its input, in one short line: `iOS · signed in · app running ·
/// from safari, page /offers`. `play`, the quiz and the walkthrough box print it under each step.
extension Wording {
    /// The step's settings, parts joined by ` · `, every part a fact from `StepSettings`.
    public static func stepSettings(_ s: StepSettings) -> String {
        var parts: [String] = []
        switch s.platform {
        case .ios: parts.append("iOS")
        case .android: parts.append(s.androidVersion.map { "Android \($0)" } ?? "Android")
        }
        parts.append(s.signedIn ? "signed in" : "signed out")
        if !s.app.installed {
            parts.append("app not installed")
        } else if !s.app.running {
            parts.append("app not running (cold start: \(s.coldStartLinks == .queue ? "links queued" : "links dropped"))")
        } else {
            parts.append("app running")
        }
        if let tap = s.tap {
            var from = "from " + tap.source.rawValue
            if let page = tap.page { from += ", page " + DisplayText.sanitize(page, limit: 120) }
            if let to = tap.redirectsTo { from += ", redirects to " + DisplayText.sanitize(to, limit: 120) }
            parts.append(from)
        }
        parts += s.platformSettings.map(platformSetting)
        if !s.browserDomains.isEmpty {
            let browser = s.platform == .android ? "Chrome" : "Safari"
            parts.append("\(browser) chosen for " + s.browserDomains.map { DisplayText.sanitize($0, limit: 80) }.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    /// A setting only one platform has: "development build", "notifications denied".
    public static func platformSetting(_ setting: PlatformSetting) -> String {
        switch setting {
        case .build(.appStore): "App Store build"
        case .build(.development): "development build"
        case .build(.adHoc): "ad hoc build"
        case .notificationPermission(.granted): "notifications allowed"
        case .notificationPermission(.denied): "notifications denied"
        }
    }

    /// The label before the settings in `play`'s text: the settings line reads `with iOS · signed in · …`.
    public static let stepSettingsLabel = "with "
}
