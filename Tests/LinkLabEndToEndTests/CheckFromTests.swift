import Foundation
import Testing

/// `linklab check --from` and the `from` column (issue 21): each row is tapped where it says, and the text,
/// JSON and JUnit reports name the source.
@Suite("linklab check --from")
struct CheckFromTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
    static let list = """
        link,outcome,route,from,page
        \(ul),navigated,settings/profile,,
        \(ul),openedInBrowser,,typed,
        \(ul),openedInBrowser,,safari,https://demo.q2.com/offers
        """

    @Test("rows run from their from column; the text names the source; --from changes only rows without one")
    func text() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("taps.csv", Self.list, in: folder)
        let result = try LinkLab.run(["check", path])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.outLines.contains { $0.hasPrefix("PASS") && $0.contains("taps.csv:3") && $0.hasSuffix("(from typed)") })
        #expect(result.outLines.contains { $0.contains("taps.csv:4") && $0.hasSuffix("(from safari, page https://demo.q2.com/offers)") })
        let typed = try LinkLab.run(["check", "--from", "typed", path])
        #expect(typed.status == 1)
        #expect(typed.outLines.contains { $0.hasPrefix("FAIL") && $0.contains("taps.csv:2") && $0.hasSuffix("(from typed)") })
        #expect(typed.outLines.last == "2 passed, 1 failed")
    }

    @Test("--json carries from and page; --junit names the source in the test name")
    func jsonAndJUnit() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("taps.csv", Self.list, in: folder)
        let report = folder.appendingPathComponent("report.xml")
        let result = try LinkLab.run(["check", "--json", "--junit", report.path, path])
        let objects = try result.jsonLines()
        #expect(objects.map { $0["from"] as? String } == [nil, "typed", "safari"])
        #expect(objects[2]["page"] as? String == "https://demo.q2.com/offers")
        #expect((objects[1]["decision"] as? [String: Any])?["from"] as? String == "typed")
        let xml = try String(contentsOf: report, encoding: .utf8)
        #expect(xml.contains("[from safari, page https://demo.q2.com/offers]"))
    }

    @Test("a bad --from or --page is one usage line, exit 2", arguments: [
        (["--from", "chrome"], "unknown source 'chrome' on ios (it is an android source): use one of app, safari, typed, script, web-view, qr"),
        (["--page", "https://demo.q2.com/"], "--page goes with --from safari or --from web-view (iOS): the page the link was tapped on"),
        (["--platform", "android", "--from", "safari"], "unknown source 'safari' on android (it is an ios source): use one of app, chrome, typed, script, web-view, custom-tab"),
    ])
    func badOption(arguments: [String], message: String) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("taps.csv", Self.list, in: folder)
        let result = try LinkLab.run(["check"] + arguments + [path])
        #expect(result.status == 2)
        #expect(result.errLines.count == 1)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty)
    }
}
