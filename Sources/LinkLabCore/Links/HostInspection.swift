/// Judges a Universal Link's host from its percent-encoded form and from the link as written
/// (docs/contract.md, "Host judgement"): userinfo, `%` escapes, punycode, a trailing dot, IP literals
/// and ports are never the associated domain.
enum HostInspection {
    /// Why the host can never be the associated domain, or nil when it is an ordinary host name.
    /// The port is the one written in the link: Foundation reads no port at all when the number is too
    /// large for an `Int`, so its `port` cannot be trusted here.
    static func suspicion(encodedHost: String, rawHost: String, writtenPort: String?) -> HostSuspicion? {
        let lower = encodedHost.asciiLowercased()
        let raw = rawHost.asciiLowercased()
        if raw.hasPrefix("xn--") || raw.containsBytes(".xn--") { return .punycode }
        // Fullwidth letters, the ideographic full stop 。 (and ．, ｡) or a soft hyphen: Foundation and
        // browsers map them onto a plain ASCII name (demo。q2.com reads as demo.q2.com).
        if raw.utf8.contains(where: { $0 >= 0x80 }) {
            let mapped = lower.utf8.allSatisfy { $0 < 0x80 } && !lower.hasPercent
                && !lower.hasPrefix("xn--") && !lower.containsBytes(".xn--")
            return mapped ? .lookalike(lower) : .punycode
        }
        if lower.hasPercent { return .percentEscapes }
        if lower.hasPrefix("xn--") || lower.containsBytes(".xn--") { return .punycode }
        if lower.hasSuffix(".") { return .trailingDot }
        if lower.hasPrefix("[") || isIPv4(lower) { return .ipAddress }
        if let writtenPort, !writtenPort.isEmpty { return .port(writtenPort) }
        return nil
    }

    /// The authority as written in the link text: after `//`, before the path, query or fragment,
    /// without userinfo.
    private static func writtenAuthority(in text: String) -> Substring.UTF8View? {
        guard let start = text.firstByteOffset(of: "://") else { return nil }
        var authority = text.utf8.dropFirst(start + 3).prefix { $0 != 0x2F && $0 != 0x3F && $0 != 0x23 }
        if let at = authority.lastIndex(of: 0x40) { authority = authority[authority.index(after: at)...] }
        return Substring(authority).utf8
    }

    /// The host as written in the link text: after `//`, without userinfo or port. Foundation decodes
    /// punycode and percent escapes, so the written form is what tells a lookalike.
    static func writtenHost(in text: String) -> String {
        guard var authority = writtenAuthority(in: text) else { return "" }
        if authority.first != 0x5B, let colon = authority.lastIndex(of: 0x3A) { authority = authority[..<colon] }
        return String(Substring(authority))
    }

    /// The port as written in the link text (digits or not, of any length), or nil when none is written.
    static func writtenPort(in text: String) -> String? {
        guard let authority = writtenAuthority(in: text) else { return nil }
        let afterHost: Substring.UTF8View
        if authority.first == 0x5B {
            guard let close = authority.firstIndex(of: 0x5D) else { return nil }
            afterHost = authority[authority.index(after: close)...]
            guard afterHost.first == 0x3A else { return nil }
            return String(Substring(afterHost.dropFirst()))
        }
        guard let colon = authority.lastIndex(of: 0x3A) else { return nil }
        return String(Substring(authority[authority.index(after: colon)...]))
    }

    /// Digits and dots only (`192.168.0.1`, or a bare number, which URL parsers also read as an address).
    static func isIPv4(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E } && host.utf8.contains { $0 != 0x2E }
    }
}
