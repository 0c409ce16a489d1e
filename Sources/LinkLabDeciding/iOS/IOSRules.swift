import LinkLabFormats
import LinkLabReading

/// iOS's answers to `PlatformRules`: Universal Links verified by the associated domain, the entitlement,
/// the provisioning profile and the AASA; a custom scheme registered in Info.plist; pushes targeted by sender.
struct IOSRules: PlatformRules {
    var verifiesHTTPLinks: Bool { false }

    var portStopsWebLink: Bool { true }

    var reencodesInvalidCharacters: Bool { true }

    /// `intent:` is Chrome's syntax on Android: on iOS it is a scheme no app registers. The fix is the link the
    /// intent carries, when it is one the app reads.
    func intentLink(_ engine: LinkEngine, text: String, echo: String, trace: inout Trace) -> LinkEvaluation {
        engine.intentLinkOnIOS(text: text, echo: echo, trace: &trace)
    }

    func webSchemeStep(_ scheme: String) -> Check { .httpsScheme }

    func webLinkVerdict(_ engine: LinkEngine, _ link: WebLink, trace: inout Trace) -> LinkVerdict {
        engine.universalLinkVerdict(link, trace: &trace)
    }

    func refusedWebLink(_ verdict: LinkVerdict, trace: inout Trace) -> LinkVerdict { verdict }

    func takesCustomScheme(_ engine: LinkEngine, _ url: LinkParts, trace: inout Trace) -> Bool {
        engine.schemeRegistered(trace: &trace) && engine.appLaunches(trace: &trace)
    }

    func modulesStep(link: String, answers: [ModuleAnswer]) -> Check { .continuityModules(link: link, answers: answers) }

    func pushReceiver(_ engine: PushEngine, _ payload: PushPayload, trace: inout Trace) -> ModuleDeclaration? {
        engine.iosClaim(payload, trace: &trace)
    }

    func pushStageStep(_ payload: PushPayload, stage: PushStage) -> Check { .stage(stage) }

    func pushDelivery(_ engine: PushEngine, _ payload: PushPayload, stage: PushStage, running: Bool, trace: inout Trace) -> PushEngine.FCMStep {
        .notFCM
    }

    func appLaunches(_ engine: LinkEngine, trace: inout Trace) -> Bool { engine.appLaunches(trace: &trace) }

    var notOpenedConclusion: Conclusion { .notOpened }

    func browserConclusion(_ trace: borrowing Trace) -> Conclusion { .safariOpensPage }

    /// The customer chose Safari for a domain: its links open Safari until they pick the app (docs/contract.md, P10).
    var remembersBrowserChoice: Bool { true }

    var showsSmartAppBanner: Bool { true }

    var judgesWebViewBySource: Bool { false }

    var liveSiteFile: SiteFile { .aasaCDN }

    func emulatedRelease(_ configuration: FIConfiguration) -> Int? { nil }

    /// A build other than the App Store's launches on its own profile and reads `?mode=developer` entries
    /// by its kind (docs/contract.md, "Which build").
    func decidingSettings(_ configuration: FIConfiguration, push: PushPayload?) -> [PlatformSetting] {
        let build = configuration.prerequisites.build
        return build == .appStore ? [] : [.build(build)]
    }
}
