/// How one cell is drawn: text attributes plus a semantic colour the backend maps to the palette, packed
/// in one byte (four attribute bits, the colour in the three above them).
public struct CellStyle: Hashable, Sendable {
    /// What a colour means, not which colour it is, so `NO_COLOR` and themes stay a backend concern.
    public enum Color: UInt8, Hashable, Sendable, CaseIterable {
        case normal, accent, success, failure, warning, muted
    }

    private var bits: UInt8

    private static let boldBit: UInt8 = 1, reverseBit: UInt8 = 2, dimBit: UInt8 = 4, underlineBit: UInt8 = 8
    private static let colorShift: UInt8 = 4

    public init(
        bold: Bool = false, reverse: Bool = false, dim: Bool = false, underline: Bool = false,
        color: Color = .normal
    ) {
        bits = color.rawValue << Self.colorShift
        if bold { bits |= Self.boldBit }
        if reverse { bits |= Self.reverseBit }
        if dim { bits |= Self.dimBit }
        if underline { bits |= Self.underlineBit }
    }

    public var bold: Bool {
        get { bits & Self.boldBit != 0 }
        set { set(Self.boldBit, newValue) }
    }

    public var reverse: Bool {
        get { bits & Self.reverseBit != 0 }
        set { set(Self.reverseBit, newValue) }
    }

    public var dim: Bool {
        get { bits & Self.dimBit != 0 }
        set { set(Self.dimBit, newValue) }
    }

    public var underline: Bool {
        get { bits & Self.underlineBit != 0 }
        set { set(Self.underlineBit, newValue) }
    }

    public var color: Color {
        get { Color(rawValue: bits >> Self.colorShift) ?? .normal }
        set { bits = bits & 0x0F | newValue.rawValue << Self.colorShift }
    }

    private mutating func set(_ bit: UInt8, _ on: Bool) {
        if on { bits |= bit } else { bits &= ~bit }
    }

    /// No attributes, default colour.
    public static let plain = CellStyle()
}
