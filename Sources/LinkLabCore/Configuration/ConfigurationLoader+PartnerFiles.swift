import Foundation

extension ConfigurationLoader {
    /// `infoPlistFile`, `entitlementsFile` and `provisioningProfileFile`: each file decides its prerequisite
    /// for the FI's `urlScheme` or associated domain, and is kept so that the trace can name it.
    static func readPartnerFiles(_ p: PrerequisitesFile, into config: inout FIConfiguration, settingsFile: String,
                                 baseDirectory: String, now: Date) throws(ConfigurationError) {
        if let v = p.infoPlistFile {
            let facts = try InfoPlistFacts.load(path: resolve(v, against: baseDirectory),
                                                referredBy: FileReference(file: settingsFile, key: "prerequisites.infoPlistFile"))
            config.prerequisites.files.infoPlist = facts
            config.prerequisites.schemeRegistered = facts.registers(config.urlScheme)
        }
        if let v = p.entitlementsFile {
            let facts = try EntitlementsFacts.load(path: resolve(v, against: baseDirectory),
                                                   referredBy: FileReference(file: settingsFile, key: "prerequisites.entitlementsFile"))
            config.prerequisites.files.entitlements = facts
            config.prerequisites.associatedDomainsEntitlement = facts.entry(covering: config.associatedDomain) != nil
        }
        if let v = p.provisioningProfileFile {
            let facts = try ProvisioningProfileFacts.load(path: resolve(v, against: baseDirectory), now: now,
                                                          referredBy: FileReference(file: settingsFile, key: "prerequisites.provisioningProfileFile"))
            config.prerequisites.files.provisioningProfile = facts
            config.prerequisites.provisioningAssociatedDomains = facts.covers(config.associatedDomain)
        }
    }
}
