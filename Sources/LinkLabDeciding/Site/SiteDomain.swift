#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

/// A domain as `linklab site` and `--live` take it: a host name (letters, digits, dots, hyphens), and for
/// tests a port (`localhost:8443`). Nothing else reaches a URL or a cache file name.
public enum SiteDomain {
    /// The domain in lower case, or nil when it is not a plain host name with an optional port.
    public static func parse(_ text: String) -> String? {
        let lower = text.lowercased()
        let parts = lower.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let host = parts.first, !host.isEmpty, host.utf8.count <= 253,
              host.utf8.allSatisfy({ isHostByte($0) }), !host.hasPrefix("."), !host.hasPrefix("-"), !host.contains("..") else { return nil }
        if parts.count == 2 {
            guard let port = Int(parts[1]), (1...65535).contains(port), parts[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        }
        return lower
    }

    private static func isHostByte(_ b: UInt8) -> Bool {
        (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) || b == 0x2E || b == 0x2D
    }

    /// A service's base URL as given (`--apple-cdn`, `--google-api`), checked: https with a host, no query,
    /// fragment or user name, nothing unsafe to show; returned ending with `/`, or nil.
    public static func serviceBase(_ text: String) -> String? {
        guard let url = LinkParts.read(text), url.scheme?.lowercased() == "https", let host = url.host, !host.isEmpty,
              url.encodedQuery == nil, url.encodedFragment == nil, !url.hasUserinfo, !DisplayText.containsUnsafe(text) else { return nil }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// The four URLs for a domain, with the two services' base URLs (each ends with `/`).
    public static func url(of file: SiteFile, domain: String, appleCDN: String, googleAPI: String) -> String {
        switch file {
        case .aasa: "https://\(domain)/.well-known/apple-app-site-association"
        case .aasaCDN: appleCDN + domain
        case .assetLinks: "https://\(domain)/.well-known/assetlinks.json"
        case .googleAPI: googleAPI + "v1/statements:list?source.web.site=https://\(domain)&relation=delegate_permission/common.handle_all_urls"
        }
    }

    public static let appleCDN = "https://app-site-association.cdn-apple.com/a/v1/"
    public static let googleAPI = "https://digitalassetlinks.googleapis.com/"
}
