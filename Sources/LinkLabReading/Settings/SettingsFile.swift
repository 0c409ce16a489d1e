#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

/// The settings file as JSON spells it, read by the typed reader. Every key is optional and overrides the demo FI.
struct SettingsFile {
    var name: String?
    var urlScheme: String?
    var universalAndAppLinkAssociatedDomain: String?
    var targetPageName: String?
    var uuxPage: String?
    var appID: String?
    var prerequisites: PrerequisitesFile?
    var modules: [ModuleFile]?
    var policies: PoliciesFile?
    var screens: String?
    var appState: AppStateFile?
    var deferredLinks: DeferredLinkService?
    var replayPace: Double?
    var platform: Platform?
    var android: AndroidSettingsFile?
    var paths: LinkPathSettings?
    /// The object read, so that rules checked after loading can point at their keys.
    var cursor: JSONCursor

    init(_ value: JSONCursor) throws(ConfigurationError) {
        let o = try value.object(SettingsKey.self)
        cursor = value
        name = try o.string(.name)
        urlScheme = try o.string(.urlScheme)
        universalAndAppLinkAssociatedDomain = try o.string(.universalAndAppLinkAssociatedDomain)
        targetPageName = try o.string(.targetPageName)
        uuxPage = try o.string(.uuxPage)
        appID = try o.string(.appID)
        prerequisites = try o.optional(.prerequisites, PrerequisitesFile.init)
        modules = try o.optional(.modules) { list throws(ConfigurationError) in
            var modules: [ModuleFile] = []
            for item in try list.items() { modules.append(try ModuleFile(item)) }
            return modules
        }
        policies = try o.optional(.policies, PoliciesFile.init)
        screens = try o.string(.screens)
        platform = try o.optional(.platform) { value throws(ConfigurationError) in try value.choice(Platform.self) }
        android = try o.optional(.android, AndroidSettingsFile.init)
        replayPace = try o.number(.replayPace)
        appState = try o.optional(.appState) { value throws(ConfigurationError) in
            let a = try value.object(AppStateKey.self)
            return AppStateFile(installed: try a.bool(.installed), running: try a.bool(.running))
        }
        deferredLinks = try o.optional(.deferredLinks) { value throws(ConfigurationError) in
            let d = try value.object(DeferredLinksKey.self)
            return DeferredLinkService(service: try d.required(.service) { v throws(ConfigurationError) in try v.string() },
                                       host: try d.required(.host) { v throws(ConfigurationError) in try v.string() })
        }
        paths = try PathSettingsFile.read(o)
    }
}

/// `appState`: `installed` and `running`, each true unless said otherwise.
struct AppStateFile {
    var installed: Bool?
    var running: Bool?
}

/// `prerequisites`: a flag, or the partner's own file that decides it.
struct PrerequisitesFile {
    var schemeRegistered: Bool?
    var associatedDomainsEntitlement: Bool?
    var provisioningAssociatedDomains: Bool?
    var aasa: AppSiteAssociation?
    var aasaFile: String?
    var infoPlistFile: String?
    var entitlementsFile: String?
    var provisioningProfileFile: String?
    var build: IOSBuild?

    init(_ value: JSONCursor) throws(ConfigurationError) {
        let p = try value.object(PrerequisitesKey.self)
        schemeRegistered = try p.bool(.schemeRegistered)
        associatedDomainsEntitlement = try p.bool(.associatedDomainsEntitlement)
        provisioningAssociatedDomains = try p.bool(.provisioningAssociatedDomains)
        aasa = try p.optional(.aasa, AASAFile.association)
        aasaFile = try p.string(.aasaFile)
        infoPlistFile = try p.string(.infoPlistFile)
        entitlementsFile = try p.string(.entitlementsFile)
        provisioningProfileFile = try p.string(.provisioningProfileFile)
        build = try p.optional(.build) { v throws(ConfigurationError) in try v.choice(IOSBuild.self) }
        // A file decides its prerequisite; a flag beside it would contradict it.
        try p.refuseBoth(.aasa, .aasaFile)
        try p.refuseBoth(.schemeRegistered, .infoPlistFile)
        try p.refuseBoth(.associatedDomainsEntitlement, .entitlementsFile)
        try p.refuseBoth(.provisioningAssociatedDomains, .provisioningProfileFile)
    }
}

/// One of `modules`.
struct ModuleFile {
    var identifier: String
    var name: String?
    var continuityTargets: [String]?
    var pushSender: String?
    var payloadKey: String?
    var normalisation: ContinuityNormalisation?

    init(_ value: JSONCursor) throws(ConfigurationError) {
        let m = try value.object(ModuleKey.self)
        identifier = try m.required(.identifier) { v throws(ConfigurationError) in try v.string() }
        name = try m.string(.name)
        continuityTargets = try m.strings(.continuityTargets)
        pushSender = try m.string(.pushSender)
        payloadKey = try m.string(.payloadKey)
        // Where a module departs from the documented sample's way of reading a link.
        normalisation = try m.optional(.targetNormalisation) { v throws(ConfigurationError) in
            let t = try v.object(TargetNormalisationKey.self)
            return ContinuityNormalisation(lowercase: try t.bool(.lowercase) ?? true, fragmentFirst: try t.bool(.fragmentFirst) ?? true)
        }
    }
}

/// `policies`.
struct PoliciesFile {
    var moduleLinksWhileSignedOut: Bool?
    var legacyPushDelivery: Bool?
    var maximumLinkLength: Int?
    var coldStartLinks: ColdStartLinks?

    init(_ value: JSONCursor) throws(ConfigurationError) {
        let p = try value.object(PoliciesKey.self)
        moduleLinksWhileSignedOut = try p.bool(.moduleLinksWhileSignedOut)
        legacyPushDelivery = try p.bool(.legacyPushDelivery)
        maximumLinkLength = try p.optional(.maximumLinkLength) { v throws(ConfigurationError) in
            try v.wholeNumber(in: Policies.maximumLinkLengthRange)
        }
        coldStartLinks = try p.optional(.coldStartLinks) { v throws(ConfigurationError) in try v.choice(ColdStartLinks.self) }
    }
}

extension SettingsFile {
    /// The settings key that names a file, so that a file that cannot be read is blamed on that key.
    func reference(_ key: some JSONKey, under parent: SettingsKey) -> FileReference {
        FileReference(file: cursor.document.file, key: JSONPathComponent.text(cursor.path + [.key(parent.rawValue), .key(key.rawValue)]))
    }
}
