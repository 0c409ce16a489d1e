import Foundation
import PropertyBased
import Testing
@testable import LinkLabCore

/// Issue 20: `check`'s first reading (`validateRest`) checks plain CSV rows on their bytes. It must throw
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

    /// What reading every row says of `text`, in the same form.
    static func read(_ text: String, format: CheckListReader.Format = .csv, rowLimit: Int? = nil) -> String? {
        do throws(CheckListError) {
            var reader = try CheckListReader(CheckList(path: "l.csv", text: text), format: format, baseDirectory: ".",
                                             scope: ".", platform: .ios, defaultTap: .unspecified, rowLimit: rowLimit)
            _ = try reader.all()
            return nil
        } catch {
            return error.description
        }
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
        #expect(Self.validated(text) == Self.read(text), "\(row.debugDescription)")
    }

    @Test("a header of fewer columns, in another order")
    func otherHeader() {
        for text in ["outcome,link\nnavigated,q2mob://x\n", "link,outcome\nq2mob://x,navigate\n",
                     "note,codes,outcome,link\n,,stayed,q2mob://x\nhi,bogus,stayed,q2mob://x\n"] {
            #expect(Self.validated(text) == Self.read(text), "\(text.debugDescription)")
        }
        #expect(Self.validated("link,outcome\nq2mob://x,navigate\n") != nil)
    }

    @Test("the row limit and a JSON Lines list are read as next() reads them")
    func limitAndJSONLines() {
        let csv = "link,outcome\nq2mob://x,stayed\nq2mob://y,stayed\n"
        #expect(Self.validated(csv, rowLimit: 1) == Self.read(csv, rowLimit: 1))
        #expect(Self.validated(csv, rowLimit: 1) != nil)
        let lines = #"{"link": "q2mob://x", "expect": {"outcome": "stayed"}}"# + "\n" + #"{"link": "q2mob://y", "expect": {"outcome": "stay"}}"# + "\n"
        #expect(Self.validated(lines, format: .jsonLines) == Self.read(lines, format: .jsonLines))
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

    @Test("generated lists: the first reading throws what the loader throws, at the same row")
    func generated() async {
        let row = zip(Self.link, Self.outcome, Self.codes, Self.signedIn)
        await propertyCheck(count: 1500, input: row.array(of: 1...4)) { rows in
            let text = "link,outcome,codes,signedIn\n" + rows.map { "\($0.0),\($0.1),\($0.2),\($0.3)\n" }.joined()
            #expect(Self.validated(text) == Self.read(text), "\(text.debugDescription)")
        }
    }

    @Test("plain cells are told from their bytes only when spelled exactly as LinkLab writes them")
    func plainCells() {
        func bytes(_ s: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
            Array(s.utf8).withUnsafeBufferPointer(body)
        }
        #expect(bytes("openedInBrowser", PlainCells.isOutcome))
        #expect(!bytes("openedinbrowser", PlainCells.isOutcome))
        #expect(!bytes("stayed ", PlainCells.isOutcome))
        #expect(bytes("no", PlainCells.isTrueOrFalse))
        #expect(!bytes("No", PlainCells.isTrueOrFalse))
        #expect(bytes("", PlainCells.areCodes))
        #expect(bytes(" wrong-url-scheme\tmalformed-link ", PlainCells.areCodes))
        #expect(!bytes("wrong-url-scheme,malformed-link", PlainCells.areCodes))
        #expect(!bytes("wrong-url-scheme\u{A0}", PlainCells.areCodes))
    }
}
