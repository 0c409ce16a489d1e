import Foundation
import Testing

/// `linklab play`.
@Suite("linklab play")
struct PlayCommandTests {
    static let falseExpectation = """
        {
          "name": "A false expectation",
          "steps": [
            {"say": "Open the messages link."},
            {"open": "q2mob://open?targetPage=%23%2Fmessages"},
            {"expect": {"route": "settings/profile"}}
          ]
        }
        """

    static let unknownStepKey = """
        {
          "name": "An unknown step key",
          "steps": [
            {"open": "q2mob://open?targetPage=%23%2Fmessages"},
            {"opne": "q2mob://open?targetPage=%23%2Fmessages"}
          ]
        }
        """

    @Test("every shipped scenario plays with exit 0")
    func allShipped() throws {
        let scenarios = LinkLab.shippedScenarios
        try #require(!scenarios.isEmpty, "no scenarios in \(LinkLab.scenarios.path)")
        let result = try LinkLab.run(["play"] + scenarios)
        #expect(result.status == 0, "\(result.out.suffix(2_000))\(result.err)")
        #expect(result.out.contains("\(scenarios.count) passed, 0 failed"), "\(result.out.suffix(300))")
    }

    @Test("each shipped scenario passes alone, and its --json lines parse", arguments: LinkLab.shippedScenarios)
    func eachShipped(path: String) throws {
        let result = try LinkLab.run(["play", "--json", path])
        #expect(result.status == 0, "\(result.out.suffix(1_500))\(result.err)")
        let objects = try result.jsonLines()
        #expect(!objects.isEmpty)
        let summary = try #require(objects.last)
        #expect(summary["passed"] as? Bool == true, "\(summary)")
        for step in objects.dropLast() {
            #expect(step["step"] is Int, "\(step)")
            #expect(step["decisions"] is [Any])
            #expect((step["failures"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("a false expectation: exit 1, naming the step, the key, expected and actual")
    func falseExpectationFails() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("false-expectation.json", Self.falseExpectation, in: folder)

        let text = try LinkLab.run(["play", path])
        #expect(text.status == 1, "\(text.out)\(text.err)")
        let failure = text.outLines.first { $0.contains("step 3") && $0.contains("route") }
        #expect(failure != nil, "no line names step 3 and route:\n\(text.out)")
        #expect(failure?.contains("settings/profile") == true, "expected value: \(failure ?? "")")
        #expect(failure?.contains("messages") == true, "actual value: \(failure ?? "")")

        let json = try LinkLab.run(["play", "--json", path])
        #expect(json.status == 1)
        let summary = try #require(try json.jsonLines().last)
        #expect(summary["passed"] as? Bool == false)
        let failures = try #require(summary["failures"] as? [[String: Any]])
        try #require(failures.count == 1, "\(failures)")
        #expect(failures[0]["step"] as? Int == 3)
        #expect(failures[0]["key"] as? String == "route")
        #expect((failures[0]["expected"] as? String)?.contains("settings/profile") == true)
        #expect((failures[0]["actual"] as? String)?.contains("messages") == true)
    }

    @Test("a passing and a failing scenario together: exit 1")
    func mixed() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("false-expectation.json", Self.falseExpectation, in: folder)
        let first = try #require(LinkLab.shippedScenarios.first)
        let result = try LinkLab.run(["play", first, path])
        #expect(result.status == 1)
        #expect(result.out.contains("1 passed, 1 failed"), "\(result.out.suffix(300))")
    }

    @Test("a malformed scenario (unknown step key): exit 2, naming the file, the step and the key")
    func unknownStepKeyIsMalformed() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("unknown-step-key.json", Self.unknownStepKey, in: folder)
        for json in [false, true] {
            let result = try LinkLab.run(["play"] + (json ? ["--json"] : []) + [path])
            #expect(result.status == 2, "\(result.out)\(result.err)")
            #expect(result.err.contains("unknown-step-key.json"), "\(result.err)")
            #expect(result.err.contains("step 2"), "\(result.err)")
            #expect(result.err.contains("opne"), "\(result.err)")
            #expect(result.errLines.count == 1, "\(result.err)")
        }
    }

    @Test("other malformed scenarios: exit 2 naming the key")
    func otherMalformed() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            (#"{"name": "x", "steps": [{"expect": {"rout": "messages"}}]}"#, "rout"),
            (#"{"name": "x", "steps": [{"open": "q2mob://x", "signIn": true}]}"#, "step 1"),
            (#"{"name": "x", "stepz": []}"#, "stepz"),
            (#"{"steps": [{"say": "no name"}]}"#, "name"),
            (#"{"name": "x", "steps": [{"signIn": "yes"}]}"#, "signIn"),
            ("{\"name\": \"x\",\n \"steps\": [\n", "JSON"),
        ]
        for (index, (json, needle)) in cases.enumerated() {
            let path = try LinkLab.fixture("malformed-\(index).json", json, in: folder)
            let result = try LinkLab.run(["play", path])
            #expect(result.status == 2, "\(json): \(result.status) \(result.err)")
            #expect(result.err.contains("malformed-\(index).json"), "\(json): \(result.err)")
            #expect(result.err.contains(needle), "\(json): \(result.err)")
        }
    }

    @Test("a step tapped from a source its platform has not (banner on Android, chrome on iOS): exit 2, the --from sentence")
    func sourceOfTheOtherPlatform() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = "https://demo.q2.com/mobile/deeplink?targetPage=messages"
        let cases: [(settings: String, from: String, sentence: String)] = [
            (#""settings": {"platform": "android"}, "#, "banner", "no source 'banner' on android: Android has no Smart App Banner "
                + "(Chrome shows none), so there is no OPEN to tap; use chrome for a tap on a web page, or app"),
            ("", "chrome", "unknown source 'chrome' on ios (it is an android source): use one of app, safari, typed, script, web-view, qr, banner"),
        ]
        for (index, row) in cases.enumerated() {
            let json = #"{"name": "x", "# + row.settings + #""steps": [{"say": "tap"}, {"open": "\#(link)", "from": "\#(row.from)"}]}"#
            let path = try LinkLab.fixture("source-\(index).json", json, in: folder)
            for asJSON in [false, true] {
                let result = try LinkLab.run(["play"] + (asJSON ? ["--json"] : []) + [path])
                #expect(result.status == 2, "\(result.out)\(result.err)")
                #expect(result.out.isEmpty)
                let column = json.distance(from: json.startIndex, to: json.range(of: "\"\(row.from)\"")!.lowerBound) + 1
                #expect(result.err == "linklab: \(path): key 'steps[1].from' (step 2): line 1, column \(column): \(row.sentence)\n")
            }
        }
    }

    @Test("a missing scenario file: exit 2")
    func missingFile() throws {
        let result = try LinkLab.run(["play", "/nonexistent/scenario.json"])
        #expect(result.status == 2)
        #expect(result.err.contains("scenario.json"))
    }
}
