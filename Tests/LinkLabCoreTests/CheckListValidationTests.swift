import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `check`'s first reading (`validateRest`) checks plain CSV rows on their bytes. It must throw
/// exactly what reading every row (`next()`) throws, and accept exactly what it accepts.
@Suite("A check list's first reading gives the loader's verdict")
struct CheckListValidationTests {
    /// What the first reading says of `text`: nil when every row is sound, else the error's words.
    static func validated(_ text: String, format: CheckListReader.Format = .csv, rowLimit: Int? = nil) -> String? {
        do throws(CheckListError) {
            var reader = try CheckListReader(CheckList(path: "l.csv", text: text), format: format, baseDirectory: ".",
                                             scope: ".", platform: .ios, defaultTap: .unspecified, rowLimit: rowLimit)
            try reader.validateRest()
            return nil
        } catch {
            return error.description
        }
    }

    /// Every row as read through the loader's cells (never as a plain row), or the error's words: the reference.
    static func readCellByCell(_ text: String, format: CheckListReader.Format = .csv, rowLimit: Int? = nil) -> Result<[CheckRow], Failed> {
        do throws(CheckListError) {
            var reader = try CheckListReader(CheckList(path: "l.csv", text: text), format: format, baseDirectory: ".",
                                             scope: ".", platform: .ios, defaultTap: .unspecified, rowLimit: rowLimit)
            guard format == .csv else { return .success(try reader.all()) }
            var rows: [CheckRow] = []
            do throws(CheckListError) {
                while try reader.nextFields() {
                    try reader.checkRecordShape()
                    rows.append(try reader.currentCSVRow())
                }
            } catch {
                throw reader.encodingProblem() ?? error
            }
            return .success(rows)
        } catch {
            return .failure(Failed(words: error.description))
        }
    }

    /// Every row as `next()` reads it (plain rows from their bytes), or the error's words.
    static func readRows(_ text: String, format: CheckListReader.Format = .csv, rowLimit: Int? = nil) -> Result<[CheckRow], Failed> {
        do throws(CheckListError) {
            var reader = try CheckListReader(CheckList(path: "l.csv", text: text), format: format, baseDirectory: ".",
                                             scope: ".", platform: .ios, defaultTap: .unspecified, rowLimit: rowLimit)
            return .success(try reader.all())
        } catch {
            return .failure(Failed(words: error.description))
        }
    }

    /// An error's words, as a value to compare.
    struct Failed: Error, Equatable {
        var words: String
    }

    /// What the reference says of `text`, in the form `validated` gives.
    static func read(_ text: String, format: CheckListReader.Format = .csv, rowLimit: Int? = nil) -> String? {
        if case .failure(let failed) = readCellByCell(text, format: format, rowLimit: rowLimit) { return failed.words }
        return nil
    }

    /// Both readings agree with the reference: the first reading's verdict, and every row `next()` builds.
    static func agree(_ text: String, format: CheckListReader.Format = .csv, rowLimit: Int? = nil) -> Bool {
        validated(text, format: format, rowLimit: rowLimit) == read(text, format: format, rowLimit: rowLimit)
            && readRows(text, format: format, rowLimit: rowLimit) == readCellByCell(text, format: format, rowLimit: rowLimit)
    }

    static let header = "link,payload,stage,outcome,route,codes,signedIn,note,from,page,redirectsTo\n"

    /// Rows a byte check could get wrong: values spelled as LinkLab writes them, and each spelled otherwise.
    static let rows: [String] = [
        "q2mob://open?targetPage=%23%2Fmessages,,,navigated,messages,,true,ok,,,",
        "q2mob://x,,,stayed,none,unencoded-target-page missing-target-page,false,,,,",
        "q2mob://x,,,stayed,,\tunencoded-target-page\n,,,,,",
        "q2mob://x,,,stayed,,unencoded-target-page  whitespace-trimmed,yes,,,,",
        "q2mob://x,,,Stayed,,,,,,,",
        "q2mob://x,,, stayed ,,,,,,,",
        "q2mob://x,,,stay,,,,,,,",
        "q2mob://x,,,,,,,,,,",
        "q2mob://x,,,stayed,,not-a-code,,,,,",
        "q2mob://x,,,stayed,,Unencoded-target-page,,,,,",
        "q2mob://x,,,stayed,,,TRUE,,,,",
        "q2mob://x,,,stayed,,,maybe,,,,",
        "q2mob://x,,,stayed,,,no,,,,",
        "',,,stayed,,,,,,,",
        "'q2mob://x,,,stayed,,,,,,,",
        "'%3D1,,,stayed,,,,,,,",
        ",,,stayed,,,,,,,",
        "q2mob://x,,tap,stayed,,,,,,,",
        "q2mob://x,\"{\"\"aps\"\":{}}\",,stayed,,,,,,,",
        "q2mob://x,,,stayed,,,,,safari,,",
        "q2mob://x,,,stayed,,,,,nowhere,,",
        "q2mob://x,,,stayed,,,,,,https://news.example/a,",
        "q2mob://x,,,stayed,,,,,,,https://r.example/",
        "q2mob://x,,,stayed,,,,,,,,extra",
        "q2mob://x,,,'stayed,,,,,,,",
        "q2mob://x,,,stayed,,'unencoded-target-page,,,,,",
        "q2mob://x,,,stayed,,unencoded-target-page\u{A0},,,,,",
        "\"q2mob://x,y\",,,stayed,,,,\"a, b\",,,",
        "q2mob://é,,,navigated,é,,true,日本,,,",
    ]

    @Test("each row alone: the first reading's verdict is the loader's", arguments: rows)
    func eachRow(row: String) {
        let text = Self.header + row + "\n"
        #expect(Self.agree(text), "\(row.debugDescription)")
    }

    @Test("a header of fewer columns, in another order")
    func otherHeader() {
        for text in ["outcome,link\nnavigated,q2mob://x\n", "link,outcome\nq2mob://x,navigate\n",
                     "note,codes,outcome,link\n,,stayed,q2mob://x\nhi,bogus,stayed,q2mob://x\n"] {
            #expect(Self.agree(text), "\(text.debugDescription)")
        }
        #expect(Self.validated("link,outcome\nq2mob://x,navigate\n") != nil)
    }

    @Test("the row limit and a JSON Lines list are read as next() reads them")
    func limitAndJSONLines() {
        let csv = "link,outcome\nq2mob://x,stayed\nq2mob://y,stayed\n"
        #expect(Self.agree(csv, rowLimit: 1))
        #expect(Self.validated(csv, rowLimit: 1) != nil)
        let lines = #"{"link": "q2mob://x", "expect": {"outcome": "stayed"}}"# + "\n" + #"{"link": "q2mob://y", "expect": {"outcome": "stay"}}"# + "\n"
        #expect(Self.agree(lines, format: .jsonLines))
        #expect(Self.validated(lines, format: .jsonLines) != nil)
    }

    /// Cells that are, or are nearly, what the loader accepts.
    static let outcome = Gen<String?>.element(of: ["navigated", "stayed", "deferred", "openedInBrowser", "handledByModule",
                                                   "Navigated", " stayed", "stayed ", "", "nope", "'stayed"] as [String]).map { $0! }
    static let codeWord = Gen<String?>.element(of: ["unencoded-target-page", "missing-target-page", "whitespace-trimmed",
                                                    "bogus", "Whitespace-trimmed", "é"] as [String]).map { $0! }
    static let codes = codeWord.array(of: 0...3).map { $0.joined(separator: " ") }
    static let signedIn = Gen<String?>.element(of: ["", "true", "false", "yes", "no", "True", "maybe", " no"] as [String]).map { $0! }
    static let link = Gen<String?>.element(of: ["q2mob://open?targetPage=%23%2Fmessages", "", "'", "'q2", "https://demo.q2.com/x"] as [String]).map { $0! }

    /// Routes and notes, as written and as people write them.
    static let route = Gen<String?>.element(of: ["", "messages", "#/messages", "/settings/profile", " none ", "none", "é",
                                                 "\"a, b\"", "'#/x"] as [String]).map { $0! }

    @Test("generated lists: the first reading throws what the loader throws, and plain rows are the loader's rows")
    func generated() async {
        let row = zip(Self.link, Self.outcome, Self.codes, Self.signedIn, Self.route, Self.route)
        await propertyCheck(count: 1500, input: row.array(of: 1...4)) { rows in
            let text = "link,outcome,codes,signedIn,route,note\n"
                + rows.map { "\($0.0),\($0.1),\($0.2),\($0.3),\($0.4),\($0.5)\n" }.joined()
            #expect(Self.agree(text), "\(text.debugDescription)")
        }
    }

    @Test("a plain row is the row the loader builds, with check's own tap")
    func plainRowWithTap() throws {
        let text = "link,outcome,codes,signedIn,route,note\nq2mob://x,stayed,unencoded-target-page,no,#/messages,hi\n"
        let tap = Tap(source: .safari)
        var plain = try CheckListReader(CheckList(path: "l.csv", text: text), format: .csv, baseDirectory: ".",
                                        scope: ".", platform: .ios, defaultTap: tap, rowLimit: nil)
        var cells = plain
        #expect(try plain.nextFields() && cells.nextFields())
        let record = try #require(plain.plainRecord())
        #expect(plain.plainRow(record) == (try cells.currentCSVRow()))
        #expect(plain.plainRow(record).tap == tap)
    }

    @Test("plain cells are told from their bytes only when spelled exactly as LinkLab writes them")
    func plainCells() {
        func bytes<T>(_ s: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
            Array(s.utf8).withUnsafeBufferPointer(body)
        }
        func codes(_ s: String) -> [String]? {
            var found: [String] = []
            return bytes(s) { PlainCells.eachCode($0) { found.append(PlainCells.codeNames[$0]) } } ? found : nil
        }
        #expect(bytes("openedInBrowser", PlainCells.outcome) == .openedInBrowser)
        #expect(bytes("openedinbrowser", PlainCells.outcome) == nil)
        #expect(bytes("stayed ", PlainCells.outcome) == nil)
        #expect(bytes("", PlainCells.outcome) == nil)
        #expect(bytes("no", PlainCells.trueOrFalse) == false)
        #expect(bytes("yes", PlainCells.trueOrFalse) == true)
        #expect(bytes("No", PlainCells.trueOrFalse) == nil)
        #expect(codes("") == [])
        #expect(codes(" wrong-url-scheme\tmalformed-link ") == ["wrong-url-scheme", "malformed-link"])
        #expect(codes("wrong-url-scheme,malformed-link") == nil)
        #expect(codes("wrong-url-scheme\u{A0}") == nil)
    }
}
