import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A CSV line with no quote and no carriage return is read in one pass (`takePlainLine`); every
/// other record goes through the byte loop. Both give the same fields, lines and columns.
@Suite("CSV plain lines read in one pass agree with the byte loop")
struct CSVPlainLineTests {
    /// Pieces of plain lines: commas, spaces, empty fields, non-ASCII letters (columns count characters, not
    /// bytes), combining marks and four-byte characters.
    static let piece = Gen<String?>.element(of: [
        ",", ",,", " ", "a", "q2mob://open?targetPage=%23%2Fmessages", "navigated", "é", "e\u{301}", "日本", "🏦", "'=x", "true",
    ] as [String]).map { $0! }
    static let line = piece.array(of: 0...8).map { $0.joined() }

    /// Every record's fields, lines and columns.
    static func shape(_ text: String) throws -> [[String]] {
        try CSVTable(text: text).records.map { record in
            ["line \(record.line)"] + record.fields.map { "\($0.value)@\($0.line):\($0.column)#\($0.index)" }
        }
    }

    @Test("a plain line ending in LF (one pass) reads as the same line ending in CRLF (byte loop)")
    func plainAgrees() async {
        await propertyCheck(count: 3000, input: Self.line, Self.line) { first, second in
            // A quoted record before and after, so that the line numbers around the plain lines are checked too.
            let lf = "\"x\ny\",z\n" + first + "\n" + second + "\n\"end\"\n"
            let crlf = "\"x\ny\",z\r\n" + first + "\r\n" + second + "\r\n\"end\"\r\n"
            #expect((try? Self.shape(lf)) == (try? Self.shape(crlf)), "\(first.debugDescription) / \(second.debugDescription)")
            #expect((try? Self.shape(lf)) != nil)
        }
    }

    @Test("the one-pass reading gives the documented columns and skips blank lines")
    func columns() throws {
        let table = try CSVTable(text: "a,é,,日本,d\n\n\nlast,x\n")
        #expect(table.records.map(\.line) == [1, 4])
        #expect(table.records[0].fields.map(\.column) == [1, 3, 5, 6, 9])
        #expect(table.records[0].fields.map(\.value) == ["a", "é", "", "日本", "d"])
    }

    @Test("a list of plain rows spread over several reads gives each row once, with its line")
    func acrossReads() throws {
        // Rows of 61 bytes: the 64 KiB reads end inside a row, which the byte loop then reads.
        let row = "https://demo.q2.com/experimental/uux.aspx#/messages,navigated\n"
        let text = "link,outcome\n" + String(repeating: row, count: 5_000)
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("rows.csv")
        try Data(text.utf8).write(to: url)
        var reader = try CheckListReader(try CheckList.open(path: url.path))
        var lines: [Int] = []
        while let row = try reader.next() {
            #expect(row.input == .link("https://demo.q2.com/experimental/uux.aspx#/messages"))
            lines.append(row.line)
        }
        #expect(lines == Array(2...5_001))
    }
}
