/// How many terminal columns a character occupies: 0, 1 or 2.
///
/// Glibc's `wcwidth` is not exported to Swift and depends on the locale, so layout uses this
/// pure table instead: the same answer in tests, in tmux and on a developer's laptop.
public enum CharacterWidth {
    /// Columns for one grapheme: its first visible scalar decides, and an emoji presentation
    /// selector (U+FE0F) or a flag makes it wide.
    public static func of(_ character: Character) -> Int {
        var width = 0
        var first: Unicode.Scalar?
        for scalar in character.unicodeScalars {
            if first == nil { first = scalar }
            if width == 0 { width = of(scalar) }
            if scalar.value == 0xFE0F, let base = first, base.properties.isEmoji { return 2 }
        }
        if let base = first, isRegionalIndicator(base), character.unicodeScalars.count > 1 { return 2 }
        return width
    }

    /// Columns for one scalar on its own: wide East Asian and emoji are 2, marks and
    /// zero-width formatting are 0, control characters are 0, everything else is 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        return EastAsianWide.contains(value) ? 2 : 1
    }

    /// Total columns of a string, summed grapheme by grapheme.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Hangul medial vowels and final consonants join the preceding leading consonant.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
