import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A check list read a row at a time, with the loader's errors and positions; a key's
/// column found by the JSON's structure, not by text search.
@Suite("Check lists read a row at a time")
struct CheckListReaderTests {
    static let row = "q2mob://open?targetPage=%23%2Fmessages,navigated\n"

    /// Writes `bytes` as `name` in a new folder; returns its path.
    static func file(_ name: String, _ bytes: [UInt8]) throws -> (path: String, folder: URL) {
        let folder = try Fixtures.temporaryDirectory()
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return (url.path, folder)
    }

    @Test("a list longer than one read is read row by row, with every row's line, and has no row limit")
    func manyRows() throws {
        // 3,000 rows of about 50 bytes: several 64 KiB reads, and a row split between two of them.
        let text = "link,outcome\n" + String(repeating: Self.row, count: 3_000)
        let (path, folder) = try Self.file("many.csv", Array(text.utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        var reader = try CheckListReader(try CheckList.open(path: path))
        var lines: [Int] = []
        while let row = try reader.next() {
            #expect(row.input == .link("q2mob://open?targetPage=%23%2Fmessages"))
            lines.append(row.line)
        }
        #expect(lines == Array(2...3_001))
        #expect(try CheckListLoader.parseCSV(text, file: "l.csv") == (try CheckListLoader.load(path: path)).map {
            var row = $0
            row.file = "l.csv"
            return row
        })
    }

    @Test("a row longer than 4 MiB is refused with its line, in CSV and in JSON Lines", arguments: ["csv", "jsonl"])
    func rowTooLong(format: String) throws {
        let long = String(repeating: "a", count: CheckListReader.maximumRowBytes + 1)
        let text = format == "csv" ? "link,outcome\n" + Self.row + "q2mob://" + long + ",stayed\n"
            : #"{"link": "q2mob://x", "expect": {"outcome": "stayed"}}"# + "\n\n" + #"{"link": ""# + long + "\"}\n"
        let (path, folder) = try Self.file("long." + format, Array(text.utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        var reader = try CheckListReader(try CheckList.open(path: path))
        _ = try reader.next()
        let error = try #require(thrown { () throws(CheckListError) in try reader.next() })
        #expect(error.line == 3)
        #expect(error.reason == "is longer than 4 MiB: a row of a check list holds at most that")
    }

    @Test("a byte that is not UTF-8 is reported before an earlier mistake, as when the file was read whole")
    func encodingFirst() throws {
        let bytes = Array("link,outcome\nq2mob://x,navigate\n".utf8) + Array(String(repeating: Self.row, count: 2_000).utf8)
            + Array("q2mob://caf".utf8) + [0xE9] + Array(",stayed\n".utf8)
        let (path, folder) = try Self.file("latin1.csv", bytes)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(thrown { () throws(CheckListError) in try CheckListLoader.load(path: path) })
        #expect(error.line == 2_003 && error.column == 12)
        #expect(error.reason == FileProblem.notUTF8(line: 2_003, column: 12, byte: 0xE9).reason)
    }

    @Test("a JSON Lines key's column is where the key is, even when a value before it holds the same text")
    func keyColumn() {
        let line = #"{"note": "colour", "colour": 1, "link": "q2mob://x", "expect": {"outcome": "stayed"}}"#
        let error = thrown { () throws(CheckListError) in try CheckListLoader.parseJSONLines(line, file: "l.jsonl") }
        #expect(error?.columnName == "colour")
        #expect(error?.column == 20)
        let nested = #"{"note": "outcome", "link": "q2mob://x", "expect": {"outcome": "gone"}}"#
        let inExpect = thrown { () throws(CheckListError) in try CheckListLoader.parseJSONLines(nested, file: "l.jsonl") }
        #expect(inExpect?.columnName == "expect.outcome")
        #expect(inExpect?.column == 53)
    }

    @Test("JSON Lines with CRLF line ends are read line by line")
    func crlfLines() throws {
        let text = #"{"link": "q2mob://x", "expect": {"outcome": "stayed"}}"# + "\r\n" + #"{"link": "q2mob://y", "expect": {"outcome": "stayed"}}"# + "\r\n"
        let rows = try CheckListLoader.parseJSONLines(text, file: "l.jsonl")
        #expect(rows.map(\.line) == [1, 2])
        #expect(rows.map(\.input) == [.link("q2mob://x"), .link("q2mob://y")])
    }

    @Test("a list read from a pipe is read once and can be walked twice")
    func fromPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(Glibc.pipe(&ends) == 0)
        let text = "link,outcome\n" + String(repeating: Self.row, count: 3)
        _ = text.withCString { write(ends[1], $0, strlen($0)) }
        close(ends[1])
        defer { close(ends[0]) }
        let list = try CheckList.open(path: "/dev/fd/\(ends[0])")
        for _ in 1...2 {
            var reader = try CheckListReader(list)
            var count = 0
            while try reader.next() != nil { count += 1 }
            #expect(count == 3)
        }
    }

    @Test("the JUnit report in pieces is the report written whole")
    func junitPieces() throws {
        let rows = try CheckListLoader.parseCSV("link,outcome\nq2mob://open?targetPage=%23%2Fmessages,navigated\nq2mob://x,navigated\n", file: "l.csv")
        let results = CheckResult.run(rows, app: Fixtures.demoApp)
        let pieces = JUnitReport.header(tests: 2, failures: 1) + JUnitReport.suiteStart(file: "l.csv", tests: 2, failures: 1)
            + results.map(JUnitReport.testcase).joined() + JUnitReport.suiteEnd + JUnitReport.footer
        #expect(pieces == JUnitReport.xml(results))
        #expect(results.map(\.passed) == [true, false])
    }
}
