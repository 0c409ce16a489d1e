import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// A quiz built from scenarios: every step marked `"ask": true` becomes a question. The scenarios are
/// played to the end first, so each question carries the engine's decision; answers change nothing.
public struct Quiz: Sendable, Equatable {
    public var questions: [QuizQuestion]

    public init(questions: [QuizQuestion]) { self.questions = questions }

    /// The questions of `scenarios`, each played against its app.
    public init(scenarios: [(Scenario, BankingApp)]) {
        var questions: [QuizQuestion] = []
        for (scenario, app) in scenarios {
            var player = ScenarioPlayer(scenario: scenario)
            var session = ScenarioPlayer.session(for: scenario, app: app)
            while !player.isFinished {
                let before = session.state
                let title = app.screens.screen(id: before.currentScreen)?.title ?? before.currentScreen
                guard let result = player.advance(&session) else { break }
                guard result.step.ask, let event = result.event, let decision = result.decisions.last else { continue }
                var question = Self.question(scenario: scenario, step: result.step.number, event: event, signedIn: before.signedIn,
                                             screenTitle: title, decision: decision, remembered: before.browserDomains.sorted(),
                                             deciding: Self.decidingSettings(decision, before: before.app, configuration: app.configuration)
                                                + (result.settings?.platformSettings ?? []).map(QuizSetting.platform))
                question.appState = before.app
                if case .file = scenario.settings { question.ownFI = app.configuration.name }
                questions.append(question)
            }
        }
        self.questions = questions
    }

    /// The settings that decided this answer where the input alone does not show them, so that the prompt
    /// shows them (docs/contract.md, A32): a cold start's policy, and the tracking settings of the way the
    /// link took.
    static func decidingSettings(_ decision: Decision, before: AppState, configuration: FIConfiguration) -> [QuizSetting] {
        var settings: [QuizSetting] = []
        if before.installed, !before.running, decision.entry != .unrecognized {
            settings.append(.coldStartLinks(configuration.policies.coldStartLinks))
        }
        let paths = configuration.paths
        let hosts = (decision.path?.hops ?? []).compactMap { LinkParts.webHost(ofLink: $0.url) }
        for host in hosts where paths.hasOwnAASA(host) { settings.append(.trackingDomainWithAASA(host)) }
        if hosts.count > 1 || !settings.isEmpty {
            if paths.appResolvesTrackingLinks, hosts.contains(where: paths.hasOwnAASA) { settings.append(.appResolvesTrackingLinks) }
            if paths.serverRedirects == .app, hosts.count > 1 { settings.append(.serverRedirectsToApp) }
        }
        return settings
    }

    static func question(scenario: Scenario, step: Int, event: SessionEvent, signedIn: Bool, screenTitle: String, decision: Decision,
                         remembered: [String] = [], deciding: [QuizSetting] = []) -> QuizQuestion {
        var input: String, isPush: Bool
        switch event {
        case .openLink(let link): (input, isPush) = (link, false)
        case .openLinkFrom(let link, let tap): (input, isPush) = ("\(link)  (\(Wording.tapNote(tap)))", false)
        case .push(let payload, let stage): (input, isPush) = ("\(payload.text)  (\(stage.rawValue))", true)
        default: (input, isPush) = (decision.input, false)
        }
        // What the phone remembers is part of the question: without it, the answer could not be reasoned out (P10).
        if !isPush, !remembered.isEmpty {
            input += "  (" + Wording.rememberedNote(remembered) + ")"
        }
        // So are the settings that decide it (a cold start's policy, a tracking domain's own AASA).
        for setting in deciding { input += "  (" + Wording.quizSettingNote(setting) + ")" }
        // A link the browser opened has a cause to ask for when something went wrong on the way (an error or a
        // warning); the not-installed state's browser page is information only, as before.
        let failed = decision.outcome == .stayed || decision.outcome == .notOpened
            || (decision.outcome == .openedInBrowser && decision.diagnostics.contains { $0.severity != .info })
        let cause = failed ? QuizCauses.cause(of: decision) : nil
        let choices = cause.map { QuizCauses.choices(right: $0, decision: decision, isPush: isPush, seed: scenario.name + "#\(step)") } ?? []
        return QuizQuestion(scenario: scenario.name, file: scenario.file, step: step, input: input, isPush: isPush, signedIn: signedIn,
                            screenTitle: screenTitle, decision: decision, cause: cause, causeChoices: choices)
    }
}

/// The codes a trainee chooses the cause among: the right one and two plausible distractors, chosen
/// deterministically from the codes that explain the same kind of input.
public enum QuizCauses {
    /// Codes that leave the app open on the current screen, for a link.
    static let stayedLinkCodes: [DiagnosticCode] = [
        .unencodedTargetPage, .missingTargetPage, .doubleEncodedTargetPage, .fullURLInTargetPage, .targetPageNotARoute,
        .unknownRoute, .missingRouteFragment, .unclaimedModuleLink, .routeTraversal, .transitionNotAllowed,
    ]
    /// Codes that keep iOS from opening the app, for a link.
    static let notOpenedLinkCodes: [DiagnosticCode] = [
        .wrongAssociatedDomain, .wrongURLScheme, .missingTargetPageName, .schemeNotRegistered,
        .missingAssociatedDomainsEntitlement, .aasaNoMatchingPath, .aasaMissingAppID, .userinfoInLink, .suspiciousHost,
    ]
    /// Codes that send a link to the browser instead of the app (docs/contract.md, "Where the link was tapped").
    static let browserLinkCodes: [DiagnosticCode] = [
        .wrongAssociatedDomain, .missingAssociatedDomainsEntitlement, .aasaNoMatchingPath, .aasaMissingAppID,
        .linkWrapped, .sourceOpensBrowser, .browserRemembered, .wrapperDestinationUnknown,
    ]
    static let pushCodes: [DiagnosticCode] = [
        .pushSenderUnknown, .pushSenderMissing, .pushNotNavigated, .pushPayloadInvalid, .pushStageNoNavigation, .unknownRoute,
    ]

    /// The decision's cause: its first error, else its first warning, else its first code.
    public static func cause(of decision: Decision) -> String? {
        let d = decision.diagnostics
        return (d.first { $0.severity == .error } ?? d.first { $0.severity == .warning } ?? d.first)?.code.rawValue
    }

    /// Three codes in alphabetical order: `right` and the two pool codes that follow it from a
    /// position fixed by `seed`, leaving out any code the decision also has.
    public static func choices(right: String, decision: Decision, isPush: Bool, seed: String) -> [String] {
        let codes = isPush ? pushCodes : decision.outcome == .notOpened ? notOpenedLinkCodes
            : decision.outcome == .openedInBrowser ? browserLinkCodes : stayedLinkCodes
        let pool = codes.map(\.rawValue).filter { $0 != right && !decision.codes.contains($0) }
        guard !pool.isEmpty else { return [right] }
        let start = seed.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % pool.count
        var picked = [right]
        var i = start
        while picked.count < 3, picked.count - 1 < pool.count {
            picked.append(pool[i % pool.count])
            i += 1
        }
        return picked.sorted()
    }
}

/// A setting a quiz question's answer depends on that its input does not show.
public enum QuizSetting: Sendable, Equatable {
    /// `policies.coldStartLinks`, for a link that arrives while the app launches.
    case coldStartLinks(ColdStartLinks)
    /// `tracking.domainsWithAASA` names this host.
    case trackingDomainWithAASA(String)
    /// `tracking.appResolvesTrackingLinks` is true.
    case appResolvesTrackingLinks
    /// `tracking.serverRedirects` is `app`.
    case serverRedirectsToApp
    /// A setting only the platform has: the iOS build, Android's notification permission for a push.
    case platform(PlatformSetting)
}
