import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing
@testable import linklab

/// `linklab check --from` and the `from` column: each row is tapped where it says, and the text,
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
        // Each row's first line as a person reads it, whole.
        #expect(result.outLines.filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") } == [
            "PASS  \(path):2  \(Self.ul)",
            "PASS  \(path):3  \(Self.ul)  (from typed)",
            "PASS  \(path):4  \(Self.ul)  (from safari, page https://demo.q2.com/offers)",
        ], "\(result.out)")
        let typed = try LinkLab.run(["check", "--from", "typed", path])
        #expect(typed.status == 1)
        #expect(typed.outLines.first == "FAIL  \(path):2  \(Self.ul)  (from typed)", "\(typed.out)")
        #expect(typed.outLines.last == "2 passed, 1 failed")
        // --from typed changes only the row without a from: it fails, the others pass as before.
        let rows = try LinkLab.run(["check", "--json", "--from", "typed", path]).jsonLines()
        #expect(rows.map { $0["passed"] as? Bool } == [false, true, true])
        #expect(rows.map { $0["from"] as? String } == ["typed", "typed", "safari"])
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
        let junit = try JUnitReport(contentsOf: report)
        #expect(junit.wellFormed)
        #expect(junit.testCases.map(\.name) == ["line 2: \(Self.ul)", "line 3: \(Self.ul) [from typed]",
                                                "line 4: \(Self.ul) [from safari, page https://demo.q2.com/offers]"])
    }

    /// The core's problem with a `--from` the platform does not model.
    static func unknownSource(_ text: String, on platform: Platform) -> TapSourceError? {
        if case .failure(let error) = TapSource.parse(text, on: platform) { return error }
        return nil
    }

    @Test("a bad --from or --page is one usage line, exit 2", arguments: [
        (["--from", "chrome"], unknownSource("chrome", on: .ios).map(UsageProblem.tapSource)),
        (["--page", "https://demo.q2.com/"], .page(.noPageSource)),
        (["--platform", "android", "--from", "safari"], unknownSource("safari", on: .android).map(UsageProblem.tapSource)),
    ] as [([String], UsageProblem?)])
    func badOption(arguments: [String], problem: UsageProblem?) throws {
        let problem = try #require(problem, "a source the platform models")
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("taps.csv", Self.list, in: folder)
        let result = try LinkLab.run(["check"] + arguments + [path])
        #expect(result.status == 2)
        #expect(result.errLines == ["linklab: " + UsageError(problem).message], "\(result.err)")
        #expect(result.out.isEmpty)
    }
}
