import Foundation

/// The settings keys of the way from a tap to the app: `redirects` (tracking host → destination), `tracking`
/// (`domainsWithAASA`, `appResolvesTrackingLinks`, `serverRedirects`) and `appStoreID`.
enum PathSettingsFile {
    static let keys = ["redirects", "tracking", "appStoreID"]

    /// Reads the three keys from the settings object; nil when none is present.
    static func decode(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> LinkPathSettings? {
        guard keys.contains(where: { c.contains(.init($0)) }) else { return nil }
        var settings = LinkPathSettings()
        if let table = try c.decodeIfPresent([String: String].self, forKey: .init("redirects")) {
            for (host, destination) in table {
                let path = c.codingPath + [AnyCodingKey("redirects"), AnyCodingKey(host)]
                guard !host.isEmpty, !DisplayText.containsUnsafe(host), !host.contains("/"), !host.contains(":") else {
                    throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "a key must be a host name, such as click.mailer.example"))
                }
                guard LinkWrapper.webLink(destination) != nil, !DisplayText.containsUnsafe(destination) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "must be an https:// or http:// link"))
                }
                settings.redirects[host.asciiLowercased()] = destination
            }
        }
        if c.contains(.init("tracking")) {
            let t = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init("tracking"))
            let allowed = ["domainsWithAASA", "appResolvesTrackingLinks", "serverRedirects", "comment"]
            if let unknown = t.allKeys.first(where: { !allowed.contains($0.stringValue) }) {
                throw DecodingError.dataCorrupted(.init(codingPath: t.codingPath + [unknown],
                                                       debugDescription: "unknown key; expected one of \(allowed.joined(separator: ", "))"))
            }
            if let domains = try t.decodeIfPresent([String].self, forKey: .init("domainsWithAASA")) {
                if let bad = domains.firstIndex(where: { $0.isEmpty || DisplayText.containsUnsafe($0) || $0.contains("/") }) {
                    throw DecodingError.dataCorrupted(.init(codingPath: t.codingPath + [AnyCodingKey("domainsWithAASA"), AnyCodingKey("\(bad)")],
                                                           debugDescription: "must be a host name, such as click.mailer.example"))
                }
                settings.domainsWithAASA = domains.map { $0.asciiLowercased() }
            }
            if let v = try t.decodeIfPresent(Bool.self, forKey: .init("appResolvesTrackingLinks")) { settings.appResolvesTrackingLinks = v }
            if let v = try t.decodeIfPresent(String.self, forKey: .init("serverRedirects")) {
                guard let policy = ServerRedirectPolicy(rawValue: v) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: t.codingPath + [AnyCodingKey("serverRedirects")],
                                                           debugDescription: "must be browser or app"))
                }
                settings.serverRedirects = policy
            }
        }
        if let id = try c.decodeIfPresent(String.self, forKey: .init("appStoreID")) {
            guard !id.isEmpty, id.utf8.count <= 20, id.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("appStoreID")],
                                                       debugDescription: "must be the App Store ID's digits, such as 123456789"))
            }
            settings.appStoreID = id
        }
        return settings
    }
}
