import Testing
@testable import LinkLabFrames

/// Where the locale is not UTF-8: every mark has a one-column ASCII stand-in, and no two marks that
/// mean opposite things share one.
@Suite("plain glyphs")
struct PlainGlyphsTests {
    @Test("passed and failed checks keep distinct ASCII marks", arguments: [
        ("✓", "+"), ("✗", "x"), ("•", "*"), ("›", ">"), ("‹", "<"), ("↵", "\\"), ("↑", "^"), ("↓", "v"), ("a", "a"), ("漢", "?"),
    ] as [(Unicode.Scalar, Character)])
    func marks(_ scalar: Unicode.Scalar, _ expected: Character) {
        #expect(Character(UnicodeScalar(PlainGlyphs.ascii(for: scalar))) == expected)
    }

    @Test("borders become line drawing; a frame's plain text is ASCII")
    func borders() {
        var frame = Frame(width: 6, height: 3)
        frame.box(Rect(x: 0, y: 0, width: 6, height: 3))
        _ = frame.put("✓✗", x: 1, y: 1)
        #expect(LineDrawing("─") == .horizontal && LineDrawing("┘") == .lowerRight && LineDrawing("x") == nil)
        #expect(PlainGlyphs.plainText(of: frame) == "+----+\n|+x  |\n+----+")
    }
}
