/// An in-memory screen: a width × height grid of cells plus where the cursor should be.
///
/// Views render into a frame and never touch the terminal; the backend presents it and
/// snapshot tests compare `plainText()`.
public struct Frame: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major, `width * height` cells.
    public private(set) var cells: [Cell]
    /// Where to show the terminal cursor, or nil to hide it.
    public var cursor: Point?

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank(), count: self.width * self.height)
        self.cursor = nil
    }

    /// The whole frame as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at a position; a blank cell outside the frame.
    public subscript(x: Int, y: Int) -> Cell {
        guard bounds.contains(x: x, y: y) else { return .blank() }
        return cells[y * width + x]
    }

    /// One row as text, continuation cells skipped, trailing spaces kept.
    public func rowText(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var line = ""
        for x in 0..<width {
            let cell = cells[y * width + x]
            if !cell.isContinuation { line += cell.text }
        }
        return line
    }

    /// Every row joined with "\n", trailing spaces trimmed: the form snapshot tests compare.
    public func plainText() -> String {
        (0..<height).map { y in
            var line = Substring(rowText(y))
            while line.last == " " { line.removeLast() }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Sets one cell, repairing any wide grapheme it cuts in half so the grid stays drawable.
    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard bounds.contains(x: x, y: y) else { return }
        let index = y * width + x
        if cells[index].isContinuation, !cell.isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Changes the style of a cell but keeps its text.
    mutating func restyle(x: Int, y: Int, _ style: CellStyle) {
        guard bounds.contains(x: x, y: y) else { return }
        cells[y * width + x].style = style
    }
}
