import Foundation
import LinkLabReading
import LinkLabWording
import Testing
@testable import linklab

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
        #expect(result.outLines.last == Wording.passedAndFailed(passed: scenarios.count, failed: 0), "\(result.out.suffix(300))")
    }

    @Test("each shipped scenario passes alone, and its --json lines parse", arguments: LinkLab.shippedScenarios)
    func eachShipped(path: String) throws {
        let result = try LinkLab.run(["play", "--json", path])
        #expect(result.status == 0, "\(result.out.suffix(1_500))\(result.err)")
        let objects = try result.jsonLines()
        #expect(!objects.isEmpty)
        let summary = try #require(objects.last)
        #expect(summary["passed"] as? Bool == true, "\(summary)")
        // The counts the text's PASS line gives: every step, and the expect steps among them.
        #expect(summary["steps"] as? Int == objects.count - 1, "\(summary)")
        #expect(summary["expectations"] as? Int == objects.dropLast().filter { $0["action"] as? String == "expect" }.count, "\(summary)")
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
        let failure = ExpectationFailure(step: 3, key: "route", expected: "#/settings/profile", actual: "#/messages")
        #expect(text.outLines.map { $0.trimmingCharacters(in: .whitespaces) }.contains(failure.description),
                "no line is \(failure.description):\n\(text.out)")

        let json = try LinkLab.run(["play", "--json", path])
        #expect(json.status == 1)
        let summary = try #require(try json.jsonLines().last)
        #expect(summary["passed"] as? Bool == false)
        let failures = try #require(summary["failures"] as? [[String: Any]])
        try #require(failures.count == 1, "\(failures)")
        #expect(failures[0]["step"] as? Int == failure.step)
        #expect(failures[0]["key"] as? String == failure.key)
        #expect(failures[0]["expected"] as? String == failure.expected)
        #expect(failures[0]["actual"] as? String == failure.actual)
    }

    @Test("a passing and a failing scenario together: exit 1")
    func mixed() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("false-expectation.json", Self.falseExpectation, in: folder)
        let first = try #require(LinkLab.shippedScenarios.first)
        let result = try LinkLab.run(["play", first, path])
        #expect(result.status == 1)
        #expect(result.outLines.last == Wording.passedAndFailed(passed: 1, failed: 1), "\(result.out.suffix(300))")
    }

    @Test("a malformed scenario (unknown step key): exit 2, naming the file, the step and the key")
    func unknownStepKeyIsMalformed() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("unknown-step-key.json", Self.unknownStepKey, in: folder)
        for json in [false, true] {
            let result = try LinkLab.run(["play"] + (json ? ["--json"] : []) + [path])
            #expect(result.status == 2, "\(result.out)\(result.err)")
            let error = try #require(ReaderErrors.scenario(path))
            #expect(error.file == path && error.key == "steps[1].opne" && error.step == 2, "\(error)")
            guard case .unknown(.action, _) = error.problem else { Issue.record("not an unknown action: \(error)"); continue }
            #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
        }
    }

    @Test("other malformed scenarios: exit 2 naming the key")
    func otherMalformed() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The file, the key and the step the reader names, and what kind of problem it is.
        let cases: [(json: String, key: String, step: Int?, isExpected: (ConfigurationProblem) -> Bool)] = [
            (#"{"name": "x", "steps": [{"expect": {"rout": "messages"}}]}"#, "steps[0].expect.rout", 1,
             { if case .unknown(.expectation, _) = $0 { true } else { false } }),
            (#"{"name": "x", "steps": [{"open": "q2mob://x", "signIn": true}]}"#, "steps[0]", 1, { $0 == .severalActions(["open", "signIn"]) }),
            (#"{"name": "x", "stepz": []}"#, "stepz", nil, { if case .unknown(.key, _) = $0 { true } else { false } }),
            (#"{"steps": [{"say": "no name"}]}"#, "name", nil, { $0 == .missing }),
            (#"{"name": "x", "steps": [{"signIn": "yes"}]}"#, "steps[0].signIn", 1, { if case .mustBe = $0 { true } else { false } }),
            ("{\"name\": \"x\",\n \"steps\": [\n", "steps[0]", nil, { $0 == .syntax(.endsEarly(expected: .value)) }),
        ]
        for (index, row) in cases.enumerated() {
            let path = try LinkLab.fixture("malformed-\(index).json", row.json, in: folder)
            let result = try LinkLab.run(["play", path])
            #expect(result.status == 2, "\(row.json): \(result.status) \(result.err)")
            let error = try #require(ReaderErrors.scenario(path), "\(row.json)")
            #expect(error.file == path && error.key == row.key && error.step == row.step, "\(row.json): \(error)")
            #expect(row.isExpected(error.problem), "\(row.json): \(error.problem)")
            #expect(result.errLines == ["linklab: \(error)"], "\(row.json): \(result.err)")
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
        let error = ConfigurationError(file: "/nonexistent/scenario.json", problem: .unreadable(.missing))
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }
}
