/// The grapheme a cell shows, held inline as at most five scalars: a base and four marks, as many as a
/// terminal's cell holds (ncurses' `cchar_t`, `CCHARW_MAX`). It is plain data, with no reference to count,
/// so a frame of cells is made, copied, compared and freed without a retain, a release or an allocation per
/// cell. A grapheme of more scalars keeps its first five, which is all a terminal draws of it.
public struct CellGrapheme: Hashable, Sendable {
    /// The scalars' values, unused ones 0 (no scalar of a drawn grapheme is U+0000: controls are escaped).
    public private(set) var s0: UInt32
    public private(set) var s1: UInt32 = 0
    public private(set) var s2: UInt32 = 0
    public private(set) var s3: UInt32 = 0
    public private(set) var s4: UInt32 = 0

    /// How many scalars a cell keeps.
    public static let capacity = 5

    /// No grapheme: the right half of a wide one.
    public static let empty = CellGrapheme(value: 0)

    /// A space.
    public static let space = CellGrapheme(value: 0x20)

    /// One scalar on its own.
    public init(_ scalar: Unicode.Scalar) { s0 = scalar.value }

    private init(value: UInt32) { s0 = value }

    /// The first five scalars of `text` (all of a grapheme a terminal can show).
    public init(_ text: some StringProtocol) { self.init(scalars: text.unicodeScalars) }

    /// The first five scalars of a grapheme.
    public init(_ character: Character) { self.init(scalars: character.unicodeScalars) }

    private init(scalars: some Sequence<Unicode.Scalar>) {
        s0 = 0
        var index = 0
        for scalar in scalars {
            switch index {
            case 0: s0 = scalar.value
            case 1: s1 = scalar.value
            case 2: s2 = scalar.value
            case 3: s3 = scalar.value
            default: s4 = scalar.value
            }
            index += 1
            if index == Self.capacity { break }
        }
    }

    public var isEmpty: Bool { s0 == 0 }

    /// Whether the grapheme is a single scalar (nearly every cell).
    public var isSingleScalar: Bool { s0 != 0 && s1 == 0 }

    /// The scalars, in order.
    public var scalars: [Unicode.Scalar] {
        [s0, s1, s2, s3, s4].prefix { $0 != 0 }.compactMap(Unicode.Scalar.init)
    }

    /// The grapheme as text: made only when text is asked for (snapshots, tests), never to draw.
    public var text: String {
        if isSingleScalar, let scalar = Unicode.Scalar(s0) { return String(Character(scalar)) }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// Appends the grapheme to `text` without making a string of its own.
    public func append(to text: inout String) {
        if isSingleScalar, let scalar = Unicode.Scalar(s0) {
            text.unicodeScalars.append(scalar)
        } else {
            text.unicodeScalars.append(contentsOf: scalars)
        }
    }

    /// Columns the grapheme takes (see `CharacterWidth`).
    public var columns: Int {
        if isEmpty { return 0 }
        if isSingleScalar, let scalar = Unicode.Scalar(s0) { return CharacterWidth.of(scalar) }
        return CharacterWidth.of(text)
    }
}
