#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A hand-written splitter for the plain ASCII links LinkLab meets most: `scheme://host/path?query#fragment`
/// with only the characters RFC 3986 allows there. It answers nil for anything else (non-ASCII, a space,
/// userinfo, a port, an IP literal, a percent-encoded host, a malformed escape, no `//`, an empty query),
/// and then Foundation's `URLComponents` reads the link, except a link whose only fault is a space, which
/// `splitEncodingSpaces` (below) reads as Foundation's lenient parse would.
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
            QueryItems.forEach(in: q) { rawName, value in
                guard nameMatches(UnsafeBufferPointer(rebasing: q[rawName]), name, ignoringCase: ignoringCase) else { return }
                // Only the first value is read (the app reads the first targetPage); the rest are counted.
                if found.count == 0, let value { found.first = decode(UnsafeBufferPointer(rebasing: q[value])) }
                found.count += 1
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
        QueryItems.split(query).map { URLQueryItem(name: decode($0.name), value: $0.value.map(decode)) }
    }

    private static func decode(_ text: Substring) -> String { String(text).decodedOnce }
}

/// Links whose only fault is a space: Foundation's lenient parse reads them by percent-encoding each part
/// that holds a space (its spaces and its own `%` signs, as iOS does: docs/contract.md, A14)
/// and reading the result. The splitter reads that result itself, so the commonest broken link (a route with
/// a space, or words pasted instead of a link) is not handed to Foundation twice.
extension LinkSplitter {
    /// A link as Foundation's lenient parse encodes it, and whether it has a `scheme://`.
    struct SpaceEncoded {
        var text: String
        var hasScheme: Bool
    }

    /// The parts of `text` when its only fault is an ASCII space in its path, query or fragment, or when it
    /// is plain words with no scheme (a path to Foundation); read leniently, with each part holding a space
    /// encoded. Nil for anything else, which Foundation reads.
    static func splitEncodingSpaces(_ text: String) -> LinkParts? {
        guard let encoded = encodingSpaces(text) else { return nil }
        var parts: LinkParts?
        if encoded.hasScheme {
            parts = split(encoded.text)
        } else if encoded.text.utf8.allSatisfy({ pathCharacters.contains($0) }) {
            // Every `%` of it is now an escape: the path held a space, so each of its own `%` was encoded.
            parts = LinkParts(relativePath: encoded.text)
        }
        parts?.readLeniently = true
        return parts
    }

    /// `text` with each of its path, query and fragment that holds an ASCII space percent-encoded as
    /// Foundation's lenient parse encodes it: the spaces as `%20` and the part's own `%` signs as `%25`; the
    /// scheme, host and the other parts kept. Nil when it holds no space, when a space lies in the scheme or
    /// host (Foundation reads no link then), or when it has no `scheme://` and holds a `:`, `?` or `#`, or
    /// starts with `//` (then Foundation decides what it is).
    static func encodingSpaces(_ text: String) -> SpaceEncoded? {
        var text = text
        return text.withUTF8 { b -> SpaceEncoded? in
            let n = b.count
            guard b.contains(0x20) else { return nil }
            var i = 0
            while i < n, scheme.contains(b[i]) { i += 1 }
            let hasScheme = i > 0 && isAlpha(b[0]) && i + 2 < n && b[i] == 0x3A && b[i + 1] == 0x2F && b[i + 2] == 0x2F
            let start: Int
            if hasScheme {
                i += 3
                while i < n, b[i] != 0x2F, b[i] != 0x3F, b[i] != 0x23 {
                    if b[i] == 0x20 { return nil }
                    i += 1
                }
                start = i
            } else {
                guard !b.contains(0x3A), !b.contains(0x3F), !b.contains(0x23), !(n >= 2 && b[0] == 0x2F && b[1] == 0x2F) else {
                    return nil
                }
                start = 0
            }
            var out: [UInt8] = []
            out.reserveCapacity(n + 32)
            out.append(contentsOf: b[0..<start])
            func part(_ r: Range<Int>) {
                guard b[r].contains(0x20) else { return out.append(contentsOf: b[r]) }
                for byte in b[r] {
                    switch byte {
                    case 0x20: out.append(contentsOf: [0x25, 0x32, 0x30])
                    case 0x25: out.append(contentsOf: [0x25, 0x32, 0x35])
                    default: out.append(byte)
                    }
                }
            }
            var end = start
            while end < n, b[end] != 0x3F, b[end] != 0x23 { end += 1 }
            part(start..<end)
            if end < n, b[end] == 0x3F {
                out.append(0x3F)
                let queryStart = end + 1
                end = queryStart
                while end < n, b[end] != 0x23 { end += 1 }
                part(queryStart..<end)
            }
            if end < n {
                out.append(0x23)
                part((end + 1)..<n)
            }
            return SpaceEncoded(text: String(decoding: out, as: UTF8.self), hasScheme: hasScheme)
        }
    }
}
