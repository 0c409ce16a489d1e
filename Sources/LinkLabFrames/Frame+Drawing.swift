extension Frame {
    /// Paints every cell of `rect` (clipped to the frame) as a space in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        let area = rect.intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { set(.blank(style), x: x, y: y) }
        }
    }

    /// Paints one whole row as spaces in `style`, e.g. a status bar background.
    public mutating func fillRow(_ y: Int, style: CellStyle = .plain) {
        fill(Rect(x: 0, y: y, width: width, height: 1), style: style)
    }

    /// Restyles `rect` but keeps its text, e.g. to highlight a selected line.
    public mutating func applyStyle(_ style: CellStyle, to rect: Rect) {
        let area = rect.intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { restyle(x: x, y: y, style) }
        }
    }

    /// Draws a bordered pane with an optional title in its top border and returns the
    /// area inside the border. Titles that do not fit are clipped.
    @discardableResult
    public mutating func box(
        _ rect: Rect, title: String? = nil, style: CellStyle = .plain, titleStyle: CellStyle? = nil
    ) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        // Border cells are set directly: measuring and sanitising known box-drawing characters
        // cell by cell was a sixth of a frame's cost.
        let line = (horizontal: Cell(CellGrapheme("─" as Unicode.Scalar), style: style), vertical: Cell(CellGrapheme("│" as Unicode.Scalar), style: style))
        set(Cell(CellGrapheme("┌" as Unicode.Scalar), style: style), x: rect.x, y: rect.y)
        set(Cell(CellGrapheme("┐" as Unicode.Scalar), style: style), x: rect.maxX - 1, y: rect.y)
        set(Cell(CellGrapheme("└" as Unicode.Scalar), style: style), x: rect.x, y: rect.maxY - 1)
        set(Cell(CellGrapheme("┘" as Unicode.Scalar), style: style), x: rect.maxX - 1, y: rect.maxY - 1)
        for x in (rect.x + 1)..<(rect.maxX - 1) {
            set(line.horizontal, x: x, y: rect.y)
            set(line.horizontal, x: x, y: rect.maxY - 1)
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            set(line.vertical, x: rect.x, y: y)
            set(line.vertical, x: rect.maxX - 1, y: y)
        }
        if let title, !title.isEmpty, rect.width >= 5 {
            put(" " + title + " ", x: rect.x + 2, y: rect.y, style: titleStyle ?? style, maxWidth: rect.width - 4)
        }
        return rect.insetBy(dx: 1, dy: 1)
    }
}
