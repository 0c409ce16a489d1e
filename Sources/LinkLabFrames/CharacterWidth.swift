/// How many terminal columns a character occupies: 0, 1 or 2.
///
/// Glibc's `wcwidth` is not exported to Swift and depends on the locale, so layout uses this
/// pure table instead: the same answer in tests, in tmux and on a developer's laptop.
public enum CharacterWidth {
    /// Columns for one grapheme: its first visible scalar decides, and an emoji presentation
    /// selector (U+FE0F) or a flag makes it wide.
    public static func of(_ character: Character) -> Int {
        // Nearly every cell is ASCII: one byte, printable (1) or control (0). CRLF is one
        // grapheme too, and its asciiValue is a line feed.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        // One scalar on its own (box drawing, arrows, most letters): no selector, no flag.
        var scalars = character.unicodeScalars.makeIterator()
        if let only = scalars.next(), scalars.next() == nil { return of(only) }
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
        // Letterlike symbols to miscellaneous arrows (box drawing, shapes, dingbats) hold no mark
        // and no format character; skip the general-category lookup, the slow part, for them.
        if (0x2100...0x2BFF).contains(value) { return EastAsianWide.contains(value) ? 2 : 1 }
        if isZeroWidth(scalar) { return 0 }
        return EastAsianWide.contains(value) ? 2 : 1
    }

    /// Total columns of a string, summed grapheme by grapheme.
    public static func of(_ text: some StringProtocol) -> Int {
        // ASCII fast path: every ASCII scalar is a grapheme of its own (CRLF, the exception, is
        // two controls of width 0), so the width is the count of printable bytes.
        var columns = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + of($1) } }
            if byte >= 0x20, byte != 0x7F { columns += 1 }
        }
        return columns
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
