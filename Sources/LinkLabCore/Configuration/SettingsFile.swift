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

    static let keys = ["name", "urlScheme", "universalAndAppLinkAssociatedDomain", "targetPageName", "uuxPage",
                       "appID", "prerequisites", "modules", "policies", "screens", "comment"]

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
    }
}

struct PrerequisitesFile: Decodable {
    var schemeRegistered: Bool?
    var associatedDomainsEntitlement: Bool?
    var provisioningAssociatedDomains: Bool?
    var aasa: AASAFile?
    var aasaFile: String?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["schemeRegistered", "associatedDomainsEntitlement",
                                                "provisioningAssociatedDomains", "aasa", "aasaFile"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        schemeRegistered = try c.decodeIfPresent(Bool.self, forKey: .init("schemeRegistered"))
        associatedDomainsEntitlement = try c.decodeIfPresent(Bool.self, forKey: .init("associatedDomainsEntitlement"))
        provisioningAssociatedDomains = try c.decodeIfPresent(Bool.self, forKey: .init("provisioningAssociatedDomains"))
        aasa = try c.decodeIfPresent(AASAFile.self, forKey: .init("aasa"))
        aasaFile = try c.decodeIfPresent(String.self, forKey: .init("aasaFile"))
        if aasa != nil, aasaFile != nil {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("aasaFile")],
                                                   debugDescription: "give either aasa or aasaFile, not both"))
        }
    }
}

struct ModuleFile: Decodable {
    var identifier: String
    var name: String?
    var continuityTargets: [String]?
    var pushSender: String?
    var payloadKey: String?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["identifier", "name", "continuityTargets", "pushSender", "payloadKey", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        identifier = try c.decode(String.self, forKey: .init("identifier"))
        name = try c.decodeIfPresent(String.self, forKey: .init("name"))
        continuityTargets = try c.decodeIfPresent([String].self, forKey: .init("continuityTargets"))
        pushSender = try c.decodeIfPresent(String.self, forKey: .init("pushSender"))
        payloadKey = try c.decodeIfPresent(String.self, forKey: .init("payloadKey"))
    }
}

struct PoliciesFile: Decodable {
    var moduleLinksWhileSignedOut: Bool?
    var legacyPushDelivery: Bool?
    var maximumLinkLength: Int?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["moduleLinksWhileSignedOut", "legacyPushDelivery", "maximumLinkLength"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        moduleLinksWhileSignedOut = try c.decodeIfPresent(Bool.self, forKey: .init("moduleLinksWhileSignedOut"))
        legacyPushDelivery = try c.decodeIfPresent(Bool.self, forKey: .init("legacyPushDelivery"))
        maximumLinkLength = try c.decodeWholeNumber("maximumLinkLength", in: Policies.maximumLinkLengthRange)
    }
}
