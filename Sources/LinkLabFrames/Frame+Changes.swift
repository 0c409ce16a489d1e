extension Frame {
    /// Calls `body` for every cell that differs from `previous`, row by row, left to right, so a
    /// backend hands the terminal only what changed. With no previous frame, or one of another
    /// size, every cell counts as changed.
    ///
    /// Continuation cells are skipped: the wide grapheme to their left covers them, and it is
    /// itself reported whenever the pair changes (see `set`, which repairs a cut pair).
    public func forEachChange(since previous: Frame?, _ body: (_ x: Int, _ y: Int, _ cell: Cell) -> Void) {
        let same = previous.map { $0.width == width && $0.height == height } ?? false
        cells.withUnsafeBufferPointer { now in
            let before = same ? previous?.cells : nil
            for index in now.indices {
                let cell = now[index]
                if cell.isContinuation { continue }
                if let before, before[index] == cell { continue }
                body(index % max(1, width), index / max(1, width), cell)
            }
        }
    }
}
