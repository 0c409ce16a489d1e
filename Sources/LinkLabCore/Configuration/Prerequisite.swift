/// The iOS prerequisites a person can mark missing for a session, to reproduce each failure mode.
public enum Prerequisite: String, Sendable, CaseIterable {
    case schemeRegistered
    case associatedDomainsEntitlement
    case provisioningAssociatedDomains
    case aasaListsAppID

    /// What it is, in words a support agent uses.
    public var title: String {
        switch self {
        case .schemeRegistered: "URL scheme registered in Info.plist"
        case .associatedDomainsEntitlement: "Associated Domains entitlement (applinks:)"
        case .provisioningAssociatedDomains: "Provisioning profile has the capability"
        case .aasaListsAppID: "Website's AASA file lists the app ID"
        }
    }

    /// The diagnostic a link shows when this prerequisite is missing.
    public var code: DiagnosticCode {
        switch self {
        case .schemeRegistered: .schemeNotRegistered
        case .associatedDomainsEntitlement: .missingAssociatedDomainsEntitlement
        case .provisioningAssociatedDomains: .provisioningMissingAssociatedDomains
        case .aasaListsAppID: .aasaMissingAppID
        }
    }

    public func holds(in config: FIConfiguration) -> Bool {
        switch self {
        case .schemeRegistered: config.prerequisites.schemeRegistered
        case .associatedDomainsEntitlement: config.prerequisites.associatedDomainsEntitlement
        case .provisioningAssociatedDomains: config.prerequisites.provisioningAssociatedDomains
        case .aasaListsAppID: config.prerequisites.aasa.details.contains { $0.appIDs.contains(config.appID) }
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
