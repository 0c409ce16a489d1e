import Foundation

/// The parts of a link that the engine reads, split once. Plain ASCII links in the common shapes are
/// split by `LinkSplitter`, which agrees with Foundation's `URLComponents` on every field it answers (a
/// differential property test holds it to that); anything non-ASCII or odd is parsed by `URLComponents`.
/// This file is the only one that splits a link (`LinkReaderBoundaryTests` holds the sources to that):
/// nothing outside it knows which splitter ran.
struct LinkParts {
    var scheme: String?
    /// Whether the link has a user name or password before an `@`.
    var hasUserinfo: Bool
    /// The host as Foundation decodes it.
    var host: String?
    /// The host as Foundation keeps it, percent escapes kept.
    var encodedHost: String?
    /// The host exactly as written in the text, after `//`, without userinfo or port (Foundation decodes
    /// punycode and escapes, so the written form is what tells a lookalike); empty when none is written.
    var writtenHost: String
    /// The port as written (digits or not, of any length), or nil when none is written.
    var writtenPort: String?
    /// The port as a number, when one is written and reads as one.
    var port: Int? { components?.port }
    var encodedPath: String
    var encodedQuery: String?
    var encodedFragment: String?
    /// Whether only Foundation's lenient parse could read the text: it has characters a link may not hold
    /// unencoded (a space, say), which iOS refuses.
    var readLeniently = false
    /// Set when Foundation parsed the link; nil when the splitter did. Read only in this file.
    fileprivate var components: URLComponents? { foundationParse?.components }
    /// Foundation's parse, held by reference: `URLComponents` is 154 bytes of fields, each retained and
    /// released whenever the parts are copied or dropped, even for the plain links that never use it.
    private var foundationParse: FoundationParse?

    /// The parts of `text` as the engine splits them: the splitter for plain links, else Foundation's
    /// strict parse, else its lenient one (`readLeniently`); nil when nothing can read it.
    static func read(_ text: String) -> LinkParts? {
        if let parts = strict(text) { return parts }
        guard let lenient = URLComponents(string: text) else { return nil }
        var parts = LinkParts(components: lenient, text: text)
        parts.readLeniently = true
        return parts
    }

    /// The parts of `text` when it is a well-formed link (no lenient reading), else nil.
    static func strict(_ text: String) -> LinkParts? {
        if let plain = LinkSplitter.split(text) { return plain }
        return URLComponents(string: text, encodingInvalidCharacters: false).map { LinkParts(components: $0, text: text) }
    }

    /// The scheme-specific part as Android's `Uri.getSchemeSpecificPart()` gives it: everything between
    /// `scheme:` and `#`, percent-decoded (kept as written when it does not decode).
    var schemeSpecificPart: String {
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
    var path: String { components?.path ?? (PercentEncoding.decode(encodedPath) ?? "") }

    /// The items named `name` (or, `ignoringCase`, named so in any ASCII case): how many, and the first's value.
    func queryValues(named name: String, ignoringCase: Bool = false) -> NamedValues {
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
    var queryItems: [URLQueryItem]? {
        if let components { return components.queryItems }
        return encodedQuery.map(LinkSplitter.queryItems)
    }

    /// What `webHost(of:)` answers for the text these parts were read from, when the parts tell it without a
    /// parse: the splitter's parts (their scheme and host are the bytes `webHost` scans), or a lenient
    /// reading (the strict parse `webHost` would try has already failed, so it answers nil). Nil otherwise.
    var knownWebHost: String?? {
        if readLeniently { return .some(nil) }
        guard foundationParse == nil, let scheme, let host else { return nil }
        guard scheme.equalsIgnoringASCIICase("https") || scheme.equalsIgnoringASCIICase("http") else { return .some(nil) }
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

    /// The link with its scheme replaced, as a typed fix.
    func fix(replacingSchemeWith scheme: String, in text: String) -> Fix {
        if var c = components {
            c.scheme = scheme
            return .url(URLComponentsBox(c))
        }
        let colon = text.utf8.firstIndex(of: 0x3A) ?? text.startIndex
        return .splice(text, start: 0, end: text.utf8.distance(from: text.startIndex, to: colon), replacement: scheme)
    }

    /// The link with its host replaced, as a typed fix.
    func fix(replacingHostWith host: String, in text: String) -> Fix {
        if var c = components {
            c.host = host
            return .url(URLComponentsBox(c))
        }
        // The splitter's links are `scheme://host…` with no userinfo or port.
        let start = (scheme?.utf8.count ?? 0) + 3
        return .splice(text, start: start, end: start + (encodedHost?.utf8.count ?? 0), replacement: host)
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
    static func replacingWrittenHost(of link: String, _ change: (String) -> String) -> String {
        guard let start = link.range(of: "://")?.upperBound else { return link }
        let rest = link[start...]
        let end = rest.firstIndex { $0 == "/" || $0 == "#" || $0 == "?" } ?? rest.endIndex
        return String(link[..<start]) + change(String(rest[..<end])) + rest[end...]
    }
}

/// The ways parts are made, each handed to the memberwise initialiser: set field by field in an initialiser
/// of the type, the parts were copied as they were returned (see `Decision`'s initialiser).
extension LinkParts {
    /// The parts of components Foundation read elsewhere (the sample module's public API takes them).
    init(components c: URLComponents) {
        self.init(components: c, text: c.string ?? "")
    }

    fileprivate init(components c: URLComponents, text: String) {
        self.init(scheme: c.scheme, hasUserinfo: c.user != nil || c.password != nil, host: c.host,
                  encodedHost: c.percentEncodedHost, writtenHost: Self.writtenHost(in: text),
                  writtenPort: Self.writtenPort(in: text), encodedPath: c.percentEncodedPath,
                  encodedQuery: c.percentEncodedQuery, encodedFragment: c.percentEncodedFragment,
                  readLeniently: false, foundationParse: FoundationParse(components: c))
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
struct NamedValues: Equatable {
    var count: Int
    var first: String?
}

/// A hand-written splitter for the plain ASCII links LinkLab meets most: `scheme://host/path?query#fragment`
/// with only the characters RFC 3986 allows there. It answers nil for anything else (non-ASCII, a space,
/// userinfo, a port, an IP literal, a percent-encoded host, a malformed escape, no `//`, an empty query),
/// and then Foundation's `URLComponents` reads the link.
enum LinkSplitter {
    private static let scheme = PercentEncoding.ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-.")
    private static let regName = PercentEncoding.unreserved.union("!$&'()*+,;=")
    private static let pathCharacters = regName.union(":@/%")
    private static let queryCharacters = pathCharacters.union("?")

    static func split(_ text: String) -> LinkParts? {
        var bytes = text
        // Set from the closure, not returned through it: returned, the parts were copied whole on the way out.
        var parts: LinkParts?
        bytes.withUTF8 { parts = split(bytes: $0) }
        return parts
    }

    private static func split(bytes b: UnsafeBufferPointer<UInt8>) -> LinkParts? {
        guard let r = scan(b) else { return nil }
        func string(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self) }
        return LinkParts(scheme: string(r.scheme), host: string(r.host), path: string(r.path),
                         query: r.query.map(string), fragment: r.fragment.map(string))
    }

    /// Where the parts of a plain link lie in its bytes.
    private struct Ranges {
        var scheme: Range<Int>
        var host: Range<Int>
        var path: Range<Int>
        var query: Range<Int>?
        var fragment: Range<Int>?
    }

    /// The lowercased host of `text` when the splitter reads it and its scheme is `http` or `https` in any
    /// case; `.notPlain` when the splitter leaves the link to Foundation. Agrees with `split`, of which it
    /// is the same scan without the strings.
    static func webHost(_ text: String) -> WebHost {
        var bytes = text
        return bytes.withUTF8 { b in
            guard let r = scan(b) else { return .notPlain }
            let scheme = UnsafeBufferPointer(rebasing: b[r.scheme])
            let isWeb = (scheme.count == 4 || scheme.count == 5) && scheme[0] | 0x20 == 0x68 && scheme[1] | 0x20 == 0x74
                && scheme[2] | 0x20 == 0x74 && scheme[3] | 0x20 == 0x70 && (scheme.count == 4 || scheme[4] | 0x20 == 0x73)
            // The splitter's hosts are never empty.
            guard isWeb else { return .host(nil) }
            return .host(String(unsafeUninitializedCapacity: r.host.count) { out in
                for (k, byte) in b[r.host].enumerated() { out[k] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
                return r.host.count
            })
        }
    }

    /// What `webHost` found.
    enum WebHost {
        /// The splitter read the link: its lowercased web host, or nil when its scheme is not http(s).
        case host(String?)
        /// The splitter does not read the link.
        case notPlain
    }

    /// Each byte's classes, one bit a set (`schemeClass`, `hostClass`, `pathClass`, `queryClass`): the four
    /// sets above as one table, so that the scan classes a byte with one load.
    private static let classes: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        return (scheme.contains(byte) ? schemeClass : 0) | (regName.contains(byte) ? hostClass : 0)
            | (pathCharacters.contains(byte) ? pathClass : 0) | (queryCharacters.contains(byte) ? queryClass : 0)
    }
    private static let schemeClass: UInt8 = 1, hostClass: UInt8 = 2, pathClass: UInt8 = 4, queryClass: UInt8 = 8

    private static func scan(_ b: UnsafeBufferPointer<UInt8>) -> Ranges? {
        Self.classes.withUnsafeBufferPointer { scan(b, classes: $0) }
    }

    private static func scan(_ b: UnsafeBufferPointer<UInt8>, classes t: UnsafeBufferPointer<UInt8>) -> Ranges? {
        let n = b.count
        guard n > 0, isAlpha(b[0]) else { return nil }
        var i = 1
        while i < n, t[Int(b[i])] & schemeClass != 0 { i += 1 }
        guard i < n, b[i] == 0x3A, i + 2 < n, b[i + 1] == 0x2F, b[i + 2] == 0x2F else { return nil }
        let schemeEnd = i
        i += 3
        let hostStart = i
        while i < n, t[Int(b[i])] & hostClass != 0 { i += 1 }
        let hostEnd = i
        guard hostEnd > hostStart, !containsPunycodeLabel(b, hostStart..<hostEnd) else { return nil }
        if i < n, b[i] != 0x2F, b[i] != 0x3F, b[i] != 0x23 { return nil }
        let pathStart = i
        var sawPercent = false
        while i < n, b[i] != 0x3F, b[i] != 0x23 {
            guard t[Int(b[i])] & pathClass != 0 else { return nil }
            sawPercent = sawPercent || b[i] == 0x25
            i += 1
        }
        let pathEnd = i
        var queryRange: Range<Int>?
        var queryHasPercent = false
        if i < n, b[i] == 0x3F {
            i += 1
            let start = i
            while i < n, b[i] != 0x23 {
                guard t[Int(b[i])] & queryClass != 0 else { return nil }
                queryHasPercent = queryHasPercent || b[i] == 0x25
                i += 1
            }
            guard i > start else { return nil }
            queryRange = start..<i
        }
        var fragmentRange: Range<Int>?
        if i < n, b[i] == 0x23 {
            i += 1
            let start = i
            while i < n {
                guard t[Int(b[i])] & queryClass != 0 else { return nil }
                sawPercent = sawPercent || b[i] == 0x25
                i += 1
            }
            fragmentRange = start..<i
        }
        // The host holds no `%` (it is not in `regName`): only a path, query or fragment that holds one is checked.
        if sawPercent || queryHasPercent, !escapesAreWellFormed(b, from: pathStart) { return nil }
        // Foundation drops query items whose escapes are not UTF-8: leave such a query to it.
        if queryHasPercent, let q = queryRange, !PercentEncoding.decodesToUTF8(UnsafeBufferPointer(rebasing: b[q])) { return nil }
        return Ranges(scheme: 0..<schemeEnd, host: hostStart..<hostEnd, path: pathStart..<pathEnd, query: queryRange, fragment: fragmentRange)
    }

    /// Foundation decodes `xn--` labels (and reads no host when they are not valid punycode): leave those to it.
    private static func containsPunycodeLabel(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
        var i = r.lowerBound
        while i + 3 < r.upperBound {
            if b[i] | 0x20 == 0x78, b[i + 1] | 0x20 == 0x6E, b[i + 2] == 0x2D, b[i + 3] == 0x2D { return true }
            i += 1
        }
        return false
    }

    private static func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    /// Every `%` is followed by two hex digits.
    private static func escapesAreWellFormed(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var i = start
        while i < b.count {
            if b[i] == 0x25 {
                guard i + 2 < b.count, PercentEncoding.isHex(b[i + 1]), PercentEncoding.isHex(b[i + 2]) else { return false }
                i += 3
            } else {
                i += 1
            }
        }
        return true
    }

    /// The values of the query items whose decoded name is `name` (or equals it ignoring ASCII case), in
    /// order, without building the other items. Agrees with `queryItems` filtered by name.
    static func values(named name: String, ignoringCase: Bool, in query: String) -> NamedValues {
        var found = NamedValues(count: 0, first: nil)
        var query = query
        query.withUTF8 { q in
            var start = 0
            while true {
                var end = start
                while end < q.count, q[end] != 0x26 { end += 1 }
                var equals = start
                while equals < end, q[equals] != 0x3D { equals += 1 }
                let rawName = UnsafeBufferPointer(rebasing: q[start..<equals])
                if nameMatches(rawName, name, ignoringCase: ignoringCase) {
                    // Only the first value is read (the app reads the first targetPage); the rest are counted.
                    if found.count == 0, equals < end { found.first = decode(UnsafeBufferPointer(rebasing: q[(equals + 1)..<end])) }
                    found.count += 1
                }
                guard end < q.count else { break }
                start = end + 1
            }
        }
        return found
    }

    /// Whether a query item's raw name, decoded, is `name` (or equals it ignoring ASCII case).
    private static func nameMatches(_ raw: UnsafeBufferPointer<UInt8>, _ name: String, ignoringCase: Bool) -> Bool {
        if raw.contains(0x25) {
            let decoded = decode(raw)
            return ignoringCase ? decoded.equalsIgnoringASCIICase(name) : decoded == name
        }
        guard raw.count == name.utf8.count else { return false }
        var i = 0
        for b in name.utf8 {
            let r = raw[i]
            guard r == b || (ignoringCase && r | 0x20 == b | 0x20 && (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) else { return false }
            i += 1
        }
        return true
    }

    /// The bytes decoded once, straight from the query (no string is made of them first); kept as written
    /// when an escape is malformed or the decoded bytes are not UTF-8, as `decodedOnce` keeps them.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(0x25) else { return String(decoding: bytes, as: UTF8.self) }
        return PercentEncoding.decode(bytes) ?? String(decoding: bytes, as: UTF8.self)
    }

    /// The items of a percent-encoded query, split on `&` and the first `=`, decoded once.
    static func queryItems(_ query: String) -> [URLQueryItem] {
        query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            guard let equals = pair.firstIndex(of: "=") else {
                return URLQueryItem(name: decode(pair), value: nil)
            }
            return URLQueryItem(name: decode(pair[..<equals]), value: decode(pair[pair.index(after: equals)...]))
        }
    }

    private static func decode(_ text: Substring) -> String { String(text).decodedOnce }
}

/// Foundation's parse of a link the splitter left to it, kept whole for the few questions only it answers.
private final class FoundationParse: Sendable {
    let components: URLComponents
    init(components: URLComponents) { self.components = components }
}
