import LinkLabSystem

extension Frame {
    /// Calls `body` for every cell that differs from `previous`, row by row, left to right, so a
    /// backend hands the terminal only what changed. With no previous frame, or one of another
    /// size, every cell counts as changed.
    ///
    /// Continuation cells are skipped: the wide grapheme to their left covers them, and it is
    /// itself reported whenever the pair changes (see `set`, which repairs a cut pair).
    public func forEachChange(since previous: Frame?, _ body: (_ x: Int, _ y: Int, _ cell: Cell) -> Void) {
        let same = previous.map { $0.width == width && $0.height == height } ?? false
        guard same, let before = previous?.cells else {
            for (index, cell) in cells.enumerated() where !cell.isContinuation {
                body(index % max(1, width), index / max(1, width), cell)
            }
            return
        }
        cells.withUnsafeBufferPointer { now in
            before.withUnsafeBufferPointer { before in
                guard let nowBase = now.baseAddress, let beforeBase = before.baseAddress else { return }
                let rowBytes = width * MemoryLayout<Cell>.stride
                for y in 0..<height {
                    let start = y * width
                    // Cells are plain data: a row whose bytes are the same holds the same cells (most rows,
                    // after a key). Bytes that differ only in padding fall through to the comparison below.
                    if Memory.equal(nowBase + start, beforeBase + start, count: rowBytes) { continue }
                    for index in start..<start + width {
                        let cell = now[index]
                        if cell.isContinuation || before[index] == cell { continue }
                        body(index - start, y, cell)
                    }
                }
            }
        }
    }
}
