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
    /// While a pane draws, the only cells it may change (see `drawing(in:_:)`): a pane physically cannot
    /// write over its neighbour. Nil: the whole frame.
    public private(set) var clip: Rect?
    /// How many cell writes the clip refused since the frame was made: a pane that tried to draw
    /// outside its rectangle. Tests hold this at zero; users never see it.
    public private(set) var writesOutsideClip = 0
    /// Which frame this one was drawn from and the rows drawn since (`FrameLineage`), so a comparison with that
    /// frame reads those rows only. Any change to a cell forgets it.
    package private(set) var lineage: FrameLineage?

    /// Frames are equal when they show the same thing: the clip and its count are how they were drawn.
    public static func == (a: Frame, b: Frame) -> Bool {
        a.width == b.width && a.height == b.height && a.cursor == b.cursor && a.cells == b.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cursor)
        hasher.combine(cells)
    }

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
            if !cell.isContinuation { cell.grapheme.append(to: &line) }
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

    /// Runs `body` with every write limited to `rect` (and to any clip already in force), then lifts
    /// that limit: how a pane is drawn, so it can never change a cell outside its own rectangle.
    public mutating func drawing(in rect: Rect, _ body: (inout Frame) -> Void) {
        let outer = clip
        clip = rect.intersection(outer ?? bounds)
        body(&self)
        clip = outer
    }

    /// Whether a write at (x, y) is allowed: inside the frame and inside the clip. A refused write is
    /// counted, so a test can tell a pane that stays inside its rectangle from one the clip held back.
    private mutating func allows(x: Int, y: Int) -> Bool {
        guard bounds.contains(x: x, y: y) else { return false }
        if let clip, !clip.contains(x: x, y: y) {
            writesOutsideClip += 1
            return false
        }
        return true
    }

    /// Counts one write the clip refused (text cut at the pane's edge).
    mutating func noteRefusedWrite() { writesOutsideClip += 1 }

    /// Sets one cell, repairing any wide grapheme it cuts in half so the grid stays drawable.
    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard allows(x: x, y: y) else { return }
        lineage = nil
        let index = y * width + x
        if cells[index].isContinuation, !cell.isContinuation, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Makes rows `rows` hold exactly the cells `source` holds there, a frame of the same size: how a kept frame
    /// is brought up to date where a newer one was drawn, with nothing measured or drawn again. Whole rows, so a
    /// wide grapheme repaired beside a part's edge comes along. Another size copies nothing.
    package mutating func copyRows(_ rows: Range<Int>, from source: Frame) {
        guard source.width == width, source.height == height else { return }
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty, width > 0 else { return }
        lineage = nil
        source.cells.withUnsafeBufferPointer { from in
            cells.withUnsafeMutableBufferPointer { to in
                guard let from = from.baseAddress, let to = to.baseAddress else { return }
                (to + rows.lowerBound * width).update(from: from + rows.lowerBound * width, count: rows.count * width)
            }
        }
    }

    /// Says that this frame holds the cells of `base` except, at most, in `rows`, and gives it a stamp of its own:
    /// `forEachChange(since: base)` then compares those rows only. The caller vouches for it; the next change to
    /// a cell forgets it.
    package mutating func stamp(drawnFrom base: Frame, changedRows rows: [Range<Int>]) {
        lineage = FrameLineage(stamp: FrameLineage.Stamp(), base: base.lineage?.stamp, rows: rows)
    }

    /// Changes the style of a cell but keeps its text.
    mutating func restyle(x: Int, y: Int, _ style: CellStyle) {
        guard allows(x: x, y: y) else { return }
        lineage = nil
        cells[y * width + x].style = style
    }
}
