import LinkLabFormats
import LinkLabReading

/// What differs between the two phones when a link or a push arrives, asked by the link and push engines
/// without testing which phone they emulate. iOS's answers are in `iOS/` (`IOSRules`), Android's in
/// `Android/` (`AndroidRules`); the contract's iOS and Android sections are the source of each.
protocol PlatformRules: Sendable {
    /// Whether an `http` link is verified as an app link (Android, when a filter lists http: A36) rather
    /// than refused (iOS).
    var verifiesHTTPLinks: Bool { get }
    /// Whether a port written in a web link keeps it from the app (iOS: the associated domain names none), or
    /// is left to the phone's own matching (Android: a filter without `android:port` takes any port, and
    /// verification is per host name).
    var portStopsWebLink: Bool { get }
    /// Whether a link holding characters a URL may not hold is percent-encoded whole before the app reads it,
    /// its own `%` signs included (iOS), or handed to the app as written (Android) (docs/contract.md, A14).
    var reencodesInvalidCharacters: Bool { get }
    /// A Chrome `intent:` link: Android's Chrome reads it as an intent; iOS knows no app for the scheme.
    func intentLink(_ engine: LinkEngine, text: String, echo: String, trace: inout Trace) -> LinkEvaluation
    /// The step that passes a web link's scheme.
    func webSchemeStep(_ scheme: String) -> Check
    /// The phone's own verification of a web link whose host was read plainly, then the app's reading of it.
    func webLinkVerdict(_ engine: LinkEngine, _ link: WebLink, trace: inout Trace) -> LinkVerdict
    /// What a web link the app's own checks refused before the phone's becomes.
    func refusedWebLink(_ verdict: LinkVerdict, trace: inout Trace) -> LinkVerdict
    /// Whether a link in the app's custom scheme reaches the app.
    func takesCustomScheme(_ engine: LinkEngine, _ url: LinkParts, trace: inout Trace) -> Bool
    /// The trace step that holds every module's answer to a link.
    func modulesStep(link: String, answers: [ModuleAnswer]) -> Check
    /// The module a push payload is handed to, or nil when none takes it.
    func pushReceiver(_ engine: PushEngine, _ payload: PushPayload, trace: inout Trace) -> ModuleDeclaration?
    /// The first step of a push: the stage it was delivered at, in the words of the service that delivered it.
    func pushStageStep(_ payload: PushPayload, stage: PushStage) -> Check
    /// How the phone delivers a push before any module is asked: Android as Firebase Cloud Messaging does (the
    /// tray, `onMessageReceived`, the notification permission); iOS hands the payload to the app as it is.
    func pushDelivery(_ engine: PushEngine, _ payload: PushPayload, stage: PushStage, running: Bool, trace: inout Trace) -> PushEngine.FCMStep
    /// Whether the app's build launches at all: iOS refuses a development or ad hoc build whose profile has
    /// expired or names another app; an Android app has no such profile.
    func appLaunches(_ engine: LinkEngine, trace: inout Trace) -> Bool

    /// How a decision concludes when nothing opens the link.
    var notOpenedConclusion: Conclusion { get }
    /// How a decision concludes when the browser opens the link.
    func browserConclusion(_ trace: borrowing Trace) -> Conclusion
    /// Whether the phone remembers, per domain, that the customer chose the browser over the app.
    var remembersBrowserChoice: Bool { get }
    /// Whether the browser shows the FI's Smart App Banner.
    var showsSmartAppBanner: Bool { get }
    /// Whether a tap in another app's web view is judged by the source alone, whatever the page.
    var judgesWebViewBySource: Bool { get }
    /// The file of the FI's site that the phone reads (`--live`).
    var liveSiteFile: SiteFile { get }
    /// The release of the phone's system whose rules are emulated, when they differ by release.
    func emulatedRelease(_ configuration: FIConfiguration) -> Int?
    /// The settings only this platform has that decide a step (`push`: the payload the step delivers, if
    /// any), for the settings line of `play`, the quiz and the walkthrough box.
    func decidingSettings(_ configuration: FIConfiguration, push: PushPayload?) -> [PlatformSetting]

    // The app's states in this phone's words (docs/contract.md, "App states" and "App states on Android").
    /// The step saying the app is not installed.
    var appNotInstalled: AppStateFact { get }
    /// The step saying the store installs the app, and how the install concludes.
    var appInstalls: AppStateFact { get }
    var installedConclusion: Conclusion { get }
    /// Why an action that needs the app is refused while it is not installed.
    var notInstalledRefusal: Refusal { get }
    /// The step of a cold start that waited for launch to end (`push`: a tapped notification started it).
    func coldStartQueued(rootTitle: String, push: Bool) -> AppStateFact
    /// The step and the finding of a cold start that dropped the link it was started with.
    func coldStartDropped(rootTitle: String) -> (step: AppStateFact, finding: Finding)
    /// Where the first launch finds a link saved before the install: Google Play's install referrer on
    /// Android; the settings' deferred-link service on iOS.
    var firstLaunchReadsInstallReferrer: Bool { get }
    /// A link the installed app would take, tapped while it is not installed, in this phone's way: true when
    /// the phone's own rules decided it into `transition` (Android: the browser, intents, Google Play).
    func openNotInstalled(_ evaluation: LinkEvaluation, in transition: inout Transition) -> Bool
    /// Whether a module's part of a push's `data` may be its JSON text: FCM's data values are strings (A39).
    var moduleDataMayBeJSONText: Bool { get }
}

/// A web link whose host was read plainly: what the phone's verification is given.
struct WebLink {
    let url: LinkParts
    /// The link as given, for a fix written into it.
    let text: String
    let scheme: String
    /// The host as the link encodes it, and as it was written (for the trace).
    let host: String
    let shownHost: String
    let fragment: String?
    /// The route the fragment carries; the corrected link built from it (`routeFix`) is made only when a
    /// check fails.
    let carried: String?
}

extension Platform {
    /// This phone's rules: the one place the engines ask which phone they emulate.
    var rules: any PlatformRules {
        switch self {
        case .ios: IOSRules()
        case .android: AndroidRules()
        }
    }
}
