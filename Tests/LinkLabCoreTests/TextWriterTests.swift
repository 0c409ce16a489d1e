import Testing
@testable import LinkLabCore

/// Issue 20: the text writer copies plain printable ASCII in one pass, eight bytes at a time, and shows any
/// other text as `DisplayText.sanitize` shows it.
@Suite("The text writer shows text as the sanitiser does")
struct TextWriterTests {
    /// Every length from 0 to 24 (whole words, a tail, both), with each kind of byte the sanitiser or the
    /// word check treats apart put at each position: a control, DEL, a non-ASCII letter, a bidi control.
    @Test("plain text of any length is copied as it is; a byte that is not plain, anywhere, is shown as the sanitiser shows it")
    func agreesWithSanitize() {
        let odd: [String] = ["\u{1B}", "\u{7F}", "é", "\u{202E}", "\n", " "]
        for length in 0...24 {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x21 + $0 % 90))) })
            var cases = [plain]
            for position in 0...length {
                for o in odd {
                    var text = plain
                    text.insert(contentsOf: o, at: text.index(text.startIndex, offsetBy: position))
                    cases.append(text)
                }
            }
            for text in cases {
                var w = TextWriter(capacity: 16)
                w.write("a")
                w.write(text)
                #expect(String(decoding: w.bytes, as: UTF8.self) == "a" + DisplayText.sanitize(text, limit: .max),
                        "\(text.debugDescription)")
            }
        }
    }
}
