import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LinkLabReading
import Testing
@testable import linklab

/// `linklab check`: link lists with expected outcomes for CI.
@Suite("linklab check")
struct CheckCommandTests {
    static let examples = LinkLab.repositoryRoot.appendingPathComponent("examples")

    static let failingCSV = """
        link,outcome,route,codes,signedIn,note
        q2mob://open?targetPage=%23%2Fmessages,navigated,messages,,,passes
        q2mob://open?targetPage=#/messages,navigated,messages,,,"wrong on purpose: the # is not encoded"
        """

    @Test("the shipped examples pass: PASS per row, the last line counts, exit 0")
    func shippedExamples() throws {
        let csv = Self.examples.appendingPathComponent("links.csv").path
        let jsonl = Self.examples.appendingPathComponent("pushes.jsonl").path
        let result = try LinkLab.run(["check", csv, jsonl])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let passes = result.outLines.filter { $0.hasPrefix("PASS") }
        #expect(passes.count == 12)
        #expect(result.outLines.last == "12 passed, 0 failed")
    }

    @Test("a failing row: FAIL with expected against actual, the count, exit 1")
    func failingRow() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("links.csv", Self.failingCSV, in: folder)
        let result = try LinkLab.run(["check", path])
        #expect(result.status == 1, "\(result.out)\(result.err)")
        // The failing row as a person reads it, whole: the row, expected against actual, each failure.
        let fail = try #require(result.outLines.firstIndex(of: "FAIL  \(path):3  q2mob://open?targetPage=#/messages"), "\(result.out)")
        #expect(Array(result.outLines[fail...]) == [
            "FAIL  \(path):3  q2mob://open?targetPage=#/messages",
            "      expected navigated #/messages · actual stayed none [unencoded-target-page]",
            "      ✗ outcome: expected navigated, actual stayed",
            "      ✗ route: expected #/messages, actual none",
            "1 passed, 1 failed",
        ], "\(result.out)")
        // The same row in --json: what was expected, what the app did, and each failure by key.
        let row = try #require(try LinkLab.run(["check", "--json", path]).jsonLines().last)
        #expect(row["line"] as? Int == 3 && row["passed"] as? Bool == false)
        let actual = try #require(row["actual"] as? [String: Any])
        #expect(actual["outcome"] as? String == "stayed" && actual["route"] is NSNull && actual["codes"] as? [String] == ["unencoded-target-page"])
        let failures = (row["failures"] as? [[String: Any]] ?? []).map { [$0["key"] as? String, $0["expected"] as? String, $0["actual"] as? String] }
        #expect(failures == [["outcome", "navigated", "stayed"], ["route", "#/messages", "none"]])
    }

    @Test("--junit writes one testcase per row, the failure naming expected and actual")
    func junit() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("links.csv", Self.failingCSV, in: folder)
        let report = folder.appendingPathComponent("report.xml")
        let result = try LinkLab.run(["check", "--junit", report.path, path])
        #expect(result.status == 1)
        let xml = try String(contentsOf: report, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml"))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(xml.contains(#"<testsuites name="linklab check" tests="2" failures="1""#))
        #expect(xml.contains(#"<failure message="outcome: expected navigated, actual stayed; route: expected #/messages, actual none""#), "\(xml)")
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "the report is not well-formed XML: \(String(describing: parser.parserError))")
    }

    @Test("--json prints one object per row with expect, actual and failures")
    func json() throws {
        let result = try LinkLab.run(["check", "--json", Self.examples.appendingPathComponent("pushes.jsonl").path])
        #expect(result.status == 0, "\(result.err)")
        let objects = try result.jsonLines()
        #expect(objects.count == 4)
        for object in objects {
            #expect(object["passed"] as? Bool == true)
            #expect(object["expect"] is [String: Any] && object["actual"] is [String: Any] && object["decision"] is [String: Any])
            #expect((object["failures"] as? [Any])?.isEmpty == true)
        }
        #expect(objects[0]["stage"] as? String == "tap" && objects[0]["payload"] is String)
        #expect(objects[3]["link"] as? String == "q2mob://open?targetPage=%23%2Fmessages")
    }

    /// Malformed files: the message names the file, the line, the column and the value; nothing runs; exit 2.
    static let malformed: [(name: String, text: String, line: Int, column: Int?, columnName: String?, value: String?)] = [
        ("bad-outcome.csv", "link,outcome\nq2mob://open?targetPage=%23%2Fmessages,navigate\n", 2, 40, "outcome", "navigate"),
        ("bad-quote.csv", "link,outcome\n\"q2mob://x\"y,stayed\n", 2, 12, nil, "y"),
        ("bad-code.jsonl", #"{"link": "q2mob://x", "expect": {"outcome": "stayed", "codes": ["nope"]}}"# + "\n", 1, 55, "expect.codes", "nope"),
        ("bad-json.jsonl", "{\"link\": \"q2mob://x\", \"expect\": {\"outcome\": \"stayed\"}}\n{\"link\": \n", 2, nil, nil, #"{"link":"#),
    ]

    @Test("a malformed file: one line naming line, column and value, exit 2, no rows run", arguments: malformed.indices)
    func malformedFile(index: Int) throws {
        let row = Self.malformed[index]
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture(row.name, row.text, in: folder)
        let result = try LinkLab.run(["check", Self.examples.appendingPathComponent("links.csv").path, path])
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.out.isEmpty)
        // The line is the check-list reader's own error, which names the line, the column and the value.
        var thrown: CheckListError?
        do { _ = try CheckListLoader.load(path: path) } catch { thrown = error }
        let error = try #require(thrown)
        #expect(error.file == path && error.line == row.line && error.column == row.column, "\(error)")
        #expect(error.columnName == row.columnName && error.value == row.value, "\(error)")
        #expect(result.errLines == ["linklab: " + UsageError(.checkList(error)).message], "\(result.err)")
    }

    @Test("a list that cannot be read: one line naming it, exit 2")
    func missingFile() throws {
        let result = try LinkLab.run(["check", "/nonexistent/links.csv"])
        #expect(result.status == 2)
        #expect(result.err == "linklab: /nonexistent/links.csv does not exist\n", "\(result.err)")
    }
}
