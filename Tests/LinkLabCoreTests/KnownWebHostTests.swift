import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The way from a tap asks each hop's web host. When the engine's reading of the link already
/// tells it (`LinkParts.knownWebHost`, passed out by `evaluate(_:webHost:)`), that answer is the one
/// `LinkParts.webHost(ofLink:)` works out by scanning the link again.
@Suite("The web host the engine read agrees with the one worked out again")
struct KnownWebHostTests {
    static let engine = LinkEngine(app: Fixtures.demoApp)

    static func agree(_ link: String) {
        var webHost: String?? = nil
        _ = engine.evaluate(link, webHost: &webHost)
        guard let known = webHost else { return }
        #expect(known == LinkParts.webHost(ofLink: link), "\(link.debugDescription)")
    }

    @Test("on generated links, plausible and hostile, with spaces around them")
    func generated() async {
        let padded = Gen<String?>.element(of: ["", " ", "\n", "  \t"] as [String]).map { $0! }
        await propertyCheck(count: 4000, input: LinkSplitterTests.plausible, LinkSplitterTests.link, padded) { start, rest, pad in
            Self.agree(pad + start + rest + pad)
            Self.agree(rest)
        }
    }

    @Test("on the fuzz corpus of links and the documented examples")
    func corpus() {
        for link in LinkReaderAgreementTests.corpus { Self.agree(link) }
        for link in ["https://demo.q2.com/experimental/uux.aspx#/messages", "HTTPS://DEMO.Q2.COM/x", "http://demo.q2.com/#/a",
                     "https://demo.q2.com@evil.example/x", "https://dEmo.q2.com:443/x", "https://demo.q2.com/a b",
                     "q2mob://open?targetPage=%23%2Fmessages", "https://日本.example/x", "https://xn--wgv71a.example/"] {
            Self.agree(link)
        }
    }

    @Test("plain web links are told by the reading, so the way does not scan them again")
    func plainLinksAreKnown() {
        var webHost: String?? = nil
        _ = Self.engine.evaluate("https://DEMO.q2.com/experimental/uux.aspx#/messages", webHost: &webHost)
        #expect(webHost == .some("demo.q2.com"))
        webHost = nil
        _ = Self.engine.evaluate("q2mob://open?targetPage=%23%2Fmessages", webHost: &webHost)
        #expect(webHost == .some(nil))
    }

    @Test("links Foundation reads strictly are told by the reading too, so Foundation does not parse them twice",
          arguments: [
        ("https://demo.q2.com@evil.example/x", "evil.example"), ("https://dEmo.q2.com:443/x", "demo.q2.com"),
        ("HTTP://u:p@Demo.q2.com/#/a", "demo.q2.com"), ("https://[::1]/x", "[::1]"), ("q2mob://u@open?x=1", nil),
        ("https:/x", nil), ("https:x", nil), ("/x/y", nil),
    ] as [(String, String?)])
    func strictlyParsedLinksAreKnown(_ link: String, _ host: String?) {
        var webHost: String?? = nil
        _ = Self.engine.evaluate(link, webHost: &webHost)
        #expect(webHost == .some(host), "\(link)")
        #expect(LinkParts.webHost(ofLink: link) == host, "\(link)")
    }
}
