import CCurl
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText

/// Which proxy a request goes through, read from the environment as curl reads it, so that the helper knows
/// (and can say) which one it used: `https_proxy`, then `HTTPS_PROXY`, then `all_proxy`, then `ALL_PROXY`;
/// `no_proxy` (or `NO_PROXY`) names the hosts reached directly. An empty variable counts as unset.
public struct ProxyChoice: Sendable, Equatable {
    /// The proxy as the environment gives it (credentials and all): handed to curl, never shown.
    public var proxy: String?
    /// The hosts reached directly, as `no_proxy` gives them.
    public var noProxy: String?

    public init(environment: [String: String]) {
        func value(_ names: [String]) -> String? {
            for name in names { if let v = environment[name]?.trimmingSpaces(), !v.isEmpty { return v } }
            return nil
        }
        proxy = value(["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"])
        noProxy = value(["no_proxy", "NO_PROXY"])
    }

    /// The proxy to use for `url`, or nil to connect directly.
    public func proxy(for url: String) -> String? {
        guard let proxy else { return nil }
        guard let host = Self.host(of: url) else { return proxy }
        return Self.bypasses(host: host, noProxy: noProxy ?? "") ? nil : proxy
    }

    /// `host:port` of a proxy setting, as shown to the user: no scheme, no user name or password, no path.
    /// Read by curl's own URL parser, as curl reads the setting; curl's default port is 1080 (443 for an
    /// `https://` proxy). "?" when curl cannot read it.
    public static func shown(_ proxy: String) -> String {
        guard let host = part(proxy, CURLUPART_HOST) else { return "?" }
        let port = part(proxy, CURLUPART_PORT) ?? (part(proxy, CURLUPART_SCHEME)?.lowercased() == "https" ? "443" : "1080")
        return host + ":" + port
    }

    /// The host of a URL as curl reads it (the one it connects to), lowercased, without brackets or a final dot.
    static func host(of url: String) -> String? {
        guard var host = part(url, CURLUPART_HOST)?.lowercased() else { return nil }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix(".") { host.removeLast() }
        return host.isEmpty ? nil : host
    }

    /// One part of a URL (or a proxy setting) as curl's parser reads it.
    static func part(_ text: String, _ which: CURLUPart) -> String? {
        guard let value = linklab_curl_url_part(text, which) else { return nil }
        defer { curl_free(value) }
        return String(cString: value)
    }

    /// Whether `no_proxy` names `host`, as curl reads it: entries split by commas (or spaces); `*` names every
    /// host; a name names itself and every name under it (a leading dot is ignored); an IP address names
    /// itself, and an IPv4 `address/bits` a whole range.
    static func bypasses(host: String, noProxy: String) -> Bool {
        let entries = noProxy.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map { $0.lowercased() }
        for var entry in entries {
            if entry == "*" { return true }
            if entry.hasPrefix("[") , entry.hasSuffix("]") { entry = String(entry.dropFirst().dropLast()) }
            if let hostAddress = ipv4(host) {
                let parts = entry.split(separator: "/", maxSplits: 1)
                guard let network = parts.first.flatMap({ ipv4(String($0)) }) else { continue }
                let bits = parts.count == 2 ? Int(parts[1]) ?? -1 : 32
                guard (0...32).contains(bits) else { continue }
                let mask: UInt32 = bits == 0 ? 0 : ~UInt32(0) << UInt32(32 - bits)
                if hostAddress & mask == network & mask { return true }
                continue
            }
            if host.contains(":") {
                if entry == host { return true }
                continue
            }
            while entry.hasPrefix(".") { entry.removeFirst() }
            if entry.hasSuffix(".") { entry.removeLast() }
            if entry.isEmpty { continue }
            if host == entry || host.hasSuffix("." + entry) { return true }
        }
        return false
    }

    /// A dotted IPv4 address as a number, or nil.
    static func ipv4(_ text: String) -> UInt32? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var value: UInt32 = 0
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy(\.isASCII), let byte = UInt8(part) else { return nil }
            value = value << 8 | UInt32(byte)
        }
        return value
    }
}
