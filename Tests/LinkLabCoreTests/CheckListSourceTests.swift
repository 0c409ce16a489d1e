import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A check list says where each link was tapped (`from`, `page`, `redirectsTo`), strictly read,
/// run from that source, and written back by F8 so an exploration reads back the same.
@Suite("Check lists: where the link was tapped")
struct CheckListSourceTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
    static let tracker = "https://click.mailer.example/ls/click?upn=abc&u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fsettings%2Fprofile"

    @Test("CSV and JSON Lines rows read from, page and redirectsTo; a row without them is not tapped anywhere named")
    func readsSources() throws {
        let csv = try CheckListLoader.parseCSV("""
            link,outcome,from,page,redirectsTo
            \(Self.ul),navigated,,,
            \(Self.ul),openedInBrowser,typed,,
            \(Self.ul),openedInBrowser,safari,https://demo.q2.com/offers,
            https://protect-us.mimecast.com/s/abc,openedInBrowser,app,,\(Self.ul)
            """, file: "l.csv")
        #expect(csv.map(\.tap) == [
            .unspecified,
            Tap(source: .typed),
            Tap(source: .safari, page: "https://demo.q2.com/offers"),
            Tap(source: .app, redirectsTo: Self.ul),
        ])
        let jsonl = try CheckListLoader.parseJSONLines("""
            {"link": "\(Self.ul)", "from": "safari", "page": "/offers", "expect": {"outcome": "openedInBrowser"}}
            {"link": "\(Self.ul)", "from": "qr", "expect": {"outcome": "navigated"}}
            """, file: "l.jsonl")
        #expect(jsonl.map(\.tap) == [Tap(source: .safari, page: "/offers"), Tap(source: .qr)])
        let android = try CheckListLoader.parseJSONLines(#"{"link": "https://x.example/", "from": "chrome", "expect": {"outcome": "navigated"}}"#,
                                                         file: "l.jsonl", platform: .android)
        #expect(android.map(\.tap) == [Tap(source: .chrome)])
        #expect(csv[1].event == .openLinkFrom(Self.ul, Tap(source: .typed)))
        #expect(csv[0].event == .openLink(Self.ul))
    }

    @Test("a row tapped somewhere gets that source's decision", arguments: [
        (Tap(source: .typed), Outcome.openedInBrowser),
        (Tap(source: .safari, page: "https://demo.q2.com/offers"), .openedInBrowser),
        (Tap(source: .safari, page: "https://news.example/"), .navigated),
        (Tap.unspecified, .navigated),
    ])
    func runsFromSource(tap: Tap, outcome: Outcome) {
        let row = CheckRow(file: "l", line: 2, input: .link(Self.ul), expectation: CheckExpectation(outcome: outcome), tap: tap)
        let result = CheckResult.run([row], app: Fixtures.demoApp)[0]
        #expect(result.decision.outcome == outcome)
        #expect(result.passed)
    }

    @Test("check --from is the default for rows without a from; a row's own from wins and drops the default page")
    func defaultTap() throws {
        let rows = try CheckListLoader.parseCSV("""
            link,outcome,from
            \(Self.ul),openedInBrowser,
            \(Self.ul),navigated,app
            """, file: "l.csv", defaultTap: Tap(source: .safari, page: "https://demo.q2.com/offers"))
        #expect(rows.map(\.tap) == [Tap(source: .safari, page: "https://demo.q2.com/offers"), Tap(source: .app)])
        #expect(CheckResult.run(rows, app: Fixtures.demoApp).allSatisfy { $0.passed })
    }

    /// A bad source, page or destination: the line, the column, the value and why, in one line.
    static let malformed: [(text: String, platform: Platform, column: Int, name: String, reason: String)] = [
        ("link,outcome,from\nhttps://x.example/,navigated,chrome\n", .ios, 30, "from", "is not a source on ios (it is an android source); expected one of: app, safari, typed, script, web-view, qr, banner"),
        ("link,outcome,from\nhttps://x.example/,navigated,qr\n", .android, 30, "from", "is not a source on android (it is an ios source); expected one of: app, chrome, typed, script, web-view, custom-tab"),
        ("link,outcome,from\nhttps://x.example/,navigated,banner\n", .android, 30, "from", "is not a source on android: Android has no Smart App Banner (Chrome shows none), so there is no OPEN to tap; use chrome for a tap on a web page, or app"),
        ("link,outcome,from\nhttps://x.example/,navigated,Safari\n", .ios, 30, "from", "is not a source on ios; expected one of: app, safari, typed, script, web-view, qr, banner"),
        ("link,outcome,page\nhttps://x.example/,navigated,https://a.example/\n", .ios, 30, "page", "goes with a tap on a page, from safari or web-view (iOS): the page the link was tapped on"),
        ("link,outcome,from,page\nhttps://x.example/,navigated,safari,offers\n", .ios, 37, "page", "must be an https:// or http:// link, or a path such as /offers on the link's own domain"),
        ("link,outcome,from,page\nhttps://x.example/,navigated,web-view,https://a.example/\n", .android, 39, "page", "goes with a tap on a page, from safari or web-view (iOS): the page the link was tapped on"),
        ("link,outcome,redirectsTo\nhttps://x.example/,navigated,q2mob://open\n", .ios, 30, "redirectsTo", "must be an https:// or http:// link: where the tracking link sends the customer"),
        ("payload,outcome,from\n\"{\"\"aps\"\":{}}\",stayed,safari\n", .ios, 23, "from", "goes only with a link: a push is not tapped on a page"),
    ]

    @Test("a bad from, page or redirectsTo names the line, the column and the value", arguments: malformed.indices)
    func malformedRow(index: Int) {
        let row = Self.malformed[index]
        do {
            _ = try CheckListLoader.parseCSV(row.text, file: "l.csv", platform: row.platform)
            Issue.record("no error for \(row.text)")
        } catch {
            #expect(error.line == 2)
            #expect(error.column == row.column, "\(error)")
            #expect(error.columnName == row.name)
            #expect(error.reason == row.reason)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("JSON Lines: a from that is not a string, and an unsafe page, are refused with the key named")
    func malformedJSON() {
        for (line, key) in [(#"{"link": "https://x.example/", "from": 3, "expect": {"outcome": "navigated"}}"#, "from"),
                            (#"{"link": "https://x.example/", "from": "safari", "page": "https://a.example/\u202E", "expect": {"outcome": "navigated"}}"#, "page")] {
            #expect(throws: CheckListError.self) { try CheckListLoader.parseJSONLines(line, file: "l.jsonl") }
            do { _ = try CheckListLoader.parseJSONLines(line, file: "l.jsonl") } catch { #expect(error.columnName == key) }
        }
    }

    @Test("F8 writes from, page and redirectsTo; written rows read back the same and pass")
    func writerRoundTrip() throws {
        let rows = [
            CheckRow(file: "session", line: 2, input: .link(Self.ul), expectation: CheckExpectation(outcome: .stayed)),
            CheckRow(file: "session", line: 3, input: .link(Self.ul), expectation: CheckExpectation(outcome: .stayed), tap: Tap(source: .typed)),
            CheckRow(file: "session", line: 4, input: .link(Self.ul), expectation: CheckExpectation(outcome: .stayed),
                     tap: Tap(source: .safari, page: "https://demo.q2.com/offers")),
            CheckRow(file: "session", line: 5, input: .link(Self.tracker), expectation: CheckExpectation(outcome: .stayed), tap: Tap(source: .app)),
            CheckRow(file: "session", line: 6, input: .link("https://protect-us.mimecast.com/s/abc"), expectation: CheckExpectation(outcome: .stayed),
                     tap: Tap(source: .app, redirectsTo: Self.ul)),
        ]
        let list = CheckListWriter.expectingCurrentOutcomes(rows, app: Fixtures.demoApp)
        let csv = CheckListWriter.csv(list)
        #expect(csv.hasPrefix("link,payload,stage,outcome,route,codes,signedIn,note,from,page,redirectsTo\n"))
        let read = try CheckListLoader.parseCSV(csv, file: "session")
        #expect(read.map(\.tap) == rows.map(\.tap))
        #expect(read.map(\.input) == list.map(\.input))
        #expect(read.map(\.expectation) == list.map(\.expectation))
        #expect(read.map(\.expectation.outcome) == [.navigated, .openedInBrowser, .openedInBrowser, .openedInBrowser, .openedInBrowser])
        #expect(CheckResult.run(read, app: Fixtures.demoApp).allSatisfy { $0.passed })
    }

    @Test("the reports name the source: JUnit's test name and failure body")
    func junitNamesSource() {
        let row = CheckRow(file: "l.csv", line: 3, input: .link(Self.ul), expectation: CheckExpectation(outcome: .navigated),
                           tap: Tap(source: .safari, page: "https://demo.q2.com/offers"))
        #expect(row.tapText == "from safari, page https://demo.q2.com/offers")
        let xml = JUnitReport.xml(CheckResult.run([row], app: Fixtures.demoApp))
        #expect(xml.contains("name=\"line 3: \(Self.ul) [from safari, page https://demo.q2.com/offers]\""))
        #expect(xml.contains("tapped: from safari, page https://demo.q2.com/offers"))
        #expect(CheckRow(file: "l", line: 2, input: .link(Self.ul), expectation: CheckExpectation(outcome: .navigated)).tapText == nil)
    }
}
