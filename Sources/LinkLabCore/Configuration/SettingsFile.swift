import Foundation

/// The settings file as JSON spells it. Every key is optional and overrides the demo FI.
struct SettingsFile: Decodable {
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
    var deferredLinks: DeferredLinksFile?
    var replayPace: Double?
    var platform: String?
    var android: AndroidSettingsFile?
    var paths: LinkPathSettings?

    static let keys = ["name", "urlScheme", "universalAndAppLinkAssociatedDomain", "targetPageName", "uuxPage",
                       "appID", "prerequisites", "modules", "policies", "screens", "appState", "deferredLinks",
                       "replayPace", "platform", "android", "comment"] + PathSettingsFile.keys

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: Self.keys)
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        name = try c.decodeIfPresent(String.self, forKey: .init("name"))
        urlScheme = try c.decodeIfPresent(String.self, forKey: .init("urlScheme"))
        universalAndAppLinkAssociatedDomain = try c.decodeIfPresent(String.self, forKey: .init("universalAndAppLinkAssociatedDomain"))
        targetPageName = try c.decodeIfPresent(String.self, forKey: .init("targetPageName"))
        uuxPage = try c.decodeIfPresent(String.self, forKey: .init("uuxPage"))
        appID = try c.decodeIfPresent(String.self, forKey: .init("appID"))
        prerequisites = try c.decodeIfPresent(PrerequisitesFile.self, forKey: .init("prerequisites"))
        modules = try c.decodeIfPresent([ModuleFile].self, forKey: .init("modules"))
        policies = try c.decodeIfPresent(PoliciesFile.self, forKey: .init("policies"))
        screens = try c.decodeIfPresent(String.self, forKey: .init("screens"))
        platform = try c.decodeIfPresent(String.self, forKey: .init("platform"))
        if let v = platform, Platform(rawValue: v) == nil {
            throw DecodingError.dataCorrupted(.init(codingPath: [AnyCodingKey("platform")], debugDescription: "must be ios or android"))
        }
        android = try c.decodeIfPresent(AndroidSettingsFile.self, forKey: .init("android"))
        replayPace = try c.decodeIfPresent(Double.self, forKey: .init("replayPace"))
        appState = try c.decodeIfPresent(AppStateFile.self, forKey: .init("appState"))
        deferredLinks = try c.decodeIfPresent(DeferredLinksFile.self, forKey: .init("deferredLinks"))
        paths = try PathSettingsFile.decode(c)
    }
}

/// `appState`: `installed` and `running`, each true unless said otherwise.
struct AppStateFile: Decodable {
    var installed: Bool?
    var running: Bool?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["installed", "running", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        installed = try c.decodeIfPresent(Bool.self, forKey: .init("installed"))
        running = try c.decodeIfPresent(Bool.self, forKey: .init("running"))
    }
}

/// `deferredLinks`: the deferred-link service, both keys required.
struct DeferredLinksFile: Decodable {
    var service: DeferredLinkService

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["service", "host", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        service = DeferredLinkService(service: try c.decode(String.self, forKey: .init("service")),
                                      host: try c.decode(String.self, forKey: .init("host")))
    }
}

struct PrerequisitesFile: Decodable {
    var schemeRegistered: Bool?
    var associatedDomainsEntitlement: Bool?
    var provisioningAssociatedDomains: Bool?
    var aasa: AASAFile?
    var aasaFile: String?
    var infoPlistFile: String?
    var entitlementsFile: String?
    var provisioningProfileFile: String?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["schemeRegistered", "associatedDomainsEntitlement",
                                                "provisioningAssociatedDomains", "aasa", "aasaFile",
                                                "infoPlistFile", "entitlementsFile", "provisioningProfileFile"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        schemeRegistered = try c.decodeIfPresent(Bool.self, forKey: .init("schemeRegistered"))
        associatedDomainsEntitlement = try c.decodeIfPresent(Bool.self, forKey: .init("associatedDomainsEntitlement"))
        provisioningAssociatedDomains = try c.decodeIfPresent(Bool.self, forKey: .init("provisioningAssociatedDomains"))
        aasa = try c.decodeIfPresent(AASAFile.self, forKey: .init("aasa"))
        aasaFile = try c.decodeIfPresent(String.self, forKey: .init("aasaFile"))
        infoPlistFile = try c.decodeIfPresent(String.self, forKey: .init("infoPlistFile"))
        entitlementsFile = try c.decodeIfPresent(String.self, forKey: .init("entitlementsFile"))
        provisioningProfileFile = try c.decodeIfPresent(String.self, forKey: .init("provisioningProfileFile"))
        // A file decides its prerequisite; a flag beside it would contradict it.
        for (flag, file) in [("aasa", "aasaFile"), ("schemeRegistered", "infoPlistFile"),
                             ("associatedDomainsEntitlement", "entitlementsFile"),
                             ("provisioningAssociatedDomains", "provisioningProfileFile")]
        where c.contains(.init(flag)) && c.contains(.init(file)) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey(file)],
                                                   debugDescription: "give either \(flag) or \(file), not both"))
        }
    }
}

struct ModuleFile: Decodable {
    var identifier: String
    var name: String?
    var continuityTargets: [String]?
    var pushSender: String?
    var payloadKey: String?
    var targetNormalisation: TargetNormalisationFile?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["identifier", "name", "continuityTargets", "pushSender", "payloadKey",
                                                "targetNormalisation", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        identifier = try c.decode(String.self, forKey: .init("identifier"))
        name = try c.decodeIfPresent(String.self, forKey: .init("name"))
        continuityTargets = try c.decodeIfPresent([String].self, forKey: .init("continuityTargets"))
        pushSender = try c.decodeIfPresent(String.self, forKey: .init("pushSender"))
        payloadKey = try c.decodeIfPresent(String.self, forKey: .init("payloadKey"))
        targetNormalisation = try c.decodeIfPresent(TargetNormalisationFile.self, forKey: .init("targetNormalisation"))
    }
}

/// A module's `targetNormalisation`: where it departs from the documented sample's way of reading a link.
struct TargetNormalisationFile: Decodable {
    var normalisation: ContinuityNormalisation

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["lowercase", "fragmentFirst"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        normalisation = ContinuityNormalisation(
            lowercase: try c.decodeIfPresent(Bool.self, forKey: .init("lowercase")) ?? true,
            fragmentFirst: try c.decodeIfPresent(Bool.self, forKey: .init("fragmentFirst")) ?? true)
    }
}

struct PoliciesFile: Decodable {
    var moduleLinksWhileSignedOut: Bool?
    var legacyPushDelivery: Bool?
    var maximumLinkLength: Int?
    var coldStartLinks: ColdStartLinks?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["moduleLinksWhileSignedOut", "legacyPushDelivery", "maximumLinkLength",
                                                "coldStartLinks"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        moduleLinksWhileSignedOut = try c.decodeIfPresent(Bool.self, forKey: .init("moduleLinksWhileSignedOut"))
        legacyPushDelivery = try c.decodeIfPresent(Bool.self, forKey: .init("legacyPushDelivery"))
        maximumLinkLength = try c.decodeWholeNumber("maximumLinkLength", in: Policies.maximumLinkLengthRange)
        if let text = try c.decodeIfPresent(String.self, forKey: .init("coldStartLinks")) {
            guard let policy = ColdStartLinks(rawValue: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("coldStartLinks")],
                                                       debugDescription: "must be queue or drop"))
            }
            coldStartLinks = policy
        }
    }
}
