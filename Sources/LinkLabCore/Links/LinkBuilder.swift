/// Builds the two built-in links for a route, as in the documentation's "Example Route Conversion":
/// `settings/profile` → `q2mob://open?targetPage=%23%2Fsettings%2Fprofile` and
/// `https://demo.q2.com/experimental/uux.aspx#/settings/profile`.
public struct LinkBuilder: Sendable {
    public let configuration: FIConfiguration

    public init(configuration: FIConfiguration) { self.configuration = configuration }

    /// `urlScheme://open?targetPage={EncodedRoute}`: `#/route` with everything but unreserved characters encoded.
    public func customSchemeLink(route: String) -> String {
        "\(configuration.urlScheme)://open?targetPage=" + PercentEncoding.encode("#/" + route, keeping: PercentEncoding.unreserved)
    }

    /// `https://{associatedDomain}/…/{targetPageName}#/route`.
    public func universalLink(route: String) -> String {
        configuration.uuxPage + "#/" + PercentEncoding.encode(route, keeping: PercentEncoding.fragment)
    }

    /// Encodes a value for a query, leaving only unreserved characters as they are.
    public static func encodeQueryValue(_ value: String) -> String {
        PercentEncoding.encode(value, keeping: PercentEncoding.unreserved)
    }

    /// Why a route cannot be built into a link, in a sentence, or nil when it can: the same rules
    /// the engine applies to a route it reads.
    public static func problem(with route: String) -> String? {
        if route.isEmpty { return "the route is empty; give one such as settings/profile" }
        if DisplayText.containsUnsafe(route) {
            return "the route \(DisplayText.sanitize(route, limit: 120)) contains control or text-direction characters"
        }
        if hasDotSegment(route) {
            return "the route \(DisplayText.sanitize(route, limit: 120)) contains . or .. segments, which the app refuses"
        }
        return nil
    }

    /// Whether the route's path has a `.` or `..` segment: one pass over the bytes, no splitting.
    static func hasDotSegment(_ route: String) -> Bool {
        var dots = 0
        var segmentStart = true
        for byte in route.utf8 {
            if byte == 0x3F { break }
            if byte == 0x2F {
                if segmentStart, dots == 1 || dots == 2 { return true }
                dots = 0
                segmentStart = true
            } else if byte == 0x2E, segmentStart {
                dots += 1
                if dots > 2 { segmentStart = false }
            } else {
                segmentStart = false
            }
        }
        return segmentStart && (dots == 1 || dots == 2)
    }

    /// Accepts `#/route`, `/route` or `route` and returns the bare route.
    public static func bareRoute(_ text: String) -> String {
        var route = Substring(text)
        if route.hasPrefix("#") { route = route.dropFirst() }
        while route.hasPrefix("/") { route = route.dropFirst() }
        return String(route)
    }
}

/// Percent-encoding over UTF-8 with an explicit set of characters to keep. The sets are 256-entry
/// tables: a lookup per byte, no hashing.
enum PercentEncoding {
    /// Which bytes a set keeps unescaped.
    struct ByteSet: Sendable {
        private let table: [Bool]

        init(_ characters: String) {
            var table = [Bool](repeating: false, count: 256)
            for b in characters.utf8 { table[Int(b)] = true }
            self.table = table
        }

        private init(table: [Bool]) { self.table = table }

        func contains(_ byte: UInt8) -> Bool { table[Int(byte)] }

        func union(_ characters: String) -> ByteSet {
            var t = table
            for b in characters.utf8 { t[Int(b)] = true }
            return ByteSet(table: t)
        }
    }

    static let unreserved = ByteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    static let fragment = unreserved.union("!$&'()*+,;=:@/?")
    /// Everything RFC 3986 allows unescaped anywhere in a URI, plus `%` itself.
    static let uriCharacters = fragment.union("#[]%")
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    static func encode<S: WordSink>(_ text: String, keeping allowed: ByteSet, into o: inout S) {
        o += encode(text, keeping: allowed)
    }

    static func encode(_ text: String, keeping allowed: ByteSet) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                out.append(byte)
            } else {
                out.append(0x25)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Encodes only the characters a URI may not hold, leaving existing `%XX` escapes alone.
    static func encodeInvalid(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count + 16)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x25, i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) {
                out.append(b)
            } else if uriCharacters.contains(b), b != 0x25 {
                out.append(b)
            } else {
                out.append(0x25)
                out.append(hexDigits[Int(b >> 4)])
                out.append(hexDigits[Int(b & 0xF)])
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes every `%XX` once. Nil when an escape is malformed or the bytes are not UTF-8, as
    /// Foundation's `removingPercentEncoding` answers.
    static func decode(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let b = iterator.next() {
            guard b == 0x25 else {
                out.append(b)
                continue
            }
            guard let h = iterator.next(), let l = iterator.next(), let hi = hexValue(h), let lo = hexValue(l) else { return nil }
            out.append(hi << 4 | lo)
        }
        return String(validating: out, as: UTF8.self)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x37
        case 0x61...0x66: b - 0x57
        default: nil
        }
    }

    static func isHex(_ b: UInt8) -> Bool { hexValue(b) != nil }
}
