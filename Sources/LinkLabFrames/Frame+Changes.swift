import LinkLabSystem

extension Frame {
    /// Calls `body` for every cell that differs from `previous`, row by row, left to right, so a
    /// backend hands the terminal only what changed. With no previous frame, or one of another
    /// size, every cell counts as changed.
    ///
    /// Continuation cells are skipped: the wide grapheme to their left covers them, and it is
    /// itself reported whenever the pair changes (see `set`, which repairs a cut pair).
    /// The rows of `ranges`, each once, top to bottom, within 0..<height.
    private static func ascending(_ ranges: [Range<Int>], below height: Int) -> [Int] {
        if ranges.count == 1, let only = ranges.first { return Array(only.clamped(to: 0..<height)) }
        return Set(ranges.flatMap { $0.clamped(to: 0..<height) }).sorted()
    }

    public func forEachChange(since previous: Frame?, _ body: (_ x: Int, _ y: Int, _ cell: Cell) -> Void) {
        let same = previous.map { $0.width == width && $0.height == height } ?? false
        guard same, let before = previous?.cells else {
            for (index, cell) in cells.enumerated() where !cell.isContinuation {
                body(index % max(1, width), index / max(1, width), cell)
            }
            return
        }
        // A frame drawn from `previous` differs from it only in the rows drawn since (`FrameLineage`).
        var rows = [0..<height]
        if let lineage, let base = lineage.base, let stamp = previous?.lineage?.stamp, base === stamp { rows = lineage.rows }
        cells.withUnsafeBufferPointer { now in
            before.withUnsafeBufferPointer { before in
                guard let nowBase = now.baseAddress, let beforeBase = before.baseAddress else { return }
                let rowBytes = width * MemoryLayout<Cell>.stride
                for y in Self.ascending(rows, below: height) {
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
