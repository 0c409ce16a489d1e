import Foundation
import PropertyBased
import Testing
@testable import LinkLabCore

/// The one JSON writer: whatever the text, the string it writes reads back as the same text, and no byte
/// of it is a control character or a scalar unsafe to show.
@Suite("JSON writer")
struct JSONWriterTests {
    static let character = Gen<String?>.element(of: [
        "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}", "é", "日",
        "\u{200B}", "\u{202E}", "\u{2028}", "\u{FEFF}", "\u{AD}", "\u{E0041}", "\u{1F600}", "abcdefgh", "\"quoted\"", "%23%2F",
    ] as [String]).map { $0! }

    static let text = character.array(of: 0...40).map { $0.joined() }

    @Test("what is written reads back as the same text, with nothing raw that is unsafe to show")
    func roundTrip() async {
        await propertyCheck(count: 2000, input: Self.text) { text in
            let quoted = JSONText.quote(text)
            let back = try? JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed]) as? String
            #expect(back == text, "\(quoted)")
            #expect(!quoted.unicodeScalars.contains { DisplayText.isUnsafe($0) || $0.value < 0x20 }, "\(quoted)")
        }
    }

    @Test("escapes as JSON requires, and a character beyond the BMP as a surrogate pair")
    func escapes() {
        #expect(JSONText.quote("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
        #expect(JSONText.quote("\u{E0041}") == #""\udb40\udc41""#)
        #expect(JSONText.quote("\u{202E}x") == #""\u202ex""#)
        #expect(JSONText.quote("日本 é 😀") == "\"日本 é 😀\"")
    }
}
