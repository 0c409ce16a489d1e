import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Check lists in CSV and JSON Lines, read strictly, with mistakes pointed at.
@Suite("Check lists")
struct CheckListTests {
    @Test("CSV quoting: commas, doubled quotes, line breaks and CRLF, as RFC 4180 says")
    func csvQuoting() throws {
        let table = try CSVTable(text: "a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n\r\nplain,,end\n")
        #expect(table.records.map { $0.fields.map(\.value) } == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["plain", "", "end"]])
        #expect(table.records.map(\.line) == [1, 2, 5])
        #expect(table.records[2].fields.map(\.column) == [1, 7, 8])
    }

    @Test("quote writes back what the reader reads")
    func csvRoundTrip() throws {
        // A combining mark after a comma, a quote or a space makes one grapheme with it: quoted by byte all the same.
        let values = ["plain", "a,b", "say \"hi\"", "line\nbreak", " padded ", "", "a,\u{301}b", "\"\u{301}", " \u{301}x", "é,é"]
        let text = values.map(CSVTable.quote).joined(separator: ",")
        #expect(try CSVTable(text: text).records.first?.fields.map(\.value) == values)
    }

    /// Malformed CSV, and the line, column and value the error names.
    static let malformedCSV: [(String, Int, Int?, String?)] = [
        ("link,outcome\nq2mob://x,navigate\n", 2, 11, "navigate"),
        ("link,outcome,colour\n", 1, 14, "colour"),
        ("link,outcome\nq2mob://x,stayed,extra\n", 2, 18, "extra"),
        ("link,outcome,codes\nq2mob://x,stayed,unknown-thing\n", 2, 18, "unknown-thing"),
        ("link,outcome\nq2mob://x\"y,stayed\n", 2, 1, "q2mob://x\""),
        ("link,outcome\n\"q2mob://x,stayed\n", 2, 1, nil),
        ("link,outcome,signedIn\nq2mob://x,stayed,maybe\n", 2, 18, "maybe"),
        ("outcome\nstayed\n", 1, nil, nil),
    ]

    @Test("a malformed CSV names the line, the column and the value", arguments: malformedCSV.indices)
    func malformedCSVRow(index: Int) {
        let (text, line, column, value) = Self.malformedCSV[index]
        do {
            _ = try CheckListLoader.parseCSV(text, file: "links.csv")
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.file == "links.csv")
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
            if let value { #expect(error.value == value, "\(error)") }
            #expect(error.description.hasPrefix("links.csv: line \(line)"))
        }
    }

    @Test("CSV rows: link or payload, expectations, signed in by default, route none")
    func csvRows() throws {
        let rows = try CheckListLoader.parseCSV("""
            link,payload,stage,outcome,route,codes,signedIn,note
            q2mob://open?targetPage=%23%2Fmessages,,,navigated,messages,,,ok
            ,"{""aps"":{},""sender"":""com.q2.mobile.module.demo"",""data"":{""demo"":{""route"":""messages""}}}",silent,stayed,,push-stage-no-navigation,false,
            q2mob://open?targetPage=#/messages,,,stayed,none,unencoded-target-page missing-target-page,,
            """, file: "l.csv")
        #expect(rows.count == 3)
        #expect(rows[0].input == .link("q2mob://open?targetPage=%23%2Fmessages") && rows[0].signedIn && rows[0].note == "ok")
        #expect(rows[0].expectation == CheckExpectation(outcome: .navigated, route: .some("messages")))
        guard case .push(let payload, let stage) = rows[1].input else { Issue.record("not a push"); return }
        #expect(stage == .silent && payload.json["sender"]?.string == "com.q2.mobile.module.demo" && !rows[1].signedIn)
        #expect(rows[2].expectation.route == .some(nil))
        #expect(rows[2].expectation.codes == ["unencoded-target-page", "missing-target-page"])
    }

    @Test("JSON Lines rows, and a malformed line named with its column and value")
    func jsonLines() throws {
        let rows = try CheckListLoader.parseJSONLines("""
            {"link": "q2mob://open?targetPage=%23%2Fmessages", "signedIn": false, "expect": {"outcome": "deferred", "route": null, "codes": ["deferred-until-sign-in"]}}

            {"payload": {"aps": {}, "sender": "x"}, "stage": "foreground", "expect": {"outcome": "stayed"}}
            """, file: "l.jsonl")
        #expect(rows.map(\.line) == [1, 3])
        #expect(rows[0].expectation == CheckExpectation(outcome: .deferred, route: .some(nil), codes: ["deferred-until-sign-in"]))
        #expect(!rows[0].signedIn)
        #expect(throws: CheckListError(file: "l.jsonl", line: 1, column: 34, columnName: "expect.outcome", value: "gone",
                                       problem: .notAnOutcome(outcomes: Outcome.allCases.map(\.rawValue)))) {
            try CheckListLoader.parseJSONLines(#"{"link": "q2mob://x", "expect": {"outcome": "gone"}}"#, file: "l.jsonl")
        }
        #expect(throws: CheckListError.self) { try CheckListLoader.parseJSONLines("{\"link\": ", file: "l.jsonl") }
    }

    @Test("running rows: expected against actual for outcome, route and codes")
    func run() throws {
        let rows = try CheckListLoader.parseCSV("""
            link,outcome,route,codes
            q2mob://open?targetPage=%23%2Fmessages,navigated,messages,
            q2mob://open?targetPage=%23%2Fmessages,stayed,transfer,unknown-route
            """, file: "l.csv")
        let results = CheckResult.run(rows, app: Fixtures.demoApp)
        #expect(results.map(\.passed) == [true, false])
        #expect(results[1].failures == [
            CheckFailure(key: "outcome", expected: "stayed", actual: "navigated"),
            CheckFailure(key: "route", expected: "#/transfer", actual: "#/messages"),
            CheckFailure(key: "codes", expected: "unknown-route", actual: "none"),
        ])
        let xml = JUnitReport.xml(results)
        #expect(xml.contains(#"<testsuite name="l.csv" tests="2" failures="1""#))
        #expect(xml.contains(#"<failure message="outcome: expected stayed, actual navigated; route: expected #/transfer, actual #/messages; codes: expected unknown-route, actual none""#))
    }
}

extension CheckListTests {
    @Test("a payload may be a file beside the list; a missing one is named")
    func payloadFile() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(documentedPush.utf8).write(to: folder.appendingPathComponent("push.json"))
        let list = folder.appendingPathComponent("pushes.csv")
        try Data("payload,stage,outcome\npush.json,tap,navigated\nmissing.json,tap,navigated\n".utf8).write(to: list)
        #expect(throws: CheckListError(file: list.path, line: 3, column: 1, columnName: "payload", value: "missing.json",
                                       problem: .payloadFileUnreadable(.missing))) {
            try CheckListLoader.load(path: list.path)
        }
        try Data("payload,stage,outcome\npush.json,tap,navigated\n".utf8).write(to: list)
        let rows = try CheckListLoader.load(path: list.path)
        #expect(CheckResult.run(rows, app: Fixtures.demoApp).map(\.passed) == [true])
    }

    @Test("JUnit names and messages escape &, <, > and quotes")
    func junitEscaping() throws {
        let rows = [CheckRow(file: "a&b.csv", line: 2, input: .link("q2mob://open?targetPage=%23%2Fmessages&x=<1>"),
                             expectation: CheckExpectation(outcome: .stayed), note: "say \"hi\" & 'bye'")]
        let xml = JUnitReport.xml(CheckResult.run(rows, app: Fixtures.demoApp))
        #expect(xml.contains(#"<testsuite name="a&amp;b.csv""#))
        #expect(xml.contains("&amp;x=&lt;1&gt; (say &quot;hi&quot; &amp; &#39;bye&#39;)"), "\(xml)")
        #expect(!xml.contains("<1>"))
    }
}

/// F8's check list: written rows read back as the same rows, and pass.
@Suite("Check list writer")
struct CheckListWriterTests {
    @Test("rows written as CSV read back the same, and pass against the app they came from")
    func roundTrip() throws {
        let payload = try PushPayload(text: documentedPush)
        let rows = [
            CheckRow(file: "session", line: 2, input: .link("q2mob://open?targetPage=#/messages, \"quoted\""), expectation: CheckExpectation(outcome: .navigated)),
            CheckRow(file: "session", line: 3, input: .push(payload, stage: .silent), signedIn: false, expectation: CheckExpectation(outcome: .navigated)),
            CheckRow(file: "session", line: 4, input: .link("  q2mob://open?targetPage=%23%2Fmessages "), expectation: CheckExpectation(outcome: .stayed)),
        ]
        let list = CheckListWriter.expectingCurrentOutcomes(rows, app: Fixtures.demoApp)
        let read = try CheckListLoader.parseCSV(CheckListWriter.csv(list), file: "session")
        #expect(read.map(\.input) == list.map(\.input))
        #expect(read.map(\.signedIn) == [true, false, true])
        #expect(read.map(\.expectation) == list.map(\.expectation))
        #expect(read[1].expectation.codes == ["push-stage-no-navigation"])
        #expect(CheckResult.run(read, app: Fixtures.demoApp).allSatisfy { $0.passed })
    }
}
