#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

/// The partner's own iOS files named in the settings (`prerequisites.infoPlistFile`, `entitlementsFile`,
/// `provisioningProfileFile`, `aasaFile`), and what each says: the trace names the file behind each prerequisite.
public struct PartnerFiles: Sendable, Equatable {
    public var infoPlist: InfoPlistFacts?
    public var entitlements: EntitlementsFacts?
    public var provisioningProfile: ProvisioningProfileFacts?
    /// The AASA file, when the settings point at one.
    public var aasaFile: String?
    /// `--live`: where the AASA and the assetlinks.json the emulation uses were fetched from.
    public var liveAASA: LiveFileOrigin?
    public var liveAssetLinks: LiveFileOrigin?

    public init(infoPlist: InfoPlistFacts? = nil, entitlements: EntitlementsFacts? = nil,
                provisioningProfile: ProvisioningProfileFacts? = nil, aasaFile: String? = nil) {
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.provisioningProfile = provisioningProfile
        self.aasaFile = aasaFile
    }
}

/// What an Info.plist registers: the schemes under `CFBundleURLTypes` → `CFBundleURLSchemes`.
public struct InfoPlistFacts: Sendable, Equatable {
    public var file: String
    public var schemes: [String]

    /// iOS compares URL schemes without case.
    public func registers(_ scheme: String) -> Bool { schemes.contains { $0.equalsIgnoringASCIICase(scheme) } }

    static let key = "CFBundleURLTypes"

    public static func load(path: String) throws(ConfigurationError) -> InfoPlistFacts {
        try load(path: path, referredBy: nil)
    }

    static func load(path: String, referredBy referrer: FileReference?) throws(ConfigurationError) -> InfoPlistFacts {
        try facts(in: PropertyList.dictionary(atPath: path, referredBy: referrer), file: path)
    }

    /// What a plist's top-level dictionary registers; `path` names the file in errors.
    static func facts(in top: [String: Any], file path: String) throws(ConfigurationError) -> InfoPlistFacts {
        guard let types = try PropertyList.value(top, key, as: [Any].self, path: key, file: path,
                                                 expected: .arrayOfDictionaries) else {
            return InfoPlistFacts(file: path, schemes: [])
        }
        var schemes: [String] = []
        for (i, entry) in types.enumerated() {
            guard let type = entry as? [String: Any] else {
                throw ConfigurationError(file: path, key: "\(key)[\(i)]", problem: .propertyList(.expected(.dictionary)))
            }
            let schemesKey = "\(key)[\(i)].CFBundleURLSchemes"
            guard let list = try PropertyList.value(type, "CFBundleURLSchemes", as: [Any].self, path: schemesKey, file: path,
                                                    expected: .arrayOfStrings) else { continue }
            for (j, scheme) in list.enumerated() {
                guard let scheme = scheme as? String else {
                    throw ConfigurationError(file: path, key: "\(schemesKey)[\(j)]", problem: .propertyList(.expected(.string)))
                }
                schemes.append(scheme)
            }
        }
        return InfoPlistFacts(file: path, schemes: schemes)
    }
}

/// One `applinks:` entry of the Associated Domains entitlement: `applinks:demo.q2.com`,
/// `applinks:*.q2.com` or `applinks:demo.q2.com?mode=developer`.
public struct AssociatedDomainEntry: Sendable, Equatable {
    /// The entry as written.
    public var raw: String
    /// The host, lowercased, `*.` included for a wildcard.
    public var host: String
    /// `?mode=developer`: only on devices with Associated Domains Development turned on, for development-signed
    /// builds. `?mode=managed`: only on devices managed by MDM. Nil: everywhere.
    public var mode: String?

    /// Reads an entitlement string; nil for another service (`webcredentials:`) or an empty host.
    public static func parse(_ text: String) -> AssociatedDomainEntry? {
        let prefix = "applinks:"
        guard text.utf8.count > prefix.utf8.count, text.lowercased().hasPrefix(prefix) else { return nil }
        let rest = String(text.dropFirst(prefix.count))
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let host = parts[0].lowercased()
        guard !host.isEmpty else { return nil }
        var mode: String?
        if parts.count > 1 {
            for item in parts[1].split(separator: "&") where item.lowercased().hasPrefix("mode=") {
                mode = String(item.dropFirst(5)).lowercased()
            }
        }
        return AssociatedDomainEntry(raw: text, host: host, mode: mode)
    }

    /// Whether the entry covers `domain`: the same host, or a subdomain of a `*.` wildcard.
    public func covers(_ domain: String) -> Bool {
        let domain = domain.lowercased()
        if host.hasPrefix("*.") { return domain.hasSuffix(String(host.dropFirst(1))) }
        return host == domain
    }

    /// Whether the entry works only in developer mode.
    public var developerOnly: Bool { mode?.contains("developer") == true }
    /// Whether the entry works only on managed devices.
    public var managedOnly: Bool { mode == "managed" }
}

/// What an entitlements file lists under `com.apple.developer.associated-domains`.
public struct EntitlementsFacts: Sendable, Equatable {
    public var file: String
    public var applinks: [AssociatedDomainEntry]

    static let key = "com.apple.developer.associated-domains"

    /// The first entry that covers the domain, preferring one that works everywhere.
    public func entry(covering domain: String) -> AssociatedDomainEntry? {
        let covering = applinks.filter { $0.covers(domain) }
        return covering.first { $0.mode == nil } ?? covering.first
    }

    public static func load(path: String) throws(ConfigurationError) -> EntitlementsFacts {
        try load(path: path, referredBy: nil)
    }

    static func load(path: String, referredBy referrer: FileReference?) throws(ConfigurationError) -> EntitlementsFacts {
        let top = try PropertyList.dictionary(atPath: path, referredBy: referrer)
        return EntitlementsFacts(file: path, applinks: try entries(in: top, path: key, file: path) ?? [])
    }

    /// The `applinks:` entries of an entitlements dictionary (also a profile's `Entitlements`); nil when absent.
    static func entries(in dictionary: [String: Any], path: String, file: String) throws(ConfigurationError) -> [AssociatedDomainEntry]? {
        guard let list = try PropertyList.value(dictionary, key, as: [Any].self, path: path, file: file,
                                                expected: .applinksEntries) else { return nil }
        var entries: [AssociatedDomainEntry] = []
        for (i, item) in list.enumerated() {
            guard let text = item as? String else {
                throw ConfigurationError(file: file, key: "\(path)[\(i)]", problem: .propertyList(.expected(.applinksEntry)))
            }
            if let entry = AssociatedDomainEntry.parse(text) { entries.append(entry) }
        }
        return entries
    }
}

/// What a `.mobileprovision` grants: the Associated Domains capability in its `Entitlements`, the app ID it is
/// for (`Entitlements` → `application-identifier`), and when it expires.
public struct ProvisioningProfileFacts: Sendable, Equatable {
    public var file: String
    /// The profile's `Name`, when it has one.
    public var name: String?
    /// `"*"` (any domain the app's entitlement lists), specific `applinks:` entries, or nil when the
    /// profile lacks the capability.
    public var associatedDomains: ProfileDomains?
    /// `ExpirationDate`, as `yyyy-MM-dd` (UTC).
    public var expirationDate: String?
    /// Whether `ExpirationDate` had passed when the settings were loaded.
    public var expired: Bool
    /// `Entitlements` → `application-identifier`: `TEAMID.bundle.id`, or a wildcard such as `TEAMID.*`.
    public var applicationIdentifier: String? = nil

    /// Whether the profile is for `appID`: the same identifier, or a wildcard (`TEAMID.com.q2.*`) whose
    /// part before the `*` starts it. A profile that names no identifier is taken to be for the app.
    public func isFor(appID: String) -> Bool {
        guard let id = applicationIdentifier else { return true }
        if id.hasSuffix("*") { return appID.lowercased().hasPrefix(id.dropLast().lowercased()) }
        return id.equalsIgnoringASCIICase(appID)
    }

    /// Whether the profile carries the capability for `domain`.
    public func covers(_ domain: String) -> Bool {
        switch associatedDomains {
        case .any?: true
        case .entries(let entries)?: entries.contains { $0.covers(domain) }
        case nil: false
        }
    }

    public static func load(path: String, now: Date) throws(ConfigurationError) -> ProvisioningProfileFacts {
        try load(path: path, now: now, referredBy: nil)
    }

    static func load(path: String, now: Date, referredBy referrer: FileReference?) throws(ConfigurationError) -> ProvisioningProfileFacts {
        try facts(inEnvelope: PropertyList.read(path, referredBy: referrer), file: path, now: now)
    }

    /// What the profile bytes (the signed envelope) grant; `path` names the file in errors.
    static func facts(inEnvelope bytes: [UInt8], file path: String, now: Date) throws(ConfigurationError) -> ProvisioningProfileFacts {
        let plist: [UInt8]
        switch SignedEnvelope.contents(of: bytes) {
        case .plist(let bytes): plist = bytes
        case .brokenBinary:
            throw ConfigurationError(file: path, problem: .propertyList(.envelopeBrokenBinary))
        case .none:
            throw ConfigurationError(file: path, problem: .propertyList(.envelopeEmpty))
        }
        let top = try PropertyList.dictionary(from: plist, file: path)
        guard let entitlements = try PropertyList.value(top, "Entitlements", as: [String: Any].self, path: "Entitlements",
                                                        file: path, expected: .dictionary) else {
            throw ConfigurationError(file: path, key: "Entitlements", problem: .missing)
        }
        let key = "Entitlements." + EntitlementsFacts.key
        var domains: ProfileDomains?
        if let wildcard = entitlements[EntitlementsFacts.key] as? String {
            guard wildcard == "*" else { throw ConfigurationError(file: path, key: key, problem: .propertyList(.expected(.wildcardOrEntries))) }
            domains = .any
        } else if let entries = try EntitlementsFacts.entries(in: entitlements, path: key, file: path) {
            domains = .entries(entries)
        }
        let expiry = try PropertyList.value(top, "ExpirationDate", as: Date.self, path: "ExpirationDate", file: path, expected: .date)
        let name = try PropertyList.value(top, "Name", as: String.self, path: "Name", file: path, expected: .string)
        let appID = try PropertyList.value(entitlements, "application-identifier", as: String.self,
                                           path: "Entitlements.application-identifier", file: path, expected: .string)
        return ProvisioningProfileFacts(file: path, name: name, associatedDomains: domains,
                                        expirationDate: expiry.map(Self.day), expired: expiry.map { $0 < now } ?? false,
                                        applicationIdentifier: appID)
    }

    static func day(_ date: Date) -> String {
        String(Timestamp.iso8601(date).prefix(10))
    }
}

/// A profile's `com.apple.developer.associated-domains` entitlement.
public enum ProfileDomains: Sendable, Equatable {
    /// `"*"`: whatever the app's entitlement lists.
    case any
    case entries([AssociatedDomainEntry])
}
