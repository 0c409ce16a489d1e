import LinkLabReading
import LinkLabFormats

/// One check the engine or the session made, as facts: what was looked at and the small typed values it
/// found. Whether it passed travels beside it in `TraceStep`; the words live in `Wording` alone. Facts larger
/// than three strings are `indirect` (here and in `AndroidCheck`), so a step is not as large as the largest.
public enum Check: Sendable, Equatable {
    // Intake (any link).
    case length(bytes: Int, limit: Int)
    case whitespace(removedBytes: Int)
    case emptyInput
    case hiddenCharacters
    case invalidCharacters(InvalidCharacter)
    case unparsable
    case noScheme(expected: String)
    case httpScheme
    case otherScheme(written: String, expected: String)

    // Custom-scheme links.
    case customScheme(String)
    case schemeRegistered(String)
    case customSchemeUserinfo
    case missingSlashes(scheme: String)
    case moduleHost(String)
    case openHost
    case targetPageMisspelled(name: String)
    case routeInFragmentWithoutTargetPage
    case noTargetPage
    case duplicateTargetPage(count: Int)
    case emptyTargetPageRouteInFragment
    case emptyTargetPage
    case fullURLInTargetPage(value: String)
    case doubleEncodedTargetPage(value: String, reencodedByPhone: Bool)
    case targetPageNotARoute(value: String)
    case targetPageBareHashSlash
    case targetPageRoute(String)

    // Universal Links.
    case httpsScheme
    case userinfoHidesHost(realHost: String)
    case hostUnreadable(written: String)
    case noHost
    case suspiciousHost(host: String, HostSuspicion)
    case associatedDomain(host: String, domain: String)
    case entitlement(domain: String)
    case provisioning
    case aasaAppID(String)
    case aasaNoRule(path: String)
    indirect case aasaExcluded(AppSiteAssociation.Rule, at: AASARulePlace)
    indirect case aasaCovers(AppSiteAssociation.Rule, at: AASARulePlace, path: String)
    case aasaTooLarge(bytes: Int)
    /// Which of the partner's own files proved (or disproved) a prerequisite.
    indirect case partnerFile(PartnerFileFact)
    case targetPageName(page: String)
    case targetPageNameCase(path: String, page: String)
    case targetPageNameMissing(path: String, page: String)
    case routeFragment(RouteFragmentShape)

    // Routes and modules.
    case routeSafety(RouteProblem?)
    case routeUnknown(path: String)
    case nativeRoute(path: String, moduleName: String, title: String)
    case uuxRoute(path: String, title: String)
    case builtInDeclines
    case continuityModules(link: String, answers: [ModuleAnswer])

    // The session: sign-in gate, journeys and actions.
    case signInGate(signedIn: Bool)
    case moduleLinkPolicy(whileSignedOut: Bool)
    case pendingStored(PendingNavigation)
    indirect case pendingReplaces(PendingNavigation, old: PendingNavigation)
    case journey(JourneyStep)
    case signsIn
    case landingPage(pending: PendingNavigation?)
    case replayLink
    case replayRoute(PendingNavigation)
    case cancelsSignIn
    case pendingDiscarded(PendingNavigation?)
    case signsOut
    case closesModuleContent(module: String)
    case transition(Refusal)
    case noSignInNeeded(title: String)
    /// Installed or not, running or not, and the deferred-link service (docs/contract.md, "App states").
    indirect case appState(AppStateFact)

    // Push notifications.
    case stage(PushStage)
    case payloadNotObject(kind: JSONKind)
    case aps
    case noSender
    case legacyDelivery(LegacyDelivery)
    case senderUnknown(sender: String, declared: [String])
    case senderMatches(sender: String, module: String)
    case senderNotString(kind: JSONKind)
    case ownPayload(PayloadProblem, module: String, key: String)
    case ownRoute(module: String, key: String, route: String)
    case navigateTo(module: String, route: String, stage: PushStage)

    /// A check made only on Android.
    case android(AndroidCheck)
}

/// Why a link's text cannot be a URL as written.
public enum InvalidCharacter: Sendable, Equatable {
    case space(at: Int)
    case nonASCII(Unicode.Scalar, at: Int)
    case other(Unicode.Scalar, at: Int)
    case strayPercent
}

/// What one of the partner's own files says about a prerequisite.
public enum PartnerFileFact: Sendable, Equatable {
    /// Info.plist's `CFBundleURLSchemes`, all of them, for the FI's `scheme`.
    case infoPlist(file: String, scheme: String, schemes: [String])
    /// The entitlements file's `applinks:` entry that covers `domain`, or nil when none does.
    case entitlements(file: String, domain: String, entry: String?)
    /// The provisioning profile's Associated Domains capability; `wildcard` when it grants `*`.
    case provisioningProfile(file: String, domain: String, wildcard: Bool)
    /// Whether iOS launches a development or ad hoc `build` signed with the profile: in date, and for `appID`.
    case profileLaunch(file: String, build: IOSBuild, appID: String)
    /// The AASA file the rules were read from.
    case aasaFile(file: String)
    /// The settings file named no file or flag for the prerequisite, so it holds by default for this FI:
    /// `value` is the FI's own scheme, `applinks:` domain, or app ID and page name.
    case byDefault(Prerequisite, settingsFile: String, value: String)
    /// Android: the settings file gave no `assetlinks.json` (`android.assetLinks` or `assetLinksFile`), so the
    /// site's file is one that vouches for `package` signed with `fingerprints`.
    case assetLinksByDefault(settingsFile: String, package: String, fingerprints: [String])
    /// `--live`: the site's file the phone really uses, where it came from and when it was fetched.
    case liveFile(LiveFileOrigin)
}

/// The shape of a Universal Link's fragment.
public enum RouteFragmentShape: Sendable, Equatable {
    case route
    case missing
    case notARoute
}

/// Why a route is refused before it is resolved.
public enum RouteProblem: Sendable, Equatable {
    case hiddenCharacters
    case traversal
}

/// One continuity module's answer to a link: claimed (true), declined (false) or no decision (nil).
public struct ModuleAnswer: Sendable, Equatable {
    public var module: String
    public var answer: Bool?

    public init(module: String, answer: Bool?) {
        self.module = module
        self.answer = answer
    }
}

/// A session action refused because the current state does not allow it.
public enum Refusal: Sendable, Equatable {
    case alreadySignedIn
    case nobodySigningIn
    case nobodySignedIn
    case nothingToGoBackTo(title: String)
    case screenNotAllowed(title: String)
    /// The App Store cannot install an app that is already installed.
    case alreadyInstalled
    /// An app that is not installed cannot launch or be used.
    case notInstalled
    /// The same on Android, where the app comes from Google Play.
    case notInstalledOnAndroid
    /// The app is already running, so it cannot launch.
    case alreadyRunning
    /// The app is not running, so nobody can tap in it: launch it first.
    case notRunning
}

/// What became of a push with no sender when legacy delivery is considered.
public enum LegacyDelivery: Sendable, Equatable {
    case off
    case noModuleFindsItsPayload
    case handedTo(module: String)
}

/// Where a module's own part of a push payload is missing or of the wrong kind.
public enum PayloadProblem: Sendable, Equatable {
    case topLevelRoute
    case noData
    case dataNotObject(kind: JSONKind)
    case noOwnEntry
    case ownNotObject(kind: JSONKind)
    /// On Android, `data.<payloadKey>` is a string (as FCM requires) that is not a JSON object's text.
    case ownTextNotObject
    case noRoute
    /// `kind` is nil when the route is an empty string.
    case routeNotUsable(kind: JSONKind?)
}

extension Check {
    /// The live file a `--live` decision was emulated with, on the one step that names it; nil on every other.
    public var liveOrigin: LiveFileOrigin? {
        switch self {
        case .partnerFile(let file):
            if case .liveFile(let origin) = file { return origin }
            return nil
        default: return nil
        }
    }
}
