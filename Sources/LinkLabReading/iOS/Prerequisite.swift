/// The prerequisites a person can mark missing for a session, to reproduce each failure mode: iOS's,
/// and Android's (see `Prerequisite+Android.swift`). Each belongs to one platform.
public enum Prerequisite: String, Sendable, CaseIterable {
    case schemeRegistered
    case associatedDomainsEntitlement
    case provisioningAssociatedDomains
    case aasaListsAppID
    case schemeIntentFilter
    case appLinkAutoVerify
    case assetLinksListsPackage
    case assetLinksFingerprint

    /// The platform whose app or website this prerequisite is part of.
    public var platform: Platform {
        switch self {
        case .schemeRegistered, .associatedDomainsEntitlement, .provisioningAssociatedDomains, .aasaListsAppID: .ios
        case .schemeIntentFilter, .appLinkAutoVerify, .assetLinksListsPackage, .assetLinksFingerprint: .android
        }
    }

    /// The prerequisites of one platform, in the order F6 lists them: on Android, iOS's do not apply.
    public static func of(_ platform: Platform) -> [Prerequisite] { allCases.filter { $0.platform == platform } }

    /// The diagnostic a link shows when this prerequisite is missing.
    public var code: DiagnosticCode {
        switch self {
        case .schemeRegistered: .schemeNotRegistered
        case .associatedDomainsEntitlement: .missingAssociatedDomainsEntitlement
        case .provisioningAssociatedDomains: .provisioningMissingAssociatedDomains
        case .aasaListsAppID: .aasaMissingAppID
        default: androidCode
        }
    }

    public func holds(in config: FIConfiguration) -> Bool {
        switch self {
        case .schemeRegistered: config.prerequisites.schemeRegistered
        case .associatedDomainsEntitlement: config.prerequisites.associatedDomainsEntitlement
        case .provisioningAssociatedDomains: config.prerequisites.provisioningAssociatedDomains
        case .aasaListsAppID: config.prerequisites.aasa.details.contains { $0.appIDs.contains(config.appID) }
        default: androidHolds(in: config)
        }
    }

    /// The configuration with this prerequisite holding or missing. Restoring the AASA app ID
    /// takes the AASA from `original`.
    public func setting(_ holds: Bool, in config: FIConfiguration, original: FIConfiguration) -> FIConfiguration {
        var c = config
        switch self {
        // A partner file speaks for its prerequisite only while the prerequisite is what the file said.
        case .schemeRegistered:
            c.prerequisites.schemeRegistered = holds
            c.prerequisites.files.infoPlist = holds == original.prerequisites.schemeRegistered ? original.prerequisites.files.infoPlist : nil
        case .associatedDomainsEntitlement:
            c.prerequisites.associatedDomainsEntitlement = holds
            c.prerequisites.files.entitlements = holds == original.prerequisites.associatedDomainsEntitlement
                ? original.prerequisites.files.entitlements : nil
        case .provisioningAssociatedDomains:
            c.prerequisites.provisioningAssociatedDomains = holds
            c.prerequisites.files.provisioningProfile = holds == original.prerequisites.provisioningAssociatedDomains
                ? original.prerequisites.files.provisioningProfile : nil
        case .aasaListsAppID:
            if holds {
                c.prerequisites.aasa = original.prerequisites.aasa
                c.prerequisites.files.aasaFile = original.prerequisites.files.aasaFile
                if !Prerequisite.aasaListsAppID.holds(in: c) {
                    c.prerequisites.files.aasaFile = nil
                    c.prerequisites.aasa.refusedSize = nil
                    c.prerequisites.aasa.details.insert(.init(appIDs: [c.appID], rules: [.legacyPath("*")]), at: 0)
                }
            } else {
                c.prerequisites.files.aasaFile = nil
                for i in c.prerequisites.aasa.details.indices {
                    c.prerequisites.aasa.details[i].appIDs.removeAll { $0 == c.appID }
                }
            }
        default:
            c = androidSetting(holds, in: config, original: original)
        }
        // A default speaks for its prerequisite only while the prerequisite is what the default said.
        if original.prerequisites.defaults.contains(self), holds == self.holds(in: original) {
            c.prerequisites.defaults.insert(self)
        } else {
            c.prerequisites.defaults.remove(self)
        }
        return c
    }
}
