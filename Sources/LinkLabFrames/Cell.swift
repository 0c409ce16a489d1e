/// One column of a frame: a grapheme and its style, or the right half of a wide grapheme.
///
/// Plain data in eight bytes (the grapheme's four, the style's one, the continuation flag and two spare
/// bytes kept zero, so equal cells are equal bytes): copying, comparing and freeing cells costs no
/// reference counting.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here; empty for a continuation cell.
    public var grapheme: CellGrapheme
    public var style: CellStyle
    /// True for the second column of a wide grapheme, which the grapheme to its left covers.
    public var isContinuation: Bool
    /// Fills the cell to eight bytes with zeros, so no padding byte of undefined value lies between cells.
    private var spare: UInt16 = 0

    public init(text: String, style: CellStyle = .plain, isContinuation: Bool = false) {
        self.grapheme = CellGrapheme(text)
        self.style = style
        self.isContinuation = isContinuation
    }

    public init(_ grapheme: CellGrapheme, style: CellStyle = .plain, isContinuation: Bool = false) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = isContinuation
    }

    /// The grapheme drawn here as text; empty for a continuation cell.
    public var text: String { grapheme.isEmpty ? "" : grapheme.text }

    /// A space in the given style.
    public static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(.space, style: style)
    }

    /// The right half of a wide grapheme in the given style.
    static func continuation(_ style: CellStyle) -> Cell {
        Cell(.empty, style: style, isContinuation: true)
    }
}
