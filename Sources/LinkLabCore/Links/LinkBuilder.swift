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

/// Percent-encoding over UTF-8 with an explicit set of characters to keep.
enum PercentEncoding {
    static let unreserved: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8))
    static let fragment: Set<UInt8> = unreserved.union("!$&'()*+,;=:@/?".utf8)
    /// Everything RFC 3986 allows unescaped anywhere in a URI, plus `%` itself.
    static let uriCharacters: Set<UInt8> = fragment.union("#[]%".utf8)

    static func encode<S: WordSink>(_ text: String, keeping allowed: Set<UInt8>, into o: inout S) {
        o += encode(text, keeping: allowed)
    }

    static func encode(_ text: String, keeping allowed: Set<UInt8>) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + hex(byte)
            }
        }
        return out
    }

    /// Encodes only the characters a URI may not hold, leaving existing `%XX` escapes alone.
    static func encodeInvalid(_ text: String) -> String {
        var out = ""
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "%"), i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) {
                out += "%"
            } else if uriCharacters.contains(b), b != UInt8(ascii: "%") {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "%" + hex(b)
            }
            i += 1
        }
        return out
    }

    static func isHex(_ b: UInt8) -> Bool {
        (0x30...0x39).contains(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b)
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
