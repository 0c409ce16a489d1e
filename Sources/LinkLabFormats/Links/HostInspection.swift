/// Judges a Universal Link's host from its percent-encoded form and from the link as written
/// (docs/contract.md, "Host judgement"): userinfo, `%` escapes, punycode, a trailing dot, IP literals
/// and ports are never the associated domain.
package enum HostInspection {
    /// Why the host can never be the associated domain, or nil when it is an ordinary host name.
    /// The port is the one written in the link: Foundation reads no port at all when the number is too
    /// large for an `Int`, so its `port` cannot be trusted here.
    package static func suspicion(encodedHost: String, rawHost: String, writtenPort: String?) -> HostSuspicion? {
        if writtenPort?.isEmpty ?? true, rawHost == encodedHost, let verdict = plainSuspicion(encodedHost) { return verdict }
        return generalSuspicion(encodedHost: encodedHost, rawHost: rawHost, writtenPort: writtenPort)
    }

    /// The usual host, written in lowercase ASCII letters, digits, `-` and `.` alone, as Foundation reads it
    /// and with no port, judged byte by byte: only a punycode label, a trailing dot or an IPv4 address can
    /// be wrong with it (the same order as `generalSuspicion`). Nil, undecided, for any other host.
    static func plainSuspicion(_ host: String) -> HostSuspicion?? {
        var host = host
        return host.withUTF8 { b -> HostSuspicion?? in
            var digitsAndDots = true
            var punycode = false
            for i in b.indices {
                switch b[i] {
                case 0x30...0x39, 0x2E: break
                case 0x61...0x7A, 0x2D:
                    digitsAndDots = false
                    // A label that starts with `xn--`.
                    if b[i] == 0x78, i == 0 || b[i - 1] == 0x2E, i + 3 < b.count, b[i + 1] == 0x6E, b[i + 2] == 0x2D, b[i + 3] == 0x2D {
                        punycode = true
                    }
                default: return .none
                }
            }
            if punycode { return .some(.punycode) }
            if b.last == 0x2E { return .some(.trailingDot) }
            if digitsAndDots, b.contains(where: { $0 != 0x2E }) { return .some(.ipAddress) }
            return .some(nil)
        }
    }

    /// Any host: written with userinfo, escapes, non-ASCII lookalikes, a port or anything else.
    static func generalSuspicion(encodedHost: String, rawHost: String, writtenPort: String?) -> HostSuspicion? {
        let lower = encodedHost.asciiLowercased()
        let raw = rawHost.asciiLowercased()
        if raw.hasPrefix("xn--") || raw.containsBytes(".xn--") { return .punycode }
        // Fullwidth letters, the ideographic full stop 。 (and ．, ｡) or a soft hyphen: Foundation and
        // browsers map them onto a plain ASCII name (demo。q2.com reads as demo.q2.com).
        // The mapping is LinkLab's own (`lookalikeFolding`), not Foundation's: only where ICU's IDNA is loaded
        // does Foundation map them, and a static runtime never loads it.
        if !raw.isAllASCII {
            return lookalikeFolding(rawHost).map(HostSuspicion.lookalike) ?? .punycode
        }
        if lower.hasPercent { return .percentEscapes }
        if lower.hasPrefix("xn--") || lower.containsBytes(".xn--") { return .punycode }
        if lower.hasSuffix(".") { return .trailingDot }
        if lower.hasPrefix("[") || isIPv4(lower) { return .ipAddress }
        if let writtenPort, !writtenPort.isEmpty { return .port(writtenPort) }
        return nil
    }

    /// The plain ASCII name a host written with fullwidth letters (U+FF01 to U+FF5E), an ideographic full stop
    /// (。 ． ｡) or soft hyphens reads as, lowercased, as UTS #46 maps them; nil when any other character outside
    /// ASCII remains, or nothing but the mapped characters changed nothing.
    static func lookalikeFolding(_ host: String) -> String? {
        var folded = String.UnicodeScalarView()
        for scalar in host.unicodeScalars {
            switch scalar.value {
            case 0xFF01...0xFF5E: folded.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
            case 0x3002, 0xFF0E, 0xFF61: folded.append(".")
            case 0x00AD: continue
            case 0..<0x80: folded.append(scalar)
            default: return nil
            }
        }
        let name = String(folded).asciiLowercased()
        return name.isEmpty || name.hasPercent || name.hasPrefix("xn--") || name.containsBytes(".xn--") ? nil : name
    }

    /// Digits and dots only (`192.168.0.1`, or a bare number, which URL parsers also read as an address).
    static func isIPv4(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E } && host.utf8.contains { $0 != 0x2E }
    }
}
