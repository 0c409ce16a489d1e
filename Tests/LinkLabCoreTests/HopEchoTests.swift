import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A hop of a URL the engine has just read is shown as the engine echoed it, not sanitised again;
/// the URL shown must be the one sanitising it without a limit gives, for any URL.
@Suite("A hop is shown as the engine echoed its URL")
struct HopEchoTests {
    static let engine = LinkEngine(app: Fixtures.demoApp)

    static func agree(_ url: String) {
        let echo = engine.evaluate(url).input
        #expect(Hop(url: url, echo: echo, opens: .app, why: .appClaims) == Hop(url: url, opens: .app, why: .appClaims),
                "\(url.debugDescription)")
    }

    static let piece = Gen<String?>.element(of: [
        "https://demo.q2.com/", "q2mob://open?targetPage=", "#/", "messages", " ", "\n", "\u{1B}[31m", "\u{202E}", "\u{200B}",
        "é", "日本", "%23%2F", "\u{7F}", "\t", "\"", "<", ">", "\u{0301}", "x", String(repeating: "a", count: 60),
    ] as [String]).map { $0! }

    @Test("on generated URLs, hostile and long, within the echo's limit and past it")
    func generated() async {
        await propertyCheck(count: 3000, input: Self.piece.array(of: 0...12)) { pieces in Self.agree(pieces.joined()) }
    }

    @Test("at the echo's limit, either side of it", arguments: [299, 300, 301, 600])
    func atTheLimit(_ bytes: Int) {
        let base = "https://demo.q2.com/experimental/uux.aspx#/"
        Self.agree(base + String(repeating: "m", count: bytes - base.utf8.count))
        Self.agree(base + String(repeating: "\u{202E}", count: (bytes - base.utf8.count) / 3))
        Self.agree(base + String(repeating: "é", count: (bytes - base.utf8.count) / 2))
    }
}
