/// Makes text safe to draw: a raw control character would move the terminal's cursor.
public enum ScreenText {
    /// Shown in place of a control character (newline, tab, escape, ...).
    public static let replacement: Character = "\u{FFFD}"

    /// The grapheme to draw for `character`: control characters become U+FFFD, and graphemes
    /// that take no column on their own (a stray combining mark, a bidi override) are dropped.
    public static func displayable(_ character: Character) -> Character? {
        guard let first = character.unicodeScalars.first else { return nil }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return replacement }
        return CharacterWidth.of(character) == 0 ? nil : character
    }

    /// The whole string with `displayable` applied to every grapheme.
    public static func sanitized(_ text: String) -> String {
        String(text.compactMap(displayable))
    }
}
