#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText

/// The parts of a link that the engine reads, split once. Plain ASCII links in the common shapes are
/// split by `LinkSplitter`, which agrees with Foundation's `URLComponents` on every field it answers (a
/// differential property test holds it to that); anything non-ASCII or odd is parsed by `URLComponents`.
/// This file and the splitter's (`LinkSplitter.swift`) are the only ones that split a link
/// (`LinkReaderBoundaryTests` holds the sources to that): nothing outside them knows which splitter ran.
package struct LinkParts {
    package var scheme: String?
    /// Whether the link has a user name or password before an `@`.
    package var hasUserinfo: Bool
    /// The host as Foundation decodes it.
    package var host: String?
    /// The host as Foundation keeps it, percent escapes kept.
    package var encodedHost: String?
    /// The host exactly as written in the text, after `//`, without userinfo or port (Foundation decodes
    /// punycode and escapes, so the written form is what tells a lookalike); empty when none is written.
    package var writtenHost: String
    /// The port as written (digits or not, of any length), or nil when none is written.
    package var writtenPort: String?
    /// The port as a number, when one is written and reads as one.
    package var port: Int? { components?.port }
    package var encodedPath: String
    package var encodedQuery: String?
    package var encodedFragment: String?
    /// Whether only Foundation's lenient parse could read the text: it has characters a link may not hold
    /// unencoded (a space, say), which iOS refuses.
    package var readLeniently = false
    /// Set when Foundation parsed the link; nil when the splitter did. Read only in this file.
    package var components: URLComponents? { foundationParse?.components }
    /// Foundation's parse, held by reference: `URLComponents` is 154 bytes of fields, each retained and
    /// released whenever the parts are copied or dropped, even for the plain links that never use it.
    private var foundationParse: FoundationParse?

    /// The parts of `text` as the engine splits them: the splitter for plain links, else Foundation's
    /// strict parse, else its lenient one (`readLeniently`); nil when nothing can read it. A link whose only
    /// fault is a space (which the strict parse refuses) is read leniently by the splitter, as Foundation
    /// would read it (`LinkSplitterSpaceTests` holds the two equal).
    package static func read(_ text: String) -> LinkParts? {
        if let plain = LinkSplitter.split(text) { return plain }
        if let spaced = LinkSplitter.splitEncodingSpaces(text) { return spaced }
        if let c = URLComponents(string: text, encodingInvalidCharacters: false) { return LinkParts(components: c, text: text) }
        guard !hostHasForbiddenCharacter(text), let lenient = URLComponents(string: text) else { return nil }
        var parts = LinkParts(components: lenient, text: text)
        parts.readLeniently = true
        return parts
    }

    /// Whether the host as written holds a character no host may hold: a space, a control, one of
    /// `" < > { } | ^ ` \`, or a `%` that starts no escape. Foundation's lenient parse refuses such a link only
    /// where ICU's IDNA is loaded (a process that links the whole of Foundation dynamically, as the tests do);
    /// FoundationEssentials alone, and every statically linked runtime, would percent-encode the host
    /// instead. Refused here, the link reads the same in linklab and in the tests.
    static func hostHasForbiddenCharacter(_ text: String) -> Bool {
        guard let start = text.firstRange(of: "://")?.upperBound else { return false }
        let authority = text[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        let bytes = Array(host.utf8)
        func hex(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
        }
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case 0..<0x21, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"),
                 UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "\\"):
                return true
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, hex(bytes[index + 1]), hex(bytes[index + 2]) else { return true }
            default: continue
            }
        }
        return false
    }

    /// The parts of `text` when it is a well-formed link (no lenient reading), else nil.
    package static func strict(_ text: String) -> LinkParts? {
        if let plain = LinkSplitter.split(text) { return plain }
        return URLComponents(string: text, encodingInvalidCharacters: false).map { LinkParts(components: $0, text: text) }
    }

    /// The scheme-specific part as Android's `Uri.getSchemeSpecificPart()` gives it: everything between
    /// `scheme:` and `#`, percent-decoded (kept as written when it does not decode).
    package var schemeSpecificPart: String {
        var s = ""
        if let host = encodedHost {
            s += "//"
            if let c = components, let user = c.percentEncodedUser {
                s += user
                if let password = c.percentEncodedPassword { s += ":" + password }
                s += "@"
            }
            s += host
            if let port = components?.port { s += ":\(port)" }
        }
        s += encodedPath
        if let query = encodedQuery { s += "?" + query }
        return PercentEncoding.decode(s) ?? s
    }

    /// The path, percent-decoded (empty when it does not decode, as Foundation answers).
    package var path: String { components?.path ?? (PercentEncoding.decode(encodedPath) ?? "") }

    /// The items named `name` (or, `ignoringCase`, named so in any ASCII case): how many, and the first's value.
    package func queryValues(named name: String, ignoringCase: Bool = false) -> NamedValues {
        // Asked of the reference: `components != nil` copied Foundation's whole parse out to compare it.
        if foundationParse != nil {
            let values = (queryItems ?? []).filter { ignoringCase ? $0.name.equalsIgnoringASCIICase(name) : $0.name == name }.map(\.value)
            return NamedValues(count: values.count, first: values.first ?? nil)
        }
        return encodedQuery.map { LinkSplitter.values(named: name, ignoringCase: ignoringCase, in: $0) } ?? NamedValues(count: 0, first: nil)
    }

    /// The names of the query's items, decoded once, in order.
    var queryItemNames: [String] { (queryItems ?? []).map(\.name) }

    /// The query's items, names and values decoded once, in order.
    package var queryItems: [URLQueryItem]? {
        if let components { return components.queryItems }
        return encodedQuery.map(LinkSplitter.queryItems)
    }

    /// What `webHost(of:)` answers for the text `read` made these parts of, without a parse: the splitter's
    /// parts (their scheme and host are the bytes `webHost` scans), Foundation's strict parse (the one
    /// `webHost` would make again once the splitter declines), or a lenient reading (the strict parse has
    /// already failed, so it answers nil).
    package var knownWebHost: String?? {
        if readLeniently { return .some(nil) }
        guard let scheme, scheme.equalsIgnoringASCIICase("https") || scheme.equalsIgnoringASCIICase("http"),
              let host, !host.isEmpty else { return .some(nil) }
        return .some(host.asciiLowercased())
    }

    /// The lowercased host of an `http` or `https` link (in any case) that `strict` reads, or nil for
    /// anything else; a plain link is scanned without building its parts.
    static func webHost(of text: String) -> String? {
        switch LinkSplitter.webHost(text) {
        case .host(let host): return host
        case .notPlain:
            // What `strict` answers once the splitter has declined: Foundation's strict parse, read for its
            // scheme and host only (the other parts, and a second scan, are not needed here).
            guard let c = URLComponents(string: text, encodingInvalidCharacters: false), let scheme = c.scheme?.asciiLowercased(),
                  scheme == "https" || scheme == "http", let host = c.host, !host.isEmpty else { return nil }
            return host.asciiLowercased()
        }
    }

    /// The text the splitter read: a lenient reading's is the link as Foundation encodes it, on which a fix
    /// is written, as Foundation's parse of it writes one.
    package static func asRead(_ text: String, leniently: Bool) -> String {
        leniently ? LinkSplitter.encodingSpaces(text)?.text ?? text : text
    }

    /// The authority as written in the link text: after `//`, before the path, query or fragment,
    /// without userinfo.
    private static func writtenAuthority(in text: String) -> Substring.UTF8View? {
        guard let start = text.firstByteOffset(of: "://") else { return nil }
        var authority = text.utf8.dropFirst(start + 3).prefix { $0 != 0x2F && $0 != 0x3F && $0 != 0x23 }
        if let at = authority.lastIndex(of: 0x40) { authority = authority[authority.index(after: at)...] }
        return Substring(authority).utf8
    }

    /// The host as written in the link text: after `//`, without userinfo or port.
    static func writtenHost(in text: String) -> String {
        guard var authority = writtenAuthority(in: text) else { return "" }
        if authority.first != 0x5B, let colon = authority.lastIndex(of: 0x3A) { authority = authority[..<colon] }
        return String(Substring(authority))
    }

    /// The port as written in the link text, or nil when none is written.
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

    /// `link` with the host as written (after `://`, up to the path, query or fragment) changed by `change`;
    /// the link itself when it has no `://`.
    package static func replacingWrittenHost(of link: String, _ change: (String) -> String) -> String {
        guard let start = link.firstRange(of: "://")?.upperBound else { return link }
        let rest = link[start...]
        let end = rest.firstIndex { $0 == "/" || $0 == "#" || $0 == "?" } ?? rest.endIndex
        return String(link[..<start]) + change(String(rest[..<end])) + rest[end...]
    }
}

/// The ways parts are made, each handed to the memberwise initialiser: set field by field in an initialiser
/// of the type, the parts were copied as they were returned (see `Decision`'s initialiser).
extension LinkParts {
    /// The parts of components Foundation read elsewhere (the sample module's public API takes them).
    package init(components c: URLComponents) {
        self.init(components: c, text: c.string ?? "")
    }

    fileprivate init(components c: URLComponents, text: String) {
        self.init(scheme: c.scheme, hasUserinfo: c.user != nil || c.password != nil, host: c.host,
                  encodedHost: c.percentEncodedHost, writtenHost: Self.writtenHost(in: text),
                  writtenPort: Self.writtenPort(in: text), encodedPath: c.percentEncodedPath,
                  encodedQuery: c.percentEncodedQuery, encodedFragment: c.percentEncodedFragment,
                  readLeniently: false, foundationParse: FoundationParse(components: c))
    }

    /// A relative reference, as Foundation reads text with no scheme: a path alone.
    init(relativePath path: String) {
        self.init(scheme: nil, hasUserinfo: false, host: nil, encodedHost: nil, writtenHost: "", writtenPort: nil,
                  encodedPath: path, encodedQuery: nil, encodedFragment: nil, readLeniently: false, foundationParse: nil)
    }

    @inline(__always)
    init(scheme: String, host: String, path: String, query: String?, fragment: String?) {
        self.init(scheme: scheme, hasUserinfo: false, host: host, encodedHost: host, writtenHost: host,
                  writtenPort: nil, encodedPath: path, encodedQuery: query, encodedFragment: fragment,
                  readLeniently: false, foundationParse: nil)
    }
}

/// The query items with one name: how many there are, and the first one's value (nil when there is
/// none, or when it has no `=`).
package struct NamedValues: Equatable {
    package var count: Int
    package var first: String?
}

/// Foundation's parse of a link the splitter left to it, kept whole for the few questions only it answers.
private final class FoundationParse: Sendable {
    let components: URLComponents
    init(components: URLComponents) { self.components = components }
}
