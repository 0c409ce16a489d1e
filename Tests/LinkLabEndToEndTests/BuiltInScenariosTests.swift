import Foundation
import LinkLabReading
import LinkLabWording
import Testing
@testable import linklab

/// The walkthroughs, the quiz and the example scenarios are compiled into the binary, so a
/// copy of it run from an empty folder lists them, plays them by name and quizzes on them.
@Suite("Scenarios built into linklab")
struct BuiltInScenariosTests {
    /// The shipped scenario names (scenarios/*.json without `.json`).
    static var shippedNames: [String] {
        LinkLab.shippedScenarios.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    }

    @Test("play --list from an empty folder names every shipped scenario with a line of description")
    func listAnywhere() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EmbeddedScreensCommandTests.runAlone(["play", "--list"], in: folder)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == Self.shippedNames.sorted())
        let replay = try #require(lines.first { $0.hasPrefix("deferred-replay ") })
        #expect(replay.count > "deferred-replay ".count + 10, "\(replay)")
        #expect(!result.out.contains("cannot be played"), "\(result.out)")
    }

    @Test("play NAME from an empty folder plays the built-in scenario, its own settings file included")
    func playByNameAnywhere() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["deferred-replay", "aasa-no-matching-path", "hostile-links", "android-escaped-dot-15"] {
            let result = try EmbeddedScreensCommandTests.runAlone(["play", "--json", name], in: folder)
            #expect(result.status == 0, "\(name): \(result.out)\(result.err)")
            let summary = try #require(try DecodedPlayLine.lines(result.out).last, "\(name): \(result.err)")
            #expect(summary.file == "scenarios (built in)/\(name).json" && summary.passed == true && summary.failures.isEmpty,
                    "\(name): \(summary)")
        }
    }

    @Test("every built-in scenario plays by name as its file does")
    func everyNameAsItsFile() throws {
        let byName = try LinkLab.run(["play", "--json"] + Self.shippedNames)
        let byFile = try LinkLab.run(["play", "--json"] + LinkLab.shippedScenarios)
        #expect(byName.status == byFile.status, "\(byName.err)")
        let strip: (String) -> String = { $0.replacingOccurrences(of: #","file":"[^"]*""#, with: "", options: .regularExpression) }
        #expect(strip(byName.out) == strip(byFile.out))
    }

    @Test("an unknown name is a usage error, exit 2, that says how to list the names")
    func unknownName() throws {
        let result = try LinkLab.run(["play", "no-such-walkthrough"])
        #expect(result.status == 2)
        #expect(result.err == "linklab: no scenario is named 'no-such-walkthrough' and no such file exists; linklab play --list names the scenarios (with --scenarios DIR, a folder's too)\n", "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test("a path still plays, and a hostile name is shown escaped")
    func pathAndHostileName() throws {
        let path = try LinkLab.run(["play", LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path])
        #expect(path.status == 0, "\(path.err)")
        let hostile = try LinkLab.run(["play", "x\u{1B}]52;c;aGk=\u{07}"])
        #expect(hostile.status == 2)
        #expect(!hostile.stderr.contains(0x1B) && !hostile.stderr.contains(0x07), "\(hostile.err.debugDescription)")
    }

    @Test("--scenarios DIR adds a folder's scenarios, and a file named as a built-in one replaces it")
    func scenariosFolder() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = #"{"name": "Mine", "description": "Mine, \u001b[31mred. More.", "steps": [{"open": "q2mob://open?targetPage=%23%2Fmessages"}, {"expect": {"outcome": "navigated"}}]}"#
        _ = try LinkLab.fixture("deferred-replay.json", mine, in: folder)
        _ = try LinkLab.fixture("my-own.json", mine, in: folder)
        let list = try LinkLab.run(["play", "--scenarios", folder.path, "--list"])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.outLines.contains { $0.hasPrefix("my-own ") }, "\(list.out)")
        #expect(list.outLines.filter { $0.hasPrefix("deferred-replay ") }.count == 1)
        #expect(!list.stdout.contains(0x1B), "a description is shown escaped: \(list.out.debugDescription)")
        let played = try LinkLab.run(["play", "--scenarios", folder.path, "deferred-replay", "my-own"])
        #expect(played.status == 0, "\(played.out)\(played.err)")
        let summaries = try LinkLab.run(["play", "--json", "--scenarios", folder.path, "deferred-replay", "my-own"])
            .decoded(DecodedPlayLine.self).filter { $0.scenario != nil }
        #expect(summaries.map(\.scenario) == ["Mine", "Mine"])
        #expect(summaries.map(\.file) == [folder.appendingPathComponent("deferred-replay.json").path, folder.appendingPathComponent("my-own.json").path])
        let missing = try LinkLab.run(["play", "--scenarios", folder.appendingPathComponent("none").path, "--list"])
        #expect(missing.status == 2)
        let none = folder.appendingPathComponent("none").path
        #expect(missing.errLines == ["linklab: \(ConfigurationError(file: none, problem: .scenariosFolderUnreadable(.missing)))"], "\(missing.err)")
    }

    @Test("quiz from an empty folder asks the built-in quizzes, and takes one by name")
    func quizAnywhere() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = try EmbeddedScreensCommandTests.runAlone(["quiz"], in: folder)
        #expect(all.status == 1, "answers ran out: \(all.out)\(all.err)")
        let firstQuestion = all.out.split(separator: "\n").first { $0.hasPrefix("Question ") }
        #expect(firstQuestion?.hasPrefix("Question 1 of ") == true, "\(all.out)")
        #expect(!all.err.contains("no quiz found"), "\(all.err)")
        let named = try LinkLab.run(["quiz", "quiz-links"], stdin: Data("1\n".utf8))
        #expect(named.hasLine(Wording.quizQuestion(1, of: 10, scenario: "Quiz: documented links", step: 1)), "\(named.out)\(named.err)")
    }
}
