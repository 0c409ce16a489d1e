/// The keys of a settings file, one enum per kind of object in it, as the file spells them
/// (docs/contract.md, "Settings"). A key no enum lists is an error naming the keys that are known.
enum SettingsKey: String, JSONKey {
    case name, urlScheme, universalAndAppLinkAssociatedDomain, targetPageName, uuxPage, appID, prerequisites
    case modules, policies, screens, appState, deferredLinks, replayPace, platform, android
    case redirects, tracking, appStoreID, wrappers
}

/// `appState`.
enum AppStateKey: String, JSONKey {
    case installed, running
}

/// `deferredLinks`.
enum DeferredLinksKey: String, JSONKey {
    case service, host
}

/// `prerequisites`.
enum PrerequisitesKey: String, JSONKey {
    case schemeRegistered, associatedDomainsEntitlement, provisioningAssociatedDomains, aasa, aasaFile
    case infoPlistFile, entitlementsFile, provisioningProfileFile, build
}

/// One of `modules`.
enum ModuleKey: String, JSONKey {
    case identifier, name, continuityTargets, pushSender, payloadKey, targetNormalisation
}

/// A module's `targetNormalisation`.
enum TargetNormalisationKey: String, JSONKey {
    case lowercase, fragmentFirst
}

/// `policies`.
enum PoliciesKey: String, JSONKey {
    case moduleLinksWhileSignedOut, legacyPushDelivery, maximumLinkLength, coldStartLinks
}

/// One of `wrappers`: a partner's own tracker or gateway, read before LinkLab's table.
enum WrapperKey: String, JSONKey {
    case vendor, product, hosts, path, carries, parameter, segment, addedBy
}

/// `tracking`.
enum TrackingKey: String, JSONKey {
    case domainsWithAASA, appResolvesTrackingLinks, serverRedirects
}
