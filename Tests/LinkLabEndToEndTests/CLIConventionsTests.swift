import Foundation
import Testing

/// `-` for standard input, `--quiet`, `platform` on every decision, JUnit classnames that
/// tell lists apart, an empty list refused, and a closed pipe that is no error.
@Suite("CLI conventions")
struct CLIConventionsTests {
    static let good = "q2mob://open?targetPage=%23%2Fmessages"
    static let bad = "q2mob://open?targetPage=#/messages"
    static let payload = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#

    @Test("explain - reads the links from standard input, as explain with none does")
    func explainDash() throws {
        let input = Data("\(Self.good)\n\(Self.bad)\n".utf8)
        let dash = try LinkLab.run(["explain", "-"], stdin: input)
        let none = try LinkLab.run(["explain"], stdin: input)
        #expect(dash.status == 1, "\(dash.err)")
        #expect(dash.out == none.out)
        #expect(dash.out.hasPrefix("navigated  \(Self.good)"), "\(dash.out)")
        // Only `-` alone: among links it is a word like any other, judged as a link.
        let among = try LinkLab.run(["explain", "-", Self.good])
        #expect(among.status == 1, "\(among.err)")
        #expect(among.hasLine("navigated  \(Self.good)"), "\(among.out)")
        let judged = try LinkLab.run(["explain", "--json", "-", Self.good]).decisions()
        #expect(judged.map(\.input) == ["-", Self.good] && judged.last?.outcome == "navigated", "\(judged.map(\.input))")
    }

    @Test("check - reads the list from standard input: CSV, or JSON Lines when it starts with {")
    func checkDash() throws {
        let csv = "link,outcome\n\(Self.good),navigated\n"
        let fromCSV = try LinkLab.run(["check", "-"], stdin: Data(csv.utf8))
        #expect(fromCSV.status == 0, "\(fromCSV.out)\(fromCSV.err)")
        #expect(fromCSV.outLines.last == "1 passed, 0 failed")
        #expect(fromCSV.outLines.first == "PASS  (standard input):2  \(Self.good)", "\(fromCSV.out)")
        let jsonl = #"{"link": "\#(Self.good)", "expect": {"outcome": "navigated"}}"# + "\n"
        let fromJSONL = try LinkLab.run(["check", "-"], stdin: Data(jsonl.utf8))
        #expect(fromJSONL.status == 0, "\(fromJSONL.out)\(fromJSONL.err)")
        #expect(fromJSONL.outLines.last == "1 passed, 0 failed")
        let twice = try LinkLab.run(["check", "-", "-"], stdin: Data(csv.utf8))
        #expect(twice.status == 2)
    }

    @Test("push - and aasa - read the payload and the AASA file from standard input")
    func pushAndAASADash() throws {
        let push = try LinkLab.run(["push", "-"], stdin: Data(Self.payload.utf8))
        #expect(push.status == 0, "\(push.err)")
        #expect(push.out.hasPrefix("navigated"), "\(push.out)")
        let aasa = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.q2.mobile.demo"], "components": [{"/": "/buy/*"}]}]}}"#
        let result = try LinkLab.run(["aasa", "-", "https://demo.q2.com/buy/42"], stdin: Data(aasa.utf8))
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasPrefix("match"), "\(result.out)")
        let broken = try LinkLab.run(["aasa", "-", "https://demo.q2.com/buy/42"], stdin: Data("{".utf8))
        #expect(broken.status == 2)
        #expect(broken.err.hasPrefix("linklab: (standard input): "), "\(broken.err)")
    }

    @Test("--quiet prints only the failures and the summary")
    func quiet() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try LinkLab.fixture("links.csv", "link,outcome\n\(Self.good),navigated\n\(Self.bad),navigated\n", in: folder)
        let check = try LinkLab.run(["check", "--quiet", list])
        #expect(check.status == 1)
        #expect(!check.out.contains("PASS"), "\(check.out)")
        #expect(check.outLines.first?.hasPrefix("FAIL") == true, "\(check.out)")
        #expect(check.outLines.last == "1 passed, 1 failed")
        let passing = try LinkLab.fixture("ok.csv", "link,outcome\n\(Self.good),navigated\n", in: folder)
        let quietPass = try LinkLab.run(["check", "--quiet", passing])
        #expect(quietPass.status == 0)
        #expect(quietPass.out == "1 passed, 0 failed\n", "\(quietPass.out)")
        let explain = try LinkLab.run(["explain", "--quiet", Self.good, Self.bad])
        #expect(explain.status == 1)
        #expect(!explain.out.contains("navigated  "), "\(explain.out)")
        #expect(explain.out.hasPrefix("stayed"), "\(explain.out)")
        let push = try LinkLab.run(["push", "--quiet", "-"], stdin: Data(Self.payload.utf8))
        #expect(push.status == 0)
        #expect(push.out.isEmpty, "\(push.out)")
    }

    @Test("play --quiet prints only the scenarios that fail, then the summary")
    func playQuiet() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = #"{"name": "Bad on purpose", "steps": [{"open": "\#(Self.good)"}, {"expect": {"outcome": "stayed"}}]}"#
        let path = try LinkLab.fixture("bad.json", bad, in: folder)
        let both = try LinkLab.run(["play", "--quiet", "deferred-replay", path])
        #expect(both.status == 1)
        #expect(!both.out.contains("Deferred"), "\(both.out)")
        #expect(both.outLines.first == "Scenario: Bad on purpose  (\(path))", "\(both.out)")
        #expect(both.outLines.last == "1 passed, 1 failed")
        let passing = try LinkLab.run(["play", "--quiet", "deferred-replay"])
        #expect(passing.status == 0)
        #expect(passing.out == "1 passed, 0 failed\n", "\(passing.out)")
    }

    @Test("every JSON decision carries its platform, and on Android the release")
    func platform() throws {
        let ios = try LinkLab.run(["explain", "--json", Self.good]).jsonLines()
        #expect(ios.first?["platform"] as? String == "ios")
        #expect(ios.first?["androidVersion"] == nil)
        let android = try LinkLab.run(["explain", "--json", "--platform", "android", "--android-version", "12", Self.good]).jsonLines()
        #expect(android.first?["platform"] as? String == "android")
        #expect(android.first?["androidVersion"] as? Int == 12)
        let push = try LinkLab.run(["push", "--json", "-"], stdin: Data(Self.payload.utf8)).jsonLines()
        #expect(push.first?["platform"] as? String == "ios")
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try LinkLab.fixture("links.csv", "link,outcome\n\(Self.good),navigated\n", in: folder)
        let check = try LinkLab.run(["check", "--json", "--platform", "android", list]).jsonLines()
        let decision = try #require(check.first?["decision"] as? [String: Any])
        #expect(decision["platform"] as? String == "android")
        #expect(decision["androidVersion"] as? Int != nil)
    }

    @Test("JUnit classname is the list's path: two links.csv in different folders differ")
    func junitClassname() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let text = "link,outcome\n\(Self.good),navigated\n"
        let first = try LinkLab.fixture("a/links.csv", text, in: folder)
        let second = try LinkLab.fixture("b/links.csv", text, in: folder)
        let report = folder.appendingPathComponent("report.xml")
        let result = try LinkLab.run(["check", "--junit", report.path, first, second])
        #expect(result.status == 0, "\(result.err)")
        let junit = try JUnitReport(contentsOf: report)
        #expect(junit.testCases.map(\.classname) == [first, second], "\(junit.testCases)")
    }

    @Test("a list with no rows is a usage error, exit 2, naming it", arguments: ["links.csv", "links.jsonl"])
    func emptyList(name: String) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture(name, name.hasSuffix(".csv") ? "link,outcome\n" : "\n", in: folder)
        let result = try LinkLab.run(["check", path])
        #expect(result.status == 2, "\(result.out)\(result.err)")
        #expect(result.err == "linklab: \(path) has no rows, so it checks nothing; give at least one row after the header\n", "\(result.err)")
        #expect(result.out.isEmpty)
    }

    /// Runs a pipeline through bash with pipefail; its status and stdout.
    static func pipeline(_ command: String) throws -> ChildProcess.Result {
        let binary = try #require(LinkLab.binary)
        var environment = ProcessInfo.processInfo.environment
        environment["LINKLAB"] = binary
        environment["LANG"] = "C.UTF-8"
        return ChildProcess.run(["bash", "-c", "set -o pipefail; " + command], environment: environment)
    }

    @Test("a closed pipe ends quietly with the status of what was written, never 3 (set -o pipefail; | head -1)")
    func closedPipe() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = String(repeating: "\(Self.good),navigated\n", count: 50_000)
        let passing = try LinkLab.fixture("pass.csv", "link,outcome\n" + rows, in: folder)
        let failing = try LinkLab.fixture("fail.csv", "link,outcome\n\(Self.bad),navigated\n" + rows, in: folder)
        let links = try LinkLab.fixture("links.txt", String(repeating: Self.good + "\n", count: 50_000), in: folder)
        let pass = try Self.pipeline("\"$LINKLAB\" check '\(passing)' | head -1")
        #expect(pass.status == 0, "\(pass.output)")
        #expect(pass.output.hasPrefix("PASS"), "\(pass.output.prefix(300))")
        #expect(!pass.output.contains("linklab:"), "quietly: \(pass.output.prefix(300))")
        let fail = try Self.pipeline("\"$LINKLAB\" check '\(failing)' | head -1")
        #expect(fail.status == 1, "\(fail.output.prefix(300))")
        let explain = try Self.pipeline("\"$LINKLAB\" explain - < '\(links)' | head -1")
        #expect(explain.status == 0, "\(explain.output.prefix(300))")
        let json = try Self.pipeline("\"$LINKLAB\" explain --json < '\(links)' | head -1")
        #expect(json.status == 0, "\(json.output.prefix(300))")
    }
}
