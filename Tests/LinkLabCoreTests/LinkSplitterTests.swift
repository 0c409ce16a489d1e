import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The hand-written ASCII splitter is welcome only when it agrees with `URLComponents` on
/// every field it answers, over generated and hostile links, and leaves everything odd to Foundation.
@Suite("Link splitter against URLComponents")
struct LinkSplitterTests {
    /// Pieces links are built from: the schemes, hosts, separators and escapes that matter, and hostile ones.
    static let piece = Gen<String?>.element(of: [
        "q2mob", "https", "http", "Q2MOB", "HTTPS", "otherapp", "x+y.z-1", "1abc", "", ":", "://", "//", "/", "?", "#", "&", "=",
        "@", "demo.q2.com", "DEMO.Q2.com", "open", "user:pw@", "xn--demo-9la", ".", "..", ":443", ":9223372036854775808", ":",
        "[::1]", "%23", "%2F", "%2523", "%", "%G1", "%e9", "%C3%A9", "%FF", "%00", "targetPage", "targetpage", "experimental",
        "uux.aspx", "messages", "settings", "com.q2.mobile.module.demo", "path", " ", "\t", "\\", "\"", "<", ">", "{", "|",
        "^", "`", "[", "]", "é", "日", "\u{200B}", "'", "(", ")", "*", "+", ",", ";", "!", "$", "~", "-", "_", "a=b", "&&",
    ] as [String]).map { $0! }

    static let link = piece.array(of: 0...14).map { $0.joined() }

    /// Links in the shapes people paste, so that most generated inputs take the splitter's path.
    static let plausible = Gen<String?>.element(of: [
        "q2mob://open?targetPage=", "https://demo.q2.com/experimental/uux.aspx#/", "https://demo.q2.com/", "q2mob://",
        "https://DEMO.q2.com/a/uux.aspx?", "q2mob://com.q2.mobile.module.demo/",
    ] as [String]).map { $0! }

    /// The lowercased web host as Foundation reads it: what `LinkParts.webHost(of:)` answers for every link.
    static func foundationWebHost(_ text: String) -> String? {
        guard let c = URLComponents(string: text, encodingInvalidCharacters: false),
              let scheme = c.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = c.host, !host.isEmpty else { return nil }
        return host.asciiLowercased()
    }

    static func check(_ text: String) {
        #expect(LinkParts.webHost(of: text) == foundationWebHost(text), "web host of \(text.debugDescription)")
        guard let parts = LinkSplitter.split(text) else { return }
        guard let c = URLComponents(string: text, encodingInvalidCharacters: false) else {
            Issue.record("the splitter read \(text.debugDescription), which URLComponents refuses")
            return
        }
        #expect(parts.scheme == c.scheme, "scheme of \(text.debugDescription)")
        #expect(parts.hasUserinfo == (c.user != nil || c.password != nil), "userinfo of \(text.debugDescription)")
        #expect(parts.host == c.host, "host of \(text.debugDescription)")
        #expect(parts.encodedHost == c.percentEncodedHost, "encoded host of \(text.debugDescription)")
        #expect(parts.encodedPath == c.percentEncodedPath, "path of \(text.debugDescription)")
        #expect(parts.path == c.path, "decoded path of \(text.debugDescription)")
        #expect(parts.encodedQuery == c.percentEncodedQuery, "query of \(text.debugDescription)")
        #expect(parts.queryItems == c.queryItems, "query items of \(text.debugDescription)")
        #expect(parts.encodedFragment == c.percentEncodedFragment, "fragment of \(text.debugDescription)")
        for name in ["targetPage", "targetpage", "a"] {
            let items = c.queryItems ?? []
            let exact = items.filter { $0.name == name }.map(\.value)
            let anyCase = items.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
            #expect(parts.queryValues(named: name) == NamedValues(count: exact.count, first: exact.first ?? nil),
                    "values of \(name) in \(text.debugDescription)")
            #expect(parts.queryValues(named: name, ignoringCase: true) == NamedValues(count: anyCase.count, first: anyCase.first ?? nil),
                    "values of \(name), any case, in \(text.debugDescription)")
        }
        #expect(c.port == nil, "the splitter must leave ports to Foundation: \(text.debugDescription)")
    }

    @Test("generated links: every field the splitter answers is the one URLComponents answers")
    func generated() async {
        await propertyCheck(count: 3000, input: Self.link) { Self.check($0) }
    }

    @Test("generated links in pasted shapes: every field agrees")
    func plausibleLinks() async {
        await propertyCheck(count: 3000, input: zip(Self.plausible, Self.link)) { prefix, rest in Self.check(prefix + rest) }
    }

    @Test("the documented and hostile links: every field agrees, and the common ones take the splitter", arguments: [
        "q2mob://open?targetPage=%23%2Fmessages", "https://demo.q2.com/experimental/uux.aspx#/settings/profile",
        "q2mob://open?targetPage=#/messages", "https://demo.q2.com/experimental/uux.aspx",
        "https://demo.q2.com/experimental/uux.aspx?targetPage=messages", "q2mob://com.q2.mobile.module.demo/path",
        "otherapp://open?targetPage=%23%2Fmessages", "q2mob://open?targetPage=%2523%252Fmessages",
        "http://demo.q2.com/experimental/uux.aspx#/messages",
    ])
    func documented(_ link: String) {
        #expect(LinkSplitter.split(link) != nil, "a common link should not need Foundation")
        Self.check(link)
    }

    @Test("a query's escapes are judged as decoding judges them, without building the decoded text", arguments: [
        "a=b", "%23%2F", "%C3%A9", "%e9", "%FF", "%00", "%C0%80", "%ED%A0%80", "%F4%90%80%80", "%E6%97%A5", "%G1", "%4", "x%",
    ])
    func decodesToUTF8(_ query: String) {
        var bytes = query
        let judged = bytes.withUTF8 { PercentEncoding.decodesToUTF8($0) }
        #expect(judged == (PercentEncoding.decode(query) != nil), "\(query)")
    }

    @Test("the web host of a link, in any case of scheme and host, is the one Foundation reads", arguments: [
        ("https://demo.q2.com/x", "demo.q2.com"), ("HTTPS://DEMO.Q2.com/x#/a", "demo.q2.com"), ("HtTp://a.B?x=1", "a.b"),
        ("httpx://demo.q2.com/x", nil), ("q2mob://open?targetPage=x", nil), ("https://demo.q2.com@evil.example/x", "evil.example"),
        ("https://demo.q2.com:443/x", "demo.q2.com"), ("https:///x", nil), ("not a link", nil),
    ] as [(String, String?)])
    func webHost(_ link: String, _ host: String?) {
        #expect(LinkParts.webHost(of: link) == Self.foundationWebHost(link))
        #expect(LinkParts.webHost(of: link) == host)
    }

    @Test("odd links are left to Foundation", arguments: [
        "https://demo.q2.com@evil.example/x", "https://demo.q2.com:443/x", "https://[::1]/x", "https://demo%2Eq2.com/x",
        "https://xn--demo-9la.q2.com/x", "https://demo.q2.com/pro file", "https://démo.q2.com/x", "q2mob:open?targetPage=x",
        "https:///x", "q2mob://open?", "https://demo.q2.com/%zz", "not a link",
    ])
    func odd(_ link: String) {
        #expect(LinkSplitter.split(link) == nil)
    }
}
