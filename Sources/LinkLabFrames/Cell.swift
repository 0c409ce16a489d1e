/// One column of a frame: a grapheme and its style, or the right half of a wide grapheme.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here; empty for a continuation cell.
    public var text: String
    public var style: CellStyle
    /// True for the second column of a wide grapheme, which the grapheme to its left covers.
    public var isContinuation: Bool

    public init(text: String, style: CellStyle = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A space in the given style.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(text: " ", style: style)
    }
}
