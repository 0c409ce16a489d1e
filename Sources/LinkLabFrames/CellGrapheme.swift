/// The grapheme one cell draws, in four bytes: a single scalar's value (nearly every cell), or the number
/// `GraphemeTable` gave a grapheme of several scalars (an emoji sequence, a letter with combining marks).
/// Plain data: copying, comparing and freeing cells costs no reference counting, and the same grapheme
/// always has the same number, so two cells are equal exactly when their bytes are.
public struct CellGrapheme: Hashable, Sendable {
    /// A scalar's value below `GraphemeTable.firstNumber`, else a number from the table; 0 for none (no scalar
    /// of a drawn grapheme is U+0000: controls are escaped).
    public let code: UInt32

    /// How many scalars a cell keeps: as many as a `cchar_t` (ncurses' CCHARW_MAX).
    public static let capacity = 5

    /// No grapheme: the right half of a wide one.
    public static let empty = CellGrapheme(code: 0)

    /// A space.
    public static let space = CellGrapheme(code: 0x20)

    /// One scalar on its own.
    public init(_ scalar: Unicode.Scalar) { code = scalar.value }

    private init(code: UInt32) { self.code = code }

    /// The first five scalars of `text` (all of a grapheme a terminal can show).
    public init(_ text: some StringProtocol) { self.init(scalars: text.unicodeScalars) }

    /// The first five scalars of a grapheme.
    public init(_ character: Character) { self.init(scalars: character.unicodeScalars) }

    private init(scalars: some Sequence<Unicode.Scalar>) {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else {
            code = 0
            return
        }
        guard let second = iterator.next() else {
            code = first.value
            return
        }
        var values: [UInt32] = [first.value, second.value]
        while values.count < Self.capacity, let next = iterator.next() { values.append(next.value) }
        code = GraphemeTable.shared.number(for: values)
    }

    public var isEmpty: Bool { code == 0 }

    /// Whether the grapheme is a single scalar (nearly every cell).
    public var isSingleScalar: Bool { code != 0 && code < GraphemeTable.firstNumber }

    /// The scalars' values, in order.
    public var values: [UInt32] {
        if code == 0 { return [] }
        if code < GraphemeTable.firstNumber { return [code] }
        return GraphemeTable.shared.values(of: code)
    }

    /// The scalars, in order.
    public var scalars: [Unicode.Scalar] { values.compactMap(Unicode.Scalar.init) }

    /// The scalars' values as a `cchar_t` holds them: unused ones 0.
    public var fiveValues: (UInt32, UInt32, UInt32, UInt32, UInt32) {
        if code < GraphemeTable.firstNumber { return (code, 0, 0, 0, 0) }
        let v = values + [0, 0, 0, 0, 0]
        return (v[0], v[1], v[2], v[3], v[4])
    }

    /// The first scalar's value (the base of a grapheme), 0 for none.
    public var firstValue: UInt32 { code < GraphemeTable.firstNumber ? code : values.first ?? 0 }

    /// The grapheme as text: made only when text is asked for (snapshots, tests), never to draw.
    public var text: String {
        if isSingleScalar, let scalar = Unicode.Scalar(code) { return String(Character(scalar)) }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// Appends the grapheme to `text` without making a string of its own.
    public func append(to text: inout String) {
        if isSingleScalar, let scalar = Unicode.Scalar(code) {
            text.unicodeScalars.append(scalar)
        } else {
            text.unicodeScalars.append(contentsOf: scalars)
        }
    }

    /// Columns the grapheme takes (see `CharacterWidth`).
    public var columns: Int {
        if isEmpty { return 0 }
        if isSingleScalar, let scalar = Unicode.Scalar(code) { return CharacterWidth.of(scalar) }
        return CharacterWidth.of(text)
    }
}
