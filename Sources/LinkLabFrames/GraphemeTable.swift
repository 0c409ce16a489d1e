import Synchronization

/// The graphemes of several scalars that cells have drawn, each given a number once and kept for the life
/// of the process, so a cell holds four bytes whatever its grapheme. The table is bounded: past
/// `limit` graphemes a new one is kept as its base scalar alone.
final class GraphemeTable: Sendable {
    /// The numbers start above every Unicode scalar value.
    static let firstNumber: UInt32 = 0x11_0000

    /// How many graphemes of several scalars the table keeps.
    static let limit = 65_536

    /// The one table of the process, which every frame's cells share.
    static let shared = GraphemeTable()

    private struct Contents {
        var numbers: [[UInt32]: UInt32] = [:]
        var graphemes: [[UInt32]] = []
    }

    private let contents = Mutex(Contents())

    /// The number of a grapheme of two to five scalars' `values`, given now if it has none yet.
    func number(for values: [UInt32]) -> UInt32 {
        contents.withLock { contents in
            if let number = contents.numbers[values] { return number }
            guard contents.graphemes.count < Self.limit else { return values[0] }
            let number = Self.firstNumber + UInt32(contents.graphemes.count)
            contents.graphemes.append(values)
            contents.numbers[values] = number
            return number
        }
    }

    /// The scalars' values a number stands for; none for a number the table never gave.
    func values(of number: UInt32) -> [UInt32] {
        contents.withLock { contents in
            let index = Int(number - Self.firstNumber)
            return contents.graphemes.indices.contains(index) ? contents.graphemes[index] : []
        }
    }
}
