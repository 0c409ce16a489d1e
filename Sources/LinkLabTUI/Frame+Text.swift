import LinkLabCore

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
        let text = DisplayText.sanitize(text, limit: .max)
        var limit = width
        if let maxWidth { limit = min(limit, x + max(0, maxWidth)) }
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
            set(Cell(text: String(shown), style: style), x: column, y: y)
            if columns == 2 {
                set(Cell(text: "", style: style, isContinuation: true), x: column + 1, y: y)
            }
            written += columns
            column += columns
        }
        return written
    }
}
