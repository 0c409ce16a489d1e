import PropertyBased
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, A13: a link holding a character unsafe to show is refused as `hidden-characters-in-link`.
/// The engine asks only when sanitising the link for its echo changed it; this holds that shortcut to asking
/// every link, for links within the echo's limit and past it.
@Suite("Hidden characters are found whether or not the echo changed")
struct HiddenCharacterReadingTests {
    static let engine = LinkEngine(app: Fixtures.demoApp)

    static func agree(_ raw: String) {
        let refused = engine.evaluate(raw).trace.steps.contains { $0.fact == .hiddenCharacters }
        let text = raw.trimmedAround
        let expected = !text.isEmpty && DisplayText.containsUnsafe(text)
        #expect(refused == expected, "\(raw.debugDescription)")
    }

    static let piece = Gen<String?>.element(of: [
        "https://demo.q2.com/experimental/uux.aspx#/", "q2mob://open?targetPage=%23%2F", "messages", " ", "\n", "\t",
        "\u{1B}", "\u{202E}", "\u{200B}", "\u{7F}", "\u{AD}", "\u{FEFF}", "\u{E0001}", "é", "日本", "\u{0301}", "\\u{202E}",
        String(repeating: "m", count: 90), String(repeating: "é", count: 40),
    ] as [String]).map { $0! }

    @Test("on generated links, with unsafe characters anywhere, short and past the echo's limit")
    func generated() async {
        await propertyCheck(count: 3000, input: Self.piece.array(of: 0...10)) { Self.agree($0.joined()) }
    }

    @Test("an unsafe character just inside and just past the echo's limit", arguments: [298, 299, 300, 301, 302])
    func atTheLimit(_ bytes: Int) {
        let base = "https://demo.q2.com/experimental/uux.aspx#/"
        let fill = String(repeating: "m", count: bytes - base.utf8.count - 3)
        Self.agree(base + fill + "\u{202E}")
        Self.agree("\u{202E}" + base + fill)
        Self.agree(base + fill + "abc")
    }
}
