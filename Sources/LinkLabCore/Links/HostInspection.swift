/// Judges a Universal Link's host from its percent-encoded form, as DESIGN.md's parser notes require:
/// userinfo, `%` escapes, punycode, a trailing dot, IP literals and ports are never the associated domain.
enum HostInspection {
    /// Why the host can never be the associated domain, or nil when it is an ordinary host name.
    static func suspicion(encodedHost: String, rawHost: String, port: Int?) -> String? {
        let lower = encodedHost.lowercased()
        let raw = rawHost.lowercased()
        if raw.hasPrefix("xn--") || raw.contains(".xn--") {
            return "is an internationalised (punycode) name, which can imitate another name"
        }
        if lower.contains("%") { return "is written with percent escapes, which hide what it really is" }
        if lower.hasPrefix("xn--") || lower.contains(".xn--") {
            return "is an internationalised (punycode) name, which can imitate another name"
        }
        if lower.hasSuffix(".") { return "ends with a dot" }
        if lower.hasPrefix("[") || isIPv4(lower) { return "is an IP address, not a domain name" }
        if let port { return "names a port (:\(port)), which the associated domain does not" }
        return nil
    }

    /// The host as written in the link text: after `//`, without userinfo or port. Foundation decodes
    /// punycode and percent escapes, so the written form is what tells a lookalike.
    static func writtenHost(in text: String) -> String {
        guard let start = text.range(of: "://") else { return "" }
        var authority = text[start.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if !authority.hasPrefix("["), let colon = authority.lastIndex(of: ":") { authority = authority[..<colon] }
        return String(authority)
    }

    static func isIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) } || host.allSatisfy(\.isNumber)
    }
}
