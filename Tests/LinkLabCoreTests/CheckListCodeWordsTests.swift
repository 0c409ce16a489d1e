import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A `codes` cell of a check list is split at white space byte by byte when it is ASCII. The
/// words must be those `Character.isWhitespace` gives, which is how the cell was always split.
@Suite("A codes cell splits at white space as Character does")
struct CheckListCodeWordsTests {
    static func byCharacter(_ text: String) -> [String] { text.split(whereSeparator: \.isWhitespace).map(String.init) }

    @Test("documented shapes", arguments: [
        "", " ", "whitespace-trimmed", "no-target-page wrong-scheme", "  a   b  ", "a\tb\nc\r\nd\u{0B}e\u{0C}f",
        "a\u{00A0}b", "a\u{2003}b c", "é b", "\r\n",
    ])
    func shapes(_ text: String) {
        #expect(CheckListLoader.codeWords(text) == Self.byCharacter(text))
    }

    static let piece = Gen<String?>.element(of: [
        "a", "no-target-page", "-", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{1F}", "\u{7F}", "\u{85}",
        "\u{00A0}", "é", "\u{2028}",
    ] as [String]).map { $0! }

    @Test("generated cells")
    func generated() async {
        await propertyCheck(count: 3000, input: Self.piece.array(of: 0...10).map { $0.joined() }) { text in
            #expect(CheckListLoader.codeWords(text) == Self.byCharacter(text))
        }
    }
}
