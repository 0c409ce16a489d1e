import Foundation

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
            for name in names { if let v = environment[name]?.trimmingCharacters(in: .whitespaces), !v.isEmpty { return v } }
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
    /// curl's default port is 1080 (443 for an `https://` proxy).
    public static func shown(_ proxy: String) -> String {
        var rest = Substring(proxy)
        var scheme = "http"
        if let range = rest.range(of: "://") {
            scheme = rest[..<range.lowerBound].lowercased()
            rest = rest[range.upperBound...]
        }
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<slash] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        let hostPort = String(rest)
        let hasPort: Bool
        if hostPort.hasPrefix("[") {
            hasPort = hostPort.range(of: "]:") != nil
        } else {
            hasPort = hostPort.contains(":")
        }
        if hasPort { return hostPort }
        return hostPort + ":" + (scheme == "https" ? "443" : "1080")
    }

    /// The host of an `https://` URL, lowercased, without brackets, port or user.
    static func host(of url: String) -> String? {
        guard let range = url.range(of: "://") else { return nil }
        var rest = url[range.upperBound...]
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<slash] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            return String(rest[rest.index(after: rest.startIndex)..<close]).lowercased()
        }
        if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
        var host = rest.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        return host.isEmpty ? nil : host
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
