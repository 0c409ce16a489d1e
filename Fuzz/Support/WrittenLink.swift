@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording
/// A link read from its text alone, without Foundation or LinkLab's engine: the scheme before the
/// first `:`, and the authority after `//` read two ways — up to `/`, `?` or `#` as RFC 3986 reads
/// it, and also up to `\` as browsers read https — each with its userinfo, host and port as written.
struct WrittenLink {
    /// One reading of the authority.
    struct Authority: Equatable {
        var host: [UInt8]
        var hasUserinfo: Bool
        /// A port with at least one character after the `:`; an empty port (`host:`) is no port.
        var hasPort: Bool
    }

    let scheme: [UInt8]
    /// nil when the scheme is not followed by `//`.
    let readings: [Authority]?

    /// Reads `text` after trimming what LinkLab legitimately trims at the ends: ASCII whitespace and
    /// Unicode space separators.
    init(_ text: String) {
        let bytes = Array(Substring(WrittenLink.trimmedSpaces(text)).utf8)
        let colon = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
        scheme = Array(bytes[..<colon])
        let rest = bytes[min(colon + 1, bytes.endIndex)...]
        guard rest.starts(with: [0x2F, 0x2F]) else {
            readings = nil
            return
        }
        let authority = rest.dropFirst(2)
        readings = [
            WrittenLink.read(authority.prefix { $0 != 0x2F && $0 != 0x3F && $0 != 0x23 }),
            WrittenLink.read(authority.prefix { $0 != 0x2F && $0 != 0x3F && $0 != 0x23 && $0 != 0x5C }),
        ]
    }

    private static func read(_ authority: ArraySlice<UInt8>) -> Authority {
        let at = authority.lastIndex(of: UInt8(ascii: "@"))
        let hostPort = at.map { authority[($0 + 1)...] } ?? authority
        let hostEnd: Int
        if hostPort.first == UInt8(ascii: "[") {
            hostEnd = hostPort.firstIndex(of: UInt8(ascii: "]")).map { $0 + 1 } ?? hostPort.endIndex
        } else {
            hostEnd = hostPort.firstIndex(of: UInt8(ascii: ":")) ?? hostPort.endIndex
        }
        let afterHost = hostPort[hostEnd...]
        return Authority(host: Array(hostPort[..<hostEnd]), hasUserinfo: at != nil,
                         hasPort: afterHost.count > 1 || (afterHost.count == 1 && afterHost.first != UInt8(ascii: ":")))
    }

    /// Whether the scheme is `expected`, ASCII letters compared without case.
    func schemeIs(_ expected: String) -> Bool { WrittenLink.sameIgnoringASCIICase(scheme, Array(expected.utf8)) }

    /// Why an https link that opened the app is not at `domain` (a short kind, then a sentence), or nil
    /// when every reading agrees it is.
    func foreignHost(domain: String) -> (kind: String, why: String)? {
        guard let readings else { return ("no authority", "no // after the scheme, so no host is written") }
        for reading in readings {
            if reading.hasUserinfo { return ("userinfo", "userinfo is written before the host") }
            if reading.hasPort { return ("port", "a port is written after the host") }
            if !WrittenLink.sameIgnoringASCIICase(reading.host, Array(domain.utf8)) {
                let odd = String(decoding: reading.host, as: UTF8.self).unicodeScalars.first { !$0.isASCII }
                return ("host" + (odd.map { " with " + HiddenCharacter.name($0) } ?? ""),
                        "the host as written is \"\(Escaped.bytes(reading.host))\", not \(domain)")
            }
        }
        return nil
    }

    static func sameIgnoringASCIICase(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 0x20 : c }
        return a.count == b.count && zip(a, b).allSatisfy { lower($0) == lower($1) }
    }

    /// The text without ASCII whitespace (space, tab, LF, VT, FF, CR) or Unicode space separators at its ends.
    static func trimmedSpaces(_ text: String) -> Substring.UnicodeScalarView {
        func isSpace(_ s: Unicode.Scalar) -> Bool {
            s == " " || (0x09...0x0D).contains(s.value) || (!s.isASCII && s.properties.generalCategory == .spaceSeparator)
        }
        return trimmed(text, isSpace)
    }

    /// The text without the ASCII white space docs/contract.md (A12) lets LinkLab trim silently: space,
    /// tab, LF, VT, FF and CR. Anything else left at an end (a zero-width, C1 or separator character,
    /// which A13 refuses) must stop the link. Unicode space separators are also trimmed by A12, but are
    /// not hidden characters, so they need no exception here.
    static func trimmedBreaks(_ text: String) -> Substring.UnicodeScalarView {
        trimmed(text) { $0 == " " || (0x09...0x0D).contains($0.value) }
    }

    private static func trimmed(_ text: String, _ drop: (Unicode.Scalar) -> Bool) -> Substring.UnicodeScalarView {
        let scalars = Substring(text).unicodeScalars
        guard let start = scalars.firstIndex(where: { !drop($0) }), let end = scalars.lastIndex(where: { !drop($0) }) else {
            return Substring("").unicodeScalars
        }
        return scalars[start...end]
    }
}
