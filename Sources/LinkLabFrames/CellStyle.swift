/// How one cell is drawn: text attributes plus a semantic colour the backend maps to the palette.
public struct CellStyle: Hashable, Sendable {
    /// What a colour means, not which colour it is, so `NO_COLOR` and themes stay a backend concern.
    public enum Color: Hashable, Sendable, CaseIterable {
        case normal, accent, success, failure, warning, muted
    }

    public var bold: Bool
    public var reverse: Bool
    public var dim: Bool
    public var underline: Bool
    public var color: Color

    public init(
        bold: Bool = false, reverse: Bool = false, dim: Bool = false, underline: Bool = false,
        color: Color = .normal
    ) {
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
        self.underline = underline
        self.color = color
    }

    /// No attributes, default colour.
    public static let plain = CellStyle()
}
