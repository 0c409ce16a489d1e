import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// One definition of "unsafe to show", taken from Unicode's properties rather than
/// a hand-picked list, used by the intake, the JSON writer and every path to a terminal.
@Suite("DisplayText: what is unsafe to show")
struct DisplayTextTests {
    static let unsafe: [(Unicode.Scalar, String)] = [
        ("\u{0}", "NUL (Cc)"), ("\u{7}", "BEL (Cc)"), ("\u{1B}", "ESC (Cc)"), ("\u{7F}", "DEL (Cc)"),
        ("\u{85}", "NEL, a C1 control (Cc)"), ("\u{9B}", "CSI, a C1 control (Cc)"),
        ("\u{AD}", "soft hyphen (Cf, default ignorable)"),
        ("\u{034F}", "combining grapheme joiner (default ignorable)"),
        ("\u{061C}", "Arabic letter mark (Cf)"),
        ("\u{115F}", "Hangul choseong filler (default ignorable)"),
        ("\u{1160}", "Hangul jungseong filler (default ignorable)"),
        ("\u{180E}", "Mongolian vowel separator (Cf)"),
        ("\u{200B}", "zero width space (Cf)"), ("\u{200C}", "ZWNJ (Cf)"), ("\u{200D}", "ZWJ (Cf)"),
        ("\u{200E}", "LRM (Cf)"), ("\u{202A}", "LRE (Cf)"), ("\u{202E}", "RLO (Cf)"),
        ("\u{2028}", "line separator (Zl)"), ("\u{2029}", "paragraph separator (Zp)"),
        ("\u{2060}", "word joiner (Cf)"), ("\u{2066}", "LRI (Cf)"), ("\u{2069}", "PDI (Cf)"),
        ("\u{3164}", "Hangul filler (default ignorable)"),
        ("\u{E000}", "private use (Co)"), ("\u{F8FF}", "private use (Co)"), ("\u{10FFFD}", "plane 16 private use (Co)"),
        ("\u{FE00}", "variation selector 1 (default ignorable)"),
        ("\u{FE0F}", "variation selector 16 (default ignorable)"),
        ("\u{FEFF}", "BOM (Cf)"),
        ("\u{FFA0}", "halfwidth Hangul filler (default ignorable)"),
        ("\u{FFF9}", "interlinear annotation anchor (Cf)"), ("\u{FFFA}", "interlinear annotation separator (Cf)"),
        ("\u{FFFB}", "interlinear annotation terminator (Cf)"),
        ("\u{0378}", "unassigned (Cn)"), ("\u{FFFF}", "noncharacter (Cn)"),
        ("\u{1D173}", "musical symbol begin beam (Cf)"),
        ("\u{E0001}", "language tag (Cf)"), ("\u{E0041}", "tag Latin capital A (Cf)"),
        ("\u{E0100}", "variation selector 17 (default ignorable)"),
    ]

    static let safe: [(Unicode.Scalar, String)] = [
        ("a", "ASCII letter"), (" ", "space"), ("~", "tilde"), ("é", "Latin-1 letter"), ("\u{A0}", "no-break space"),
        ("ß", "sharp s"), ("\u{301}", "combining acute (Mn, on a letter)"), ("Ж", "Cyrillic"), ("א", "Hebrew"),
        ("漢", "CJK"), ("한", "Hangul syllable"), ("ア", "Katakana"), ("😀", "emoji"), ("🚀", "emoji"),
        ("\u{1F3FD}", "skin tone modifier"), ("🇩", "regional indicator"), ("→", "arrow"), ("✓", "check mark"),
        ("─", "box drawing"), ("…", "ellipsis"), ("\u{FFFD}", "replacement character"),
    ]

    @Test("every character of the table is unsafe", arguments: unsafe.map(\.0.value))
    func unsafeCharacter(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayText.isUnsafe(scalar))
        #expect(DisplayText.containsUnsafe("abc\(Character(scalar))def"))
        let shown = DisplayText.sanitize("a\(Character(scalar))b")
        #expect(!DisplayText.containsUnsafe(shown), "\(shown.debugDescription)")
    }

    @Test("letters, CJK and emoji without a variation selector are safe", arguments: safe.map(\.0.value))
    func safeCharacter(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(!DisplayText.isUnsafe(scalar))
        let text = "x\(String(scalar))y"
        #expect(DisplayText.sanitize(text) == text)
    }

    @Test("the definition is Unicode's properties, for every scalar there is")
    func followsProperties() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected: Bool
            switch properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
                expected = true
            default:
                expected = properties.isDefaultIgnorableCodePoint || (0xFFF9...0xFFFB).contains(value)
            }
            let inText = DisplayText.containsUnsafe("ab\(String(scalar))cd")
            if DisplayText.isUnsafe(scalar) != expected || inText != expected, disagreements.count < 10 {
                disagreements.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements == [])
    }

    @Test("every ASCII byte at every place in a line is judged alike (the eight-bytes-at-a-time path)")
    func asciiEverywhere() {
        var wrong: [String] = []
        for byte in UInt8(0)..<0x80 {
            for offset in 0..<19 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
                bytes[offset] = byte
                let text = String(decoding: bytes, as: UTF8.self)
                if DisplayText.containsUnsafe(text) != (byte < 0x20 || byte == 0x7F) { wrong.append("\(byte)@\(offset)") }
            }
        }
        #expect(wrong == [])
        #expect(DisplayText.containsUnsafe(String(repeating: "abcdefgh", count: 3) + "\u{AD}"))
    }

    @Test("unsafe characters are shown as \\n, \\r, \\t or \\u{XXXX}")
    func escapes() {
        #expect(DisplayText.sanitize("a\nb\rc\td") == #"a\nb\rc\td"#)
        #expect(DisplayText.sanitize("\u{1B}]52;c;aGk=\u{7}") == #"\u{1B}]52;c;aGk=\u{7}"#)
        #expect(DisplayText.sanitize("host\u{AD}name") == #"host\u{AD}name"#)
        #expect(DisplayText.sanitize("❤\u{FE0F}") == #"❤\u{FE0F}"#)
        #expect(DisplayText.sanitize("\u{E0041}") == #"\u{E0041}"#)
        #expect(DisplayText.sanitize("plain ASCII") == "plain ASCII")
        #expect(DisplayText.sanitize("naïve 漢字 😀") == "naïve 漢字 😀")
    }

    @Test("long text is cut short, with the full length named")
    func cutShort() {
        let long = DisplayText.sanitize(String(repeating: "é", count: 500), limit: 10)
        #expect(long.hasPrefix(String(repeating: "é", count: 10) + "…"))
        #expect(long.contains("1000 bytes"))
        #expect(DisplayText.sanitize(String(repeating: "x", count: 10_000), limit: .max).count == 10_000)
    }

    @Test("JSON escapes an unsafe scalar beyond the BMP as a UTF-16 surrogate pair")
    func jsonSurrogatePair() throws {
        #expect(JSONText.quote("a\u{E0041}b") == #""a\udb40\udc41b""#)
        #expect(JSONText.quote("\u{1B}\u{AD}\u{2028}") == #""\u001b\u00ad\u2028""#)
        #expect(JSONText.quote("😀") == "\"😀\"")
        let parsed = try JSONSerialization.jsonObject(with: Data(JSONText.quote("tag\u{E0041}").utf8), options: .fragmentsAllowed)
        #expect(parsed as? String == "tag\u{E0041}")
    }
}
