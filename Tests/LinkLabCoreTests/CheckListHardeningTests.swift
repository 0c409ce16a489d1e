import Foundation
import PropertyBased
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// For check lists: The files a list names, its size, and the CSV F8 writes.
@Suite("Check lists held to the same standard as links")
struct CheckListHardeningTests {
    static func folder() throws -> URL { try Fixtures.temporaryDirectory() }

    @Test("a payload file with a Latin-1 byte is refused, as push refuses it, never read as U+FFFD")
    func latin1Payload() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var bytes = Array(documentedPush.utf8)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "H")))
        bytes[at] = 0xE9
        try Data(bytes).write(to: dir.appendingPathComponent("push.json"))
        let list = dir.appendingPathComponent("pushes.csv")
        try Data("payload,stage,outcome\npush.json,tap,navigated\n".utf8).write(to: list)
        let error = try #require(thrown { () throws(CheckListError) in try CheckListLoader.load(path: list.path) })
        #expect(error.line == 2 && error.columnName == "payload")
        #expect(error.reason.hasPrefix("names a payload file that is not JSON"), "\(error.reason)")
    }

    @Test("a check list with a Latin-1 byte names its line and column")
    func latin1List() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("links.csv")
        try Data(Array("link,outcome\nq2mob://caf".utf8) + [0xE9] + Array(",stayed\n".utf8)).write(to: list)
        let error = try #require(thrown { () throws(CheckListError) in try CheckListLoader.load(path: list.path) })
        #expect(error.line == 2 && error.column == 12)
        #expect(error.reason == FileProblem.notUTF8(line: 2, column: 12, byte: 0xE9).reason)
    }

    @Test("a payload file outside the list's folder is refused, and its content never quoted")
    func outsideFolder() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lists = dir.appendingPathComponent("lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        try Data("root:$6$secret:19000:0:99999:7:::\n".utf8).write(to: dir.appendingPathComponent("shadow"))
        let list = lists.appendingPathComponent("pushes.csv")
        try Data("payload,stage,outcome\n../shadow,tap,navigated\n".utf8).write(to: list)
        let refused = try #require(thrown { () throws(CheckListError) in try CheckListLoader.load(path: list.path) })
        #expect(refused.reason.hasPrefix("names a payload file that lies outside"), "\(refused.reason)")
        #expect(!refused.description.contains("root") && !refused.description.contains("secret"))

        // Allowed, the file is read, and still not quoted: it is not JSON.
        let allowed = try #require(thrown { () throws(CheckListError) in try CheckListLoader.load(path: list.path, allowOutside: true) })
        #expect(allowed.reason == "names a payload file that is not JSON (its first mistake is at line 1, column 1)", "\(allowed.reason)")
        #expect(!allowed.description.contains("root") && !allowed.description.contains("secret"))
    }

    @Test("a payload file is capped as push caps it: 1 MiB")
    func payloadCap() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = "{\"aps\":{},\"pad\":\"" + String(repeating: "x", count: 2 << 20) + "\"}"
        try Data(big.utf8).write(to: dir.appendingPathComponent("big.json"))
        let list = dir.appendingPathComponent("pushes.csv")
        try Data("payload,stage,outcome\nbig.json,tap,stayed\n".utf8).write(to: list)
        let error = try #require(thrown { () throws(CheckListError) in try CheckListLoader.load(path: list.path) })
        #expect(error.reason == "names a payload file that is larger than 1 MiB, the most LinkLab reads")
    }

    @Test("a check list is capped in size and in rows", arguments: ["csv", "jsonl"])
    func rowCap(format: String) throws {
        let row = format == "csv" ? "q2mob://open?targetPage=%23%2Fmessages,navigated\n"
            : #"{"link": "q2mob://open?targetPage=%23%2Fmessages", "expect": {"outcome": "navigated"}}"# + "\n"
        let text = (format == "csv" ? "link,outcome\n" : "") + String(repeating: row, count: 4)
        let parse = { (limit: Int) throws(CheckListError) -> [CheckRow] in
            format == "csv" ? try CheckListLoader.parseCSV(text, file: "l", rowLimit: limit)
                : try CheckListLoader.parseJSONLines(text, file: "l", rowLimit: limit)
        }
        #expect(try parse(4).count == 4)
        let error = try #require(thrown { () throws(CheckListError) in try parse(3) })
        #expect(error.reason == "is row 4: a check list holds at most 3 rows; split it into several files")
        #expect(error.line == (format == "csv" ? 5 : 4))
        #expect(CheckListLoader.maximumRows == 100_000)
    }

    @Test("a check list larger than 32 MiB is refused before it is read")
    func sizeCap() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("huge.csv").path
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(fd >= 0 && ftruncate(fd, 33 << 20) == 0)
        close(fd)
        let error = try #require(thrown { () throws(CheckListError) in try CheckListLoader.load(path: path) })
        #expect(error.reason == "is larger than 32 MiB, the most LinkLab reads")
    }

    // MARK: The CSV F8 writes

    @Test("a cell a spreadsheet would run, or with an unsafe character, is marked and encoded",
          arguments: [
            ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
            ("+1", "'+1"), ("-2", "'-2"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'%09x"), ("'quoted'", "''quoted'"),
            ("q2mob://\u{1B}]52;c;x\u{7}", "'q2mob://%1B]52;c;x%07"),
            ("a\u{202E}b", "'a%E2%80%AEb"),
            ("100%", "100%"), ("q2mob://open?targetPage=%23%2Fmessages", "q2mob://open?targetPage=%23%2Fmessages"),
            ("bad\u{7}%41", "'bad%07%2541"),
            // Found by the fuzzer: a combining mark first joins the `'` into one Character.
            ("\u{64B}\u{0}x", "'\u{64B}%00x"),
          ])
    func written(cell: String, expected: String) {
        #expect(CSVCell.written(cell) == expected)
        #expect(CSVCell.read(CSVCell.written(cell)) == cell)
        #expect(!DisplayText.containsUnsafe(CSVCell.written(cell)))
        #expect(!"=+-@\t\r".contains(CSVCell.written(cell).first ?? " "))
    }

    static let piece = Gen<String?>.element(of: [
        "a", "=", "+", "-", "@", "'", "%", "%41", "%2", ",", "\"", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7}", "\u{7F}",
        "\u{85}", "\u{202E}", "\u{200B}", "\u{FEFF}", "é", "日", "😀", "q2mob://open?targetPage=%23%2Fmessages", " ", "\u{301}",
    ] as [String]).map { $0! }
    static let text = piece.array(of: 0...12).map { $0.joined() }

    @Test("every cell round-trips through the CSV writer and reader, with nothing raw or runnable")
    func cellRoundTrip() async {
        await propertyCheck(count: 2000, input: Self.text) { text in
            let written = CSVCell.written(text)
            #expect(CSVCell.read(written) == text, "\(written)")
            #expect(!DisplayText.containsUnsafe(written), "\(written)")
            #expect(!"=+-@\t\r".contains(written.first ?? " "), "\(written)")
            let table = try? CSVTable(text: "x\n" + CSVTable.quote(written) + "\n")
            if !written.isEmpty, written.trimmingCharacters(in: .whitespaces) == written {
                #expect(table?.records.last?.fields.first.map { CSVCell.read($0.value) } == text, "\(written)")
            }
        }
    }

    @Test("F8's list with hostile links reads back as the same rows, and no byte of it is raw")
    func hostileRoundTrip() throws {
        let rows = [
            CheckRow(file: "s", line: 2, input: .link("q2mob://open?targetPage=%23%2Fmes\u{202E}sages"), expectation: CheckExpectation(outcome: .stayed)),
            CheckRow(file: "s", line: 3, input: .link("=cmd|' /C calc'!A0"), expectation: CheckExpectation(outcome: .stayed)),
            CheckRow(file: "s", line: 4, input: .link("q2mob://\u{1B}[31m\u{7}"), expectation: CheckExpectation(outcome: .stayed),
                     note: "-note\u{1B}"),
        ]
        let list = CheckListWriter.expectingCurrentOutcomes(rows, app: Fixtures.demoApp)
        let csv = CheckListWriter.csv(list)
        #expect(!DisplayText.containsUnsafe(csv.replacingOccurrences(of: "\n", with: " ")))
        for line in csv.split(separator: "\n") {
            for cell in line.split(separator: ",", omittingEmptySubsequences: false) {
                #expect(!"=+-@".contains(cell.first ?? " "), "\(line)")
            }
        }
        let read = try CheckListLoader.parseCSV(csv, file: "s")
        #expect(read.map(\.input) == list.map(\.input))
        #expect(read.map(\.note) == list.map(\.note))
        #expect(CheckResult.run(read, app: Fixtures.demoApp).allSatisfy { $0.passed })
    }

    @Test("a comma or a quote joined to a combining mark is quoted in F8's list (a fuzzer finding)")
    func combiningMarkAfterComma() throws {
        let rows = [
            CheckRow(file: "s", line: 2, input: .link("q2mob://open?targetPage=%23%2Fm,\u{301}essages"),
                     expectation: CheckExpectation(outcome: .stayed), note: "a,\u{301}b"),
            CheckRow(file: "s", line: 3, input: .link("q2mob://x\"\u{301}"), expectation: CheckExpectation(outcome: .stayed),
                     note: " \u{301}lead"),
        ]
        let list = CheckListWriter.expectingCurrentOutcomes(rows, app: Fixtures.demoApp)
        let read = try CheckListLoader.parseCSV(CheckListWriter.csv(list), file: "s")
        #expect(read.map(\.input) == list.map(\.input))
        #expect(read.map(\.note) == list.map(\.note))
    }
}

/// The error a throwing call threw, or nil when it returned.
func thrown<T, E: Error>(_ body: () throws(E) -> T) -> E? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// A file a scenario names must lie in the scenario's folder unless allowed.
@Suite("Scenarios name only files in their own folder")
struct ScenarioFileScopeTests {
    static func scenario(settings: String, in folder: URL) throws -> Scenario {
        let path = folder.appendingPathComponent("walk.json")
        let text = #"{"name": "w", "settings": \#(settings), "steps": [{"open": "q2mob://open?targetPage=%23%2Fmessages"}]}"#
        try Data(text.utf8).write(to: path)
        return try ScenarioLoader.load(path: path.path)
    }

    @Test("a settings file outside the scenario's folder is refused, naming the scenario's key; allowed, it loads")
    func settingsFile() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let walks = root.appendingPathComponent("walks")
        try FileManager.default.createDirectory(at: walks, withIntermediateDirectories: true)
        try Data(#"{"name": "Outside Bank"}"#.utf8).write(to: root.appendingPathComponent("settings.json"))
        let scenario = try Self.scenario(settings: #""../settings.json""#, in: walks)
        let error = try #require(thrown { () throws(ConfigurationError) in
            try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory) })
        #expect(error.file == scenario.file && error.key == "settings")
        guard case .namesUnreadable(_, .outsideFolder) = error.problem else { Issue.record("not refused as outside: \(error)"); return }
        let app = try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory, allowOutsideFiles: true)
        #expect(app.configuration.name == "Outside Bank")
    }

    @Test("inline settings may not name a file outside the scenario's folder, and its content is never quoted")
    func inlineSettings() throws {
        let root = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let walks = root.appendingPathComponent("walks")
        try FileManager.default.createDirectory(at: walks, withIntermediateDirectories: true)
        try Data("root:$6$secret:19000\n".utf8).write(to: root.appendingPathComponent("shadow"))
        let scenario = try Self.scenario(settings: #"{"prerequisites": {"aasaFile": "../shadow"}}"#, in: walks)
        let error = try #require(thrown { () throws(ConfigurationError) in
            try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory) })
        if case .namesUnreadable(_, .outsideFolder) = error.problem {} else { Issue.record("not refused as outside: \(error)") }
        #expect(!error.description.contains("root") && !error.description.contains("secret"))
    }
}

/// Found by the check-list fuzz harness: values that are empty once read are values not given, so a row
/// reads back the same from the CSV F8 writes.
@Suite("Check lists: empty values")
struct CheckListEmptyValueTests {
    @Test("a marked cell that is empty ('), is a cell not given")
    func emptyMarkedCell() throws {
        let error = try #require(thrown { () throws(CheckListError) in try CheckListLoader.parseCSV("link,outcome\n',stayed\n", file: "l.csv") })
        #expect(error.reason == "has no link and no payload")
    }

    @Test("an empty link in JSON Lines is refused; an empty note is no note")
    func emptyJSONStrings() throws {
        let error = try #require(thrown { () throws(CheckListError) in
            try CheckListLoader.parseJSONLines(#"{"link": "", "expect": {"outcome": "stayed"}}"#, file: "l.jsonl") })
        #expect(error.reason == "is empty; give the link to open")
        let rows = try CheckListLoader.parseJSONLines(#"{"link": "q2mob://x", "expect": {"outcome": "notOpened"}, "note": ""}"#, file: "l.jsonl")
        #expect(rows.first?.note == nil)
        let back = try CheckListLoader.parseCSV(CheckListWriter.csv(rows), file: "w.csv")
        #expect(back.map(\.input) == rows.map(\.input) && back.map(\.note) == rows.map(\.note))
    }
}
