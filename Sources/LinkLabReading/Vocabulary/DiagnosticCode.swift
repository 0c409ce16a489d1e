/// Every diagnostic LinkLab can produce. The raw values are a public contract: never rename one
/// once it has shipped (docs/contract.md, "Diagnostic codes").
public enum DiagnosticCode: String, Sendable, Codable, CaseIterable {
    // Link shape.
    case wrongURLScheme = "wrong-url-scheme"
    case wrongAssociatedDomain = "wrong-associated-domain"
    case missingTargetPageName = "missing-target-page-name"
    case missingRouteFragment = "missing-route-fragment"
    case missingTargetPage = "missing-target-page"
    case unencodedTargetPage = "unencoded-target-page"
    case fullURLInTargetPage = "full-url-in-target-page"
    case doubleEncodedTargetPage = "double-encoded-target-page"
    case unknownRoute = "unknown-route"
    // Link shape, LinkLab's additions.
    case targetPageNotARoute = "target-page-not-a-route"
    case duplicateTargetPage = "duplicate-target-page"
    case malformedLink = "malformed-link"
    case invalidCharacters = "invalid-characters"
    case unclaimedModuleLink = "unclaimed-module-link"
    case targetPageNameCase = "target-page-name-case"
    // Sign-in.
    case deferredUntilSignIn = "deferred-until-sign-in"
    case pendingReplaced = "pending-replaced"
    case pendingDiscarded = "pending-discarded"
    case transitionNotAllowed = "transition-not-allowed"
    // Hostile or odd input.
    case userinfoInLink = "userinfo-in-link"
    case suspiciousHost = "suspicious-host"
    case routeTraversal = "route-traversal"
    case controlCharacters = "control-characters"
    case whitespaceTrimmed = "whitespace-trimmed"
    case copyArtefact = "copy-artefact"
    case inputTooLong = "input-too-long"
    // iOS prerequisites.
    case schemeNotRegistered = "scheme-not-registered"
    case missingAssociatedDomainsEntitlement = "missing-associated-domains-entitlement"
    case provisioningMissingAssociatedDomains = "provisioning-missing-associated-domains"
    case aasaMissingAppID = "aasa-missing-app-id"
    case aasaNoMatchingPath = "aasa-no-matching-path"
    case aasaFileTooLarge = "aasa-file-too-large"
    case associatedDomainDeveloperMode = "associated-domain-developer-mode"
    case associatedDomainManagedMode = "associated-domain-managed-mode"
    case provisioningProfileExpired = "provisioning-profile-expired"
    case provisioningProfileExpiredStopsLaunch = "provisioning-profile-expired-stops-launch"
    case provisioningProfileAppIDMismatch = "provisioning-profile-app-id-mismatch"
    // Push.
    case pushSenderMissing = "push-sender-missing"
    case pushSenderUnknown = "push-sender-unknown"
    case pushPayloadInvalid = "push-payload-invalid"
    case pushNotNavigated = "push-not-navigated"
    case pushStageNoNavigation = "push-stage-no-navigation"
    case pushLegacyDelivery = "push-legacy-delivery"
    // App states (docs/contract.md, "App states").
    case appNotInstalled = "app-not-installed"
    case openedInBrowser = "opened-in-browser"
    case deferredLinkStored = "deferred-link-stored"
    case deferredLinkRestored = "deferred-link-restored"
    case linkDroppedOnColdStart = "link-dropped-on-cold-start"
    // Android (docs/contract.md, "Android").
    case intentFilterNoMatch = "intent-filter-no-match"
    case appLinkMissingAutoVerify = "app-link-missing-auto-verify"
    case assetLinksMissingPackage = "assetlinks-missing-package"
    case assetLinksMissingRelation = "assetlinks-missing-relation"
    case assetLinksWrongFingerprint = "assetlinks-wrong-fingerprint"
    case appLinkChooser = "app-link-chooser"
    case appLinkHostNotVerified = "app-link-host-not-verified"
    case appLinkWildcardSuffix = "app-link-wildcard-suffix"
    case appLinkDynamicExcluded = "app-link-dynamic-excluded"
    case intentLinkMalformed = "intent-link-malformed"
    case intentLinkFallback = "intent-link-fallback"
    case intentLinkToPlay = "intent-link-to-play"
    case intentLinkUnresolved = "intent-link-unresolved"
    case pushNotClaimed = "push-not-claimed"
    case fcmDataNotString = "fcm-data-not-string"
    case postNotificationsDenied = "post-notifications-denied"
    case fcmInTray = "fcm-in-tray"
    // Paths from the tap to the app (docs/contract.md, "Where the link was tapped").
    case linkWrapped = "link-wrapped"
    case wrapperDestinationUnknown = "wrapper-destination-unknown"
    case redirectLoop = "redirect-loop"
    case tooManyHops = "too-many-hops"
    case sourceOpensBrowser = "source-opens-browser"
    case browserRemembered = "browser-remembered"
    case trackingURLInApp = "tracking-url-in-app"
    // The live site (docs/contract.md, "Live site"): `linklab site` and `--live`.
    case siteRedirect = "site-redirect"
    case siteContentType = "site-content-type"
    case siteTooLarge = "site-too-large"
    case siteNotFound = "site-not-found"
    case siteUnreachable = "site-unreachable"
    case siteTLS = "site-tls"
    case siteBadJSON = "site-bad-json"
    case siteURLNotDomain = "site-url-not-domain"
    case aasaCDNDiffers = "aasa-cdn-differs"
    case aasaCDNFailure = "aasa-cdn-failure"

    /// The severity every diagnostic with this code carries.
    public var severity: Severity {
        switch self {
        case .whitespaceTrimmed, .deferredUntilSignIn, .pendingReplaced, .pendingDiscarded,
             .pushStageNoNavigation, .openedInBrowser, .deferredLinkStored, .deferredLinkRestored, .appLinkChooser, .fcmInTray:
            .info
        case .duplicateTargetPage, .invalidCharacters, .pushLegacyDelivery,
             .unclaimedModuleLink, .pushNotNavigated, .copyArtefact, .associatedDomainDeveloperMode, .associatedDomainManagedMode,
             .provisioningProfileExpired, .linkWrapped, .sourceOpensBrowser, .browserRemembered, .aasaCDNDiffers,
             .appLinkWildcardSuffix, .intentLinkFallback, .intentLinkToPlay:
            .warning
        default:
            .error
        }
    }

    /// Whether the code says iOS does not launch the app at all: a development or ad hoc build's profile has
    /// expired, or is for another app (docs/contract.md, "Which build").
    public var stopsLaunch: Bool { self == .provisioningProfileExpiredStopsLaunch || self == .provisioningProfileAppIDMismatch }

    /// The codes of `linklab site`: they describe a fetched file, never a decision (docs/contract.md, "Live site").
    public static let site: [DiagnosticCode] = [
        .siteRedirect, .siteContentType, .siteTooLarge, .siteNotFound, .siteUnreachable, .siteTLS, .siteBadJSON,
        .aasaCDNDiffers, .aasaCDNFailure, .siteURLNotDomain,
    ]

    /// The core codes docs/contract.md requires by name ("Diagnostic codes").
    public static let required: [DiagnosticCode] = [
        .wrongURLScheme, .wrongAssociatedDomain, .missingTargetPageName, .missingRouteFragment,
        .missingTargetPage, .unencodedTargetPage, .fullURLInTargetPage, .doubleEncodedTargetPage,
        .unknownRoute, .deferredUntilSignIn, .userinfoInLink, .suspiciousHost, .routeTraversal,
        .controlCharacters, .whitespaceTrimmed, .inputTooLong, .missingAssociatedDomainsEntitlement,
        .provisioningMissingAssociatedDomains, .aasaMissingAppID, .aasaNoMatchingPath,
        .pushSenderMissing, .pushSenderUnknown, .pushPayloadInvalid, .pushNotNavigated,
        .pushStageNoNavigation,
    ]
}
