#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText

/// The settings keys of the way from a tap to the app: `redirects` (tracking host → destination), `tracking`
/// (`domainsWithAASA`, `appResolvesTrackingLinks`, `serverRedirects`), `appStoreID` and `wrappers` (a partner's own
/// trackers and gateways).
enum PathSettingsFile {
    /// Reads the four keys from the settings object; nil when none is present.
    static func read(_ o: JSONObject<SettingsKey>) throws(ConfigurationError) -> LinkPathSettings? {
        guard o.has(.redirects) || o.has(.tracking) || o.has(.appStoreID) || o.has(.wrappers) else { return nil }
        var settings = LinkPathSettings()
        if let table = o[.redirects] {
            guard let members = table.members else { throw table.mustBe(.kind(.object)) }
            for (host, value) in members {
                let destination = try value.string()
                guard !host.isEmpty, !DisplayText.containsUnsafe(host), !host.contains("/"), !host.contains(":") else {
                    throw value.error(.mustBe(.hostName))
                }
                guard LinkWrapper.webLink(destination) != nil, !DisplayText.containsUnsafe(destination) else {
                    throw value.error(.mustBe(.webLink))
                }
                settings.redirects[host.asciiLowercased()] = destination
            }
        }
        if let tracking = o[.tracking] {
            let t = try tracking.object(TrackingKey.self)
            if let list = t[.domainsWithAASA] {
                var domains: [String] = []
                for item in try list.items() {
                    let domain = try item.string()
                    if domain.isEmpty || DisplayText.containsUnsafe(domain) || domain.contains("/") { throw item.error(.mustBe(.hostName)) }
                    domains.append(domain.asciiLowercased())
                }
                settings.domainsWithAASA = domains
            }
            if let v = try t.bool(.appResolvesTrackingLinks) { settings.appResolvesTrackingLinks = v }
            if let v = try t.optional(.serverRedirects, { v throws(ConfigurationError) in try v.choice(ServerRedirectPolicy.self) }) {
                settings.serverRedirects = v
            }
        }
        if let value = o[.appStoreID] {
            let id = try value.string()
            guard !id.isEmpty, id.utf8.count <= 20, id.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw value.error(.mustBe(.appStoreID))
            }
            settings.appStoreID = id
        }
        if let list = o[.wrappers] {
            for item in try list.items() { settings.wrappers.append(try WrapperSettingsFile.read(item)) }
        }
        return settings
    }
}
