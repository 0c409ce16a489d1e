import LinkLabFormats
import LinkLabReading
import LinkLabWording
import Testing
@testable import linklab

/// `--page` and a check list's `page` cell are one rule (docs/contract.md, "Where the link was tapped"):
/// the same source, page and platform are accepted by both, or refused by both with the same problem and
/// the same words after the option's or the cell's name.
@Suite("--page and a check list's page read alike")
struct PageParityTests {
    static let link = "https://demo.q2.com/experimental/uux.aspx#/messages"

    /// One row a person could write either way: `--from`/`from`, `--page`/`page`, `--platform`, and the
    /// problem both must give (nil: both read the page).
    static let rows: [(from: String?, page: String, platform: Platform, problem: TapPageProblem?)] = [
        ("safari", "https://demo.q2.com/offers", .ios, nil),
        ("safari", "http://demo.q2.com/offers", .ios, nil),
        ("safari", "/offers", .ios, nil),
        ("web-view", "/offers", .ios, nil),
        ("web-view", "/", .ios, nil),
        (nil, "https://demo.q2.com/offers", .ios, .noPageSource),
        (nil, "/offers", .ios, .noPageSource),
        ("typed", "/offers", .ios, .noPageSource),
        ("app", "https://demo.q2.com/offers", .ios, .noPageSource),
        ("web-view", "/offers", .android, .noPageSource),
        ("chrome", "https://demo.q2.com/offers", .android, .noPageSource),
        ("safari", "offers", .ios, .notAPage),
        ("safari", "//evil.example/", .ios, .notAPage),
        ("safari", "/\\evil.example/", .ios, .notAPage),
        ("safari", "ftp://evil.example/", .ios, .notAPage),
        ("safari", "/offers\u{202E}", .ios, .notAPage),
        (nil, "//evil.example/", .ios, .notAPage),
        ("chrome", "offers", .android, .notAPage),
    ]

    static func csvField(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    @Test("the command line and the check list accept and refuse the same pages, with the same words", arguments: rows.indices)
    func sameRule(index: Int) throws {
        let row = Self.rows[index]
        let command: Result<Tap, UsageError> = Result { try TapOptions.tap(from: row.from, page: row.page, on: row.platform) }
            .mapError { $0 as! UsageError }
        let header = row.from == nil ? "link,outcome,page" : "link,outcome,from,page"
        let cells = [Self.link, "navigated"] + (row.from.map { [$0] } ?? []) + [Self.csvField(row.page)]
        let csv = header + "\n" + cells.joined(separator: ",") + "\n"
        let list: Result<Tap, CheckListError> = Result { () throws(CheckListError) in
            try CheckListLoader.parseCSV(csv, file: "pages.csv", platform: row.platform)[0].tap
        }
        switch (command, list, row.problem) {
        case (.success(let a), .success(let b), nil):
            #expect(a.page == row.page)
            #expect(b.page == row.page)
        case (.failure(let usage), .failure(let cell), let problem?):
            #expect(usage == UsageError(.page(problem)))
            #expect(cell.problem == .page(problem))
            #expect(cell.columnName == "page")
            #expect(usage.message == "--page " + cell.reason)
            #expect(usage.message == "--page " + Wording.reason(problem))
        default:
            Issue.record("--page gave \(command), the check list gave \(list), expected \(String(describing: row.problem))")
        }
    }

    @Test("each problem has its words", arguments: TapPageProblem.allCases)
    func wording(problem: TapPageProblem) {
        #expect(!Wording.reason(problem).isEmpty)
        #expect(!Wording.reason(problem).contains("\n"))
    }
}
