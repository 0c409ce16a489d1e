import LinkLabText

extension Frame {
    /// Writes `text` from (x, y) on one row and returns how many columns it wrote.
    ///
    /// Clips at the frame's edges and at `maxWidth` columns. A wide grapheme that would be
    /// cut in half is never split: its visible half becomes a space. No cell ever holds a
    /// character that is unsafe to show (`DisplayText.isUnsafe`): whoever calls this, such a
    /// character is drawn as its visible escape (`\n`, `\u{1B}`), and a stray combining mark
    /// with nothing to sit on is dropped (see `ScreenText`).
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil
    ) -> Int {
        guard y >= 0, y < height else { return 0 }
        var limit = width
        if let maxWidth { limit = min(limit, x + max(0, maxWidth)) }
        // A clip ends the row where the pane ends, so no wide grapheme is left half inside it; text
        // that would have run on past the pane is counted as a write the clip refused.
        if let clip, clip.maxX < limit {
            if measuredWidth(text, from: x, upTo: limit) > clip.maxX - x { noteRefusedWrite() }
            limit = clip.maxX
        }
        if let written = putSimple(text, x: x, y: y, style: style, limit: limit) { return written }
        let text = DisplayText.sanitize(text, limit: .max)
        var column = x
        var written = 0
        for character in text {
            guard column < limit else { break }
            guard let shown = ScreenText.displayable(character) else { continue }
            let columns = CharacterWidth.of(shown)
            if column + columns > limit || column < 0 {
                // Only part of this grapheme is visible: pad that part with spaces.
                for padded in max(column, 0)..<min(column + columns, limit) {
                    set(.blank(style), x: padded, y: y)
                    written += 1
                }
                column += columns
                continue
            }
            set(Cell(CellGrapheme(shown), style: style), x: column, y: y)
            if columns == 2 { set(.continuation(style), x: column + 1, y: y) }
            written += columns
            column += columns
        }
        return written
    }

    /// The fast path of `put` for text made only of scalars that stand alone (most of every frame:
    /// ASCII, Latin letters, dashes and quotes, arrows, box drawing, check marks). Each such scalar
    /// is a grapheme of its own, safe to show, and its width is known without a table lookup, so
    /// no grapheme breaking, sanitising or measuring is needed. Nil when the text holds anything else.
    private mutating func putSimple(_ text: String, x: Int, y: Int, style: CellStyle, limit: Int) -> Int? {
        var ascii = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            ascii = false
            break
        }
        if !ascii {
            for scalar in text.unicodeScalars where !Self.standsAlone(scalar.value) { return nil }
        }
        var column = x
        var written = 0
        for scalar in text.unicodeScalars {
            guard column < limit else { break }
            let value = scalar.value
            let columns = value >= 0x2100 && EastAsianWide.contains(value) ? 2 : 1
            if column < 0 || column + columns > limit {
                // Only part of this grapheme is visible: pad that part with spaces.
                for padded in max(column, 0)..<max(max(column, 0), min(column + columns, limit)) {
                    set(.blank(style), x: padded, y: y)
                    written += 1
                }
                column += columns
                continue
            }
            set(Cell(CellGrapheme(scalar), style: style), x: column, y: y)
            if columns == 2 { set(.continuation(style), x: column + 1, y: y) }
            written += columns
            column += columns
        }
        return written
    }

    /// How far `text` written from `x` would reach, at most to `limit`: enough to tell whether it
    /// passes a clip's edge without drawing it.
    private func measuredWidth(_ text: String, from x: Int, upTo limit: Int) -> Int {
        var columns = 0
        for character in text {
            columns += CharacterWidth.of(character)
            if x + columns >= limit { break }
        }
        return columns
    }

    /// Printable scalars that are always a grapheme of their own and never unsafe to show
    /// (`DisplayText.isUnsafe` answers these same blocks without a table).
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x27BF:
            true
        default:
            false
        }
    }
}
