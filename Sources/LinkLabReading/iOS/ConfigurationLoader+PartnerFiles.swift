#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ConfigurationLoader {
    /// `infoPlistFile`, `entitlementsFile` and `provisioningProfileFile`: each file decides its prerequisite
    /// for the FI's `urlScheme` or associated domain, and is kept so that the trace can name it.
    static func readPartnerFiles(_ p: PrerequisitesFile, into config: inout FIConfiguration, settings: SettingsFile,
                                 baseDirectory: String, now: Date) throws(ConfigurationError) {
        if let v = p.infoPlistFile {
            let facts = try InfoPlistFacts.load(path: resolve(v, against: baseDirectory),
                                                referredBy: settings.reference(PrerequisitesKey.infoPlistFile, under: .prerequisites))
            config.prerequisites.files.infoPlist = facts
            config.prerequisites.schemeRegistered = facts.registers(config.urlScheme)
        }
        if let v = p.entitlementsFile {
            let facts = try EntitlementsFacts.load(path: resolve(v, against: baseDirectory),
                                                   referredBy: settings.reference(PrerequisitesKey.entitlementsFile, under: .prerequisites))
            config.prerequisites.files.entitlements = facts
            // An App Store or ad hoc build ignores an entry that works only in developer mode.
            let entry = facts.entry(covering: config.associatedDomain)
            config.prerequisites.associatedDomainsEntitlement = entry.map { !$0.developerOnly || config.prerequisites.build == .development } ?? false
        }
        if let v = p.provisioningProfileFile {
            let facts = try ProvisioningProfileFacts.load(path: resolve(v, against: baseDirectory), now: now,
                                                          referredBy: settings.reference(PrerequisitesKey.provisioningProfileFile, under: .prerequisites))
            config.prerequisites.files.provisioningProfile = facts
            config.prerequisites.provisioningAssociatedDomains = facts.covers(config.associatedDomain)
        }
    }
}
