import LinkLabFormats
import LinkLabReading

/// What decides a scenario step besides its input, read from the session just before the step: the phone,
/// the sign-in, the app's state, where a link was tapped and the domains the customer chose Safari for
/// (docs/contract.md, "App states" and "Where the link was tapped"). Two steps with the same link and
/// different outcomes differ here; `play`, the quiz and the walkthrough box all show it.
public struct StepSettings: Sendable, Equatable {
    public var platform: Platform
    /// The Android release emulated, on Android.
    public var androidVersion: Int?
    public var signedIn: Bool
    public var app: AppState
    /// What the app does with a link that arrives while it launches, shown only while the app is not running.
    public var coldStartLinks: ColdStartLinks
    /// Where the link was tapped, for a step that opens a link; nil for any other step.
    public var tap: Tap?
    /// The domains whose links open Safari because the customer chose it there (P10), sorted.
    public var browserDomains: [String]
    /// The settings only the platform has that decide this step: an iOS build other than the App Store's,
    /// Android's notification permission for an FCM notification message.
    public var platformSettings: [PlatformSetting]

    public init(platform: Platform, androidVersion: Int? = nil, signedIn: Bool, app: AppState = AppState(),
                coldStartLinks: ColdStartLinks = .queue, tap: Tap? = nil, browserDomains: [String] = [],
                platformSettings: [PlatformSetting] = []) {
        self.platform = platform
        self.androidVersion = androidVersion
        self.signedIn = signedIn
        self.app = app
        self.coldStartLinks = coldStartLinks
        self.tap = tap
        self.browserDomains = browserDomains
        self.platformSettings = platformSettings
    }

    /// The settings `event` is decided with in `session` as it stands.
    public init(_ event: SessionEvent?, in session: Session) {
        let configuration = session.app.configuration
        let state = session.state
        let tap: Tap? = switch event {
        case .openLink?: state.tap
        case .openLinkFrom(_, let tap)?: tap
        default: nil
        }
        let push: PushPayload? = if case .push(let payload, _)? = event { payload } else { nil }
        self.init(platform: configuration.platform,
                  androidVersion: configuration.platform.rules.emulatedRelease(configuration),
                  signedIn: state.signedIn, app: state.app, coldStartLinks: configuration.policies.coldStartLinks,
                  tap: tap, browserDomains: state.browserDomains.sorted(),
                  platformSettings: configuration.platform.rules.decidingSettings(configuration, push: push))
    }
}

/// A setting only one platform has, when it decides a step.
public enum PlatformSetting: Sendable, Equatable {
    /// The iOS build the customer runs, when it is not the App Store's.
    case build(IOSBuild)
    /// Whether the customer allowed the app's notifications (Android 13 and later).
    case notificationPermission(NotificationPermission)
}
