extension Frame {
    /// Copies `source` into `area`, shifted `offset` columns (a screen sliding in or out), clipped to the
    /// area; a wide grapheme the area's edge cuts in half becomes a space in its style. With no shift this
    /// is how a pane's kept drawing is put back: cell by cell, with no text measured again.
    public mutating func blit(_ source: Frame, into area: Rect, offset: Int = 0) {
        let rows = min(source.height, area.height)
        let first = max(0, -offset)
        let end = min(source.width, area.width - offset)
        guard rows > 0, first < end else { return }
        source.cells.withUnsafeBufferPointer { cells in
            for y in 0..<rows {
                let row = y * source.width
                for x in first..<end {
                    let column = x + offset
                    var cell = cells[row + x]
                    if cell.isContinuation {
                        if column == 0 { cell = .blank(cell.style) }
                    } else if column == area.width - 1, x + 1 < source.width, cells[row + x + 1].isContinuation {
                        cell = .blank(cell.style)
                    }
                    set(cell, x: area.x + column, y: area.y + y)
                }
            }
        }
    }
}
