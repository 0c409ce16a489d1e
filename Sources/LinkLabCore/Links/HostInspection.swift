/// Judges a Universal Link's host from its percent-encoded form, as DESIGN.md's parser notes require:
/// userinfo, `%` escapes, punycode, a trailing dot, IP literals and ports are never the associated domain.
enum HostInspection {
    /// Why the host can never be the associated domain, or nil when it is an ordinary host name.
    static func suspicion(encodedHost: String, rawHost: String, port: Int?) -> String? {
        let lower = encodedHost.asciiLowercased()
        let raw = rawHost.asciiLowercased()
        if raw.hasPrefix("xn--") || raw.containsBytes(".xn--") {
            return "is an internationalised (punycode) name, which can imitate another name"
        }
        if lower.hasPercent { return "is written with percent escapes, which hide what it really is" }
        if lower.hasPrefix("xn--") || lower.containsBytes(".xn--") {
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
        guard let start = text.firstByteOffset(of: "://") else { return "" }
        var authority = text.utf8.dropFirst(start + 3).prefix { $0 != 0x2F && $0 != 0x3F && $0 != 0x23 }
        if let at = authority.lastIndex(of: 0x40) { authority = authority[authority.index(after: at)...] }
        if authority.first != 0x5B, let colon = authority.lastIndex(of: 0x3A) { authority = authority[..<colon] }
        return String(decoding: authority, as: UTF8.self)
    }

    /// Digits and dots only (`192.168.0.1`, or a bare number, which URL parsers also read as an address).
    static func isIPv4(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E } && host.utf8.contains { $0 != 0x2E }
    }
}
