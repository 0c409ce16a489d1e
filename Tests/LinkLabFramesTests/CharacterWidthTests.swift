import LinkLabFrames
import Testing

@Suite("Character width")
struct CharacterWidthTests {
    @Test("every grapheme takes the columns a terminal gives it", arguments: [
        ("a", 1), ("~", 1), ("é", 1), ("→", 1), ("─", 1), ("…", 1),
        ("漢", 2), ("字", 2), ("あ", 2), ("한", 2), ("Ａ", 2), ("。", 2),
        ("😀", 2), ("🚀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("❤️", 2), ("🇩🇪", 2),
        ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FEFF}", 0),
        ("\u{7}", 0), ("\u{1B}", 0),
    ] as [(Character, Int)])
    func width(_ character: Character, _ columns: Int) {
        #expect(CharacterWidth.of(character) == columns)
    }

    @Test("a string's width is the sum of its graphemes")
    func stringWidth() {
        #expect(CharacterWidth.of("abc") == 3)
        #expect(CharacterWidth.of("漢字ok") == 6)
        #expect(CharacterWidth.of("cafe\u{301} 😀") == 7)
        #expect(CharacterWidth.of("") == 0)
    }

    @Test("ASCII text, controls and CRLF included, measures as its graphemes do")
    func asciiFastPath() {
        let every = String(String.UnicodeScalarView((0..<128).compactMap(Unicode.Scalar.init)))
        #expect(CharacterWidth.of(every) == every.reduce(0) { $0 + CharacterWidth.of($1) })
        #expect(CharacterWidth.of(every) == 95)
        #expect(CharacterWidth.of("a\r\nb") == 2)
        #expect(CharacterWidth.of("\r\n" as Character) == 0)
    }
}
