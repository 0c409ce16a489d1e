import LinkLabFrames
import Testing

/// A cell is eight bytes of plain data, whatever it draws: a grapheme of several scalars is kept once in the
/// process's `GraphemeTable` and the cell holds its number.
@Suite("Cell")
struct CellTests {
    @Test("a cell is eight bytes, with no padding between cells")
    func size() {
        #expect(MemoryLayout<Cell>.size == 8)
        #expect(MemoryLayout<Cell>.stride == 8)
        #expect(MemoryLayout<CellGrapheme>.size == 4)
        #expect(MemoryLayout<CellStyle>.size == 1)
    }

    /// Graphemes a terminal draws, from one scalar to the five a `cchar_t` holds.
    static let graphemes: [(text: String, scalars: Int, columns: Int)] = [
        ("a", 1, 1),
        ("✓", 1, 1),
        ("界", 1, 2),
        ("e\u{301}", 2, 1),
        ("🇫🇷", 2, 2),
        ("👍🏽", 2, 2),
        ("👩‍💻", 3, 2),
        ("a\u{300}\u{301}\u{302}\u{303}", 5, 1),
    ]

    @Test("a grapheme comes back as its text, its scalars and its width", arguments: graphemes)
    func roundTrip(_ row: (text: String, scalars: Int, columns: Int)) {
        let grapheme = CellGrapheme(row.text)
        #expect(grapheme.text == row.text)
        #expect(grapheme.scalars.count == row.scalars)
        #expect(grapheme.isSingleScalar == (row.scalars == 1))
        #expect(grapheme.columns == row.columns)
        #expect(grapheme.firstValue == row.text.unicodeScalars.first?.value)
        let five = grapheme.fiveValues
        #expect([five.0, five.1, five.2, five.3, five.4].prefix(row.scalars) == ArraySlice(row.text.unicodeScalars.map(\.value)))
        #expect([five.0, five.1, five.2, five.3, five.4].dropFirst(row.scalars).allSatisfy { $0 == 0 })
    }

    @Test("the same grapheme made twice is one value; different ones differ")
    func equality() {
        #expect(CellGrapheme("e\u{301}") == CellGrapheme(Character("e\u{301}")))
        #expect(CellGrapheme("e\u{301}") != CellGrapheme("e\u{300}"))
        #expect(CellGrapheme("e\u{301}") != CellGrapheme("e"))
        #expect(Cell(text: "👩‍💻") == Cell(text: "👩‍💻"))
    }

    @Test("a grapheme of more scalars than a cell holds keeps its first five")
    func capacity() {
        let text = "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}"
        #expect(CellGrapheme(text).scalars.map(\.value) == Array(text.unicodeScalars.prefix(5)).map(\.value))
    }

    @Test("empty text is the empty grapheme, and a space is a single scalar")
    func emptyAndSpace() {
        #expect(CellGrapheme("").isEmpty)
        #expect(CellGrapheme("") == .empty)
        #expect(CellGrapheme(" ") == .space)
        #expect(CellGrapheme.empty.text == "")
        #expect(CellGrapheme.empty.values.isEmpty)
    }

    @Test("each style attribute and colour is kept apart from the others")
    func style() {
        for color in CellStyle.Color.allCases {
            for bits in 0..<16 {
                var style = CellStyle(bold: bits & 1 != 0, reverse: bits & 2 != 0, dim: bits & 4 != 0, underline: bits & 8 != 0, color: color)
                #expect(style.bold == (bits & 1 != 0) && style.reverse == (bits & 2 != 0))
                #expect(style.dim == (bits & 4 != 0) && style.underline == (bits & 8 != 0))
                #expect(style.color == color)
                style.bold.toggle()
                style.color = .muted
                #expect(style.bold == (bits & 1 == 0) && style.reverse == (bits & 2 != 0) && style.color == .muted)
            }
        }
        #expect(CellStyle.plain == CellStyle())
    }
}
