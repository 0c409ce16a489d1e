#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading

/// A problem found on the way, as facts. Its stable code and severity follow from the case; its
/// sentence is worded by `Wording` only when something prints or draws it. Its rare large facts are `indirect`
/// (here, in `PathFinding` and in `Fix`), so a diagnostic is not as large as the largest.
public enum Finding: Sendable, Equatable {
    // Intake.
    case inputTooLong(bytes: Int)
    case whitespaceTrimmed
    /// The link fails as copied, but works without the punctuation, brackets or quotes copied with it.
    case copyArtefact(CopyArtefact)
    case emptyInput
    case hiddenCharactersInLink
    case invalidCharacters(InvalidCharacter)
    case notALink
    case noScheme(expected: String)
    case httpScheme
    case wrongScheme(written: String, expected: String, appName: String)
    /// A Chrome `intent:` link on iOS, which has no intents: a scheme no app registers.
    case intentLinkOnIOS

    // Custom-scheme links.
    case schemeNotRegistered(String)
    case customSchemeUserinfo
    case missingSlashes(scheme: String)
    case unclaimedModuleLink(host: String, isPage: Bool)
    case targetPageMisspelled(name: String)
    case routeInFragmentWithoutTargetPage
    case noTargetPage
    case duplicateTargetPage(count: Int)
    case emptyTargetPageRouteInFragment
    case emptyTargetPage
    case fullURLInTargetPage
    /// `reencodedByPhone`: the link was encoded once, and iOS encoded its `%` signs again because it holds a
    /// character a URL may not hold (docs/contract.md, A14).
    case doubleEncodedTargetPage(value: String, reencodedByPhone: Bool)
    case targetPageNotARoute(value: String)
    case targetPageBareHashSlash

    // Universal Links.
    case userinfoHidesHost(realHost: String?, domain: String)
    case hostNotValid(written: String, domain: String)
    case noHost
    case suspiciousHost(host: String, HostSuspicion, domain: String)
    case wrongAssociatedDomain(host: String, domain: String, subdomain: Bool)
    case missingEntitlement(domain: String)
    case provisioningMissing(domain: String)
    case aasaMissingAppID(String)
    case aasaNoRule(path: String)
    indirect case aasaExcluded(AppSiteAssociation.Rule, at: AASARulePlace)
    case aasaTooLarge(bytes: Int)
    case associatedDomainDeveloperMode(entry: String)
    case associatedDomainManagedMode(entry: String)
    case provisioningProfileExpired(file: String, date: String)
    /// A development or ad hoc build signed with a profile that has expired: iOS does not launch the app.
    case provisioningProfileExpiredStopsLaunch(file: String, date: String, build: IOSBuild)
    /// A development or ad hoc build whose profile is for another app ID: iOS does not launch the app.
    case provisioningProfileAppIDMismatch(file: String, profileAppID: String, appID: String, build: IOSBuild)
    case targetPageNameCase(path: String, page: String)
    case targetPageNameMissing(path: String, page: String)
    /// `appOpens` is false when iOS would not open the app anyway (the link is blocked before the app).
    /// `page` is the target page name when the link's path holds it; nil when it does not, so the words
    /// never point at a page the link does not have.
    case missingRouteFragment(hasHash: Bool, page: String?, appOpens: Bool)

    // Routes.
    case unknownRoute(path: String, nearest: String?)
    case hiddenCharactersInRoute
    case routeTraversal

    // The session.
    case pendingReplaced(old: PendingNavigation)
    case deferredUntilSignIn(PendingNavigation)
    case pendingDiscarded(PendingNavigation)
    case transitionNotAllowed(Refusal)

    // App states (docs/contract.md, "App states").
    case appNotInstalled(scheme: String, route: String?)
    case pushAppNotInstalled
    case openedInBrowser(link: String)
    indirect case deferredLinkStored(DeferredLinkService, PendingNavigation)
    indirect case deferredLinkRestored(DeferredLinkService, PendingNavigation)
    case linkDroppedOnColdStart

    // Push notifications.
    case payloadNotObject(kind: JSONKind)
    case pushSenderMissing
    case legacyDelivery(module: String)
    case pushSenderUnknown(sender: String, near: String?)
    case senderNotString(kind: JSONKind)
    case routeAtTopLevel(module: String, key: String)
    case ownPayload(PayloadProblem, module: String, key: String)
    case stageNoNavigation(PushStage, route: String)

    /// A problem found only on Android.
    case android(AndroidFinding)
    /// A problem on the path from the tap to the app: a wrapper, a redirect, the source, the phone's memory.
    case path(PathFinding)

    /// The stable code of this finding (never renamed once shipped).
    public var code: DiagnosticCode {
        switch self {
        case .inputTooLong: .inputTooLong
        case .whitespaceTrimmed: .whitespaceTrimmed
        case .copyArtefact: .copyArtefact
        case .emptyInput, .notALink, .noScheme, .missingSlashes, .noHost: .malformedLink
        case .hiddenCharactersInLink, .hiddenCharactersInRoute: .controlCharacters
        case .invalidCharacters: .invalidCharacters
        case .httpScheme, .wrongScheme, .intentLinkOnIOS: .wrongURLScheme
        case .schemeNotRegistered: .schemeNotRegistered
        case .customSchemeUserinfo, .userinfoHidesHost: .userinfoInLink
        case .unclaimedModuleLink: .unclaimedModuleLink
        case .targetPageMisspelled, .noTargetPage, .emptyTargetPage, .targetPageBareHashSlash: .missingTargetPage
        case .routeInFragmentWithoutTargetPage, .emptyTargetPageRouteInFragment: .unencodedTargetPage
        case .duplicateTargetPage: .duplicateTargetPage
        case .fullURLInTargetPage: .fullURLInTargetPage
        case .doubleEncodedTargetPage: .doubleEncodedTargetPage
        case .targetPageNotARoute: .targetPageNotARoute
        case .hostNotValid, .suspiciousHost: .suspiciousHost
        case .wrongAssociatedDomain: .wrongAssociatedDomain
        case .missingEntitlement: .missingAssociatedDomainsEntitlement
        case .provisioningMissing: .provisioningMissingAssociatedDomains
        case .aasaMissingAppID: .aasaMissingAppID
        case .aasaNoRule, .aasaExcluded: .aasaNoMatchingPath
        case .aasaTooLarge: .aasaFileTooLarge
        case .associatedDomainDeveloperMode: .associatedDomainDeveloperMode
        case .associatedDomainManagedMode: .associatedDomainManagedMode
        case .provisioningProfileExpired: .provisioningProfileExpired
        case .provisioningProfileExpiredStopsLaunch: .provisioningProfileExpiredStopsLaunch
        case .provisioningProfileAppIDMismatch: .provisioningProfileAppIDMismatch
        case .targetPageNameCase: .targetPageNameCase
        case .targetPageNameMissing: .missingTargetPageName
        case .missingRouteFragment: .missingRouteFragment
        case .unknownRoute: .unknownRoute
        case .routeTraversal: .routeTraversal
        case .pendingReplaced: .pendingReplaced
        case .deferredUntilSignIn: .deferredUntilSignIn
        case .pendingDiscarded: .pendingDiscarded
        case .transitionNotAllowed: .transitionNotAllowed
        case .appNotInstalled, .pushAppNotInstalled: .appNotInstalled
        case .openedInBrowser: .openedInBrowser
        case .deferredLinkStored: .deferredLinkStored
        case .deferredLinkRestored: .deferredLinkRestored
        case .linkDroppedOnColdStart: .linkDroppedOnColdStart
        case .payloadNotObject, .senderNotString, .ownPayload: .pushPayloadInvalid
        case .pushSenderMissing: .pushSenderMissing
        case .legacyDelivery: .pushLegacyDelivery
        case .pushSenderUnknown: .pushSenderUnknown
        case .routeAtTopLevel: .pushNotNavigated
        case .stageNoNavigation: .pushStageNoNavigation
        case .android(let finding): finding.code
        case .path(let finding): finding.code
        }
    }
}

/// The corrected input offered with a diagnostic, as a typed value: it becomes text only when shown.
public enum Fix: Sendable, Equatable {
    /// `urlScheme://open?targetPage={EncodedRoute}` for a route.
    case customSchemeLink(scheme: String, route: String)
    /// `{uuxPage}#/route` for a route.
    case universalLink(uuxPage: String, route: String)
    /// The link with one part changed (scheme or host), as Foundation writes it back.
    indirect case url(URLComponentsBox)
    /// A link text already corrected (trimmed, encoded, or a missing `//` added).
    case link(String)
    /// The link with the UTF-8 bytes `start..<end` replaced: its scheme or host, corrected.
    indirect case splice(String, start: Int, end: Int, replacement: String)
    /// A corrected push payload.
    case payload(JSONValue)
}

/// URLComponents held for a fix, compared by the link it writes.
public struct URLComponentsBox: Sendable, Equatable {
    public var components: URLComponents

    public init(_ components: URLComponents) { self.components = components }

    public static func == (a: URLComponentsBox, b: URLComponentsBox) -> Bool { a.components.string == b.components.string }
}

/// What one decision amounts to, as facts: the source of the sentence a support agent reads aloud.
/// Only `replayed` is boxed: an `indirect` enum would allocate a box for every conclusion with a payload.
public enum Conclusion: Sendable, Equatable {
    case notOpened
    /// Android would not open the app: no intent filter takes the link.
    case notOpenedOnAndroid
    /// Android opened the link's web page in the browser, or (`chooser`) asked which app should open it.
    case appLinkInBrowser(chooser: Bool)
    /// iOS did not give an https link to the app, so Safari opened its page.
    case safariOpensPage
    /// The path from the tap ended in the browser, the app or nowhere (docs/contract.md, "Where the link was tapped").
    case path(PathConclusion)
    case stayed(onTitle: String)
    case deferredRoute(route: String, title: String)
    case navigated(title: String, route: String, handler: Handler, module: String?)
    case deferredModuleLink(moduleName: String)
    case claimed(moduleName: String, module: String)
    case signedIn(landingTitle: String)
    indirect case replayed(Conclusion)
    case replayUnresolved(PendingNavigation)
    case replayNavigated(title: String, PendingNavigation)
    case signInCancelled(discarded: PendingNavigation?)
    case signedOut
    case backClosesModule(module: String, title: String)
    case back(title: String)
    case refused(Refusal)
    // Push notifications.
    case pushUnreadable
    case pushReachesNoModule
    case pushNoOwnRoute(moduleName: String)
    case pushDeliveredNotTapped(moduleName: String, stage: PushStage)
    case pushRouteRefused
    case pushUnknownRoute(route: String)
    case pushDeferred(title: String, route: String)
    case pushNavigated(moduleName: String, title: String, route: String)
    // App states.
    case openedInBrowser(stored: DeferredLinkService?)
    case notInstalledNotOpened(scheme: String)
    case pushNotInstalled
    /// iOS does not launch this development or ad hoc build: its profile has expired or is for another app.
    case appDoesNotLaunch(build: IOSBuild)
    case installed
    case launched(title: String)
    case deferredLinkAwaitsSignIn(route: String, title: String)
    case droppedOnColdStart(rootTitle: String)
    /// An app-state decision on Android, where the iOS words would not be true.
    case androidAppState(AndroidAppStateConclusion)
    /// An Android push FCM decided before the modules (docs/contract.md, "FCM delivery on Android").
    case androidPush(AndroidPushConclusion)
}
