import LinkLabFormats
import LinkLabReading

/// Android's answers to `PlatformRules`: App Links verified per host by the statement list, http links
/// too; a custom scheme taken by an intent filter; pushes claimed by the modules' payload keys.
struct AndroidRules: PlatformRules {
    var verifiesHTTPLinks: Bool { true }

    /// AOSP's `IntentFilter.matchData` checks a port only against a filter's `android:port`, and
    /// `DomainVerificationService` approves a host by its name alone (docs/contract.md, A34).
    var portStopsWebLink: Bool { false }

    var reencodesInvalidCharacters: Bool { false }

    func intentLink(_ engine: LinkEngine, text: String, echo: String, trace: inout Trace) -> LinkEvaluation {
        engine.chromeIntentLink(text: text, echo: echo, trace: &trace)
    }

    func webSchemeStep(_ scheme: String) -> Check { .android(.appLinkScheme(scheme)) }

    func webLinkVerdict(_ engine: LinkEngine, _ link: WebLink, trace: inout Trace) -> LinkVerdict {
        engine.appLinkVerdict(link.url, scheme: link.scheme, host: link.host, shownHost: link.shownHost, fragment: link.fragment,
                              carried: link.carried, trace: &trace)
    }

    /// An https link is never "not opened" on Android: Android gives it to an app or to the browser
    /// (docs/contract.md, "What Android decides, what the app does"). A link the app's own checks refuse
    /// before Android's is one no filter of the app takes, so the browser opens it.
    func refusedWebLink(_ verdict: LinkVerdict, trace: inout Trace) -> LinkVerdict {
        guard verdict == .notOpened else { return verdict }
        trace.fail(.android(.androidDecides(app: false)))
        return .openedInBrowser
    }

    func takesCustomScheme(_ engine: LinkEngine, _ url: LinkParts, trace: inout Trace) -> Bool {
        engine.androidTakesCustomScheme(url, trace: &trace)
    }

    /// The same modules are `LifecycleModule`s receiving a new intent, with the same claim rules.
    func modulesStep(link: String, answers: [ModuleAnswer]) -> Check { .android(.lifecycleModules(link: link, answers: answers)) }

    func pushReceiver(_ engine: PushEngine, _ payload: PushPayload, trace: inout Trace) -> ModuleDeclaration? {
        engine.androidClaim(payload, trace: &trace)
    }

    /// An FCM message's stage is said in FCM's words: at the silent stage a notification waits in the tray.
    func pushStageStep(_ payload: PushPayload, stage: PushStage) -> Check {
        payload.fcm != .notFCM ? .android(.fcmStage(stage)) : .stage(stage)
    }

    func pushDelivery(_ engine: PushEngine, _ payload: PushPayload, stage: PushStage, running: Bool, trace: inout Trace) -> PushEngine.FCMStep {
        engine.fcmDelivery(payload, stage: stage, running: running, trace: &trace)
    }

    func appLaunches(_ engine: LinkEngine, trace: inout Trace) -> Bool { true }

    var notOpenedConclusion: Conclusion { .notOpenedOnAndroid }

    func browserConclusion(_ trace: borrowing Trace) -> Conclusion { .appLinkInBrowser(chooser: trace.has(.appLinkChooser)) }

    var remembersBrowserChoice: Bool { false }

    var showsSmartAppBanner: Bool { false }

    /// A WebView keeps the page, whatever the link (docs/contract.md, P7).
    var judgesWebViewBySource: Bool { true }

    var liveSiteFile: SiteFile { .assetLinks }

    func emulatedRelease(_ configuration: FIConfiguration) -> Int? { configuration.android.version }

    /// FCM posts a notification message only with the permission, asked for from Android 13
    /// (docs/contract.md, "FCM delivery on Android"); Q2's own payload and a data message do not ask for it.
    func decidingSettings(_ configuration: FIConfiguration, push: PushPayload?) -> [PlatformSetting] {
        guard case .message(let message)? = push?.fcm, message.kind == .notification,
              configuration.android.version >= NotificationPermission.firstAskedIn else { return [] }
        return [.notificationPermission(configuration.android.notificationPermission)]
    }
}
