/// A rectangle of cells: origin at the top-left, sizes in columns and rows.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Shrinks every side by `dx` columns and `dy` rows; never negative.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The overlap of two rectangles; empty (at this origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Splits off the top `rows` (clamped), returning the slice and what remains below it.
    public func divided(atTop rows: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(0, rows), height)
        return (
            Rect(x: x, y: y, width: width, height: taken),
            Rect(x: x, y: y + taken, width: width, height: height - taken)
        )
    }

    /// Splits off the left `columns` (clamped), returning the slice and what remains to its right.
    public func divided(atLeft columns: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(0, columns), width)
        return (
            Rect(x: x, y: y, width: taken, height: height),
            Rect(x: x + taken, y: y, width: width - taken, height: height)
        )
    }
}
