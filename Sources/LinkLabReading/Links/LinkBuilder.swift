import LinkLabText
import LinkLabFormats

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
    package static func hasDotSegment(_ route: String) -> Bool {
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
    ///
    /// The `#` and `/` are dropped as characters, not bytes: `#` followed by a combining mark is one
    /// character, and stays. Read by byte while that cannot happen (the byte after those dropped is ASCII,
    /// which always starts a character of its own), and by `Character` otherwise.
    public static func bareRoute(_ text: String) -> String {
        let utf8 = text.utf8
        var i = utf8.startIndex
        if i < utf8.endIndex, utf8[i] == UInt8(ascii: "#") { i = utf8.index(after: i) }
        while i < utf8.endIndex, utf8[i] == UInt8(ascii: "/") { i = utf8.index(after: i) }
        if i == utf8.startIndex { return text }
        if i == utf8.endIndex { return "" }
        if utf8[i] < 0x80 { return String(Substring(utf8[i...])) }
        return bareRouteByCharacter(text)
    }

    /// `bareRoute` read by `Character`: the reference, and the way when a non-ASCII character follows.
    static func bareRouteByCharacter(_ text: String) -> String {
        var route = Substring(text)
        if route.hasPrefix("#") { route = route.dropFirst() }
        while route.hasPrefix("/") { route = route.dropFirst() }
        return String(route)
    }
}
