import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Every settings, screen, scenario, AASA and assetlinks file is parsed once, by the strict
/// parser that records where each value is written; the typed reader's errors are typed problems with the
/// file, key path and position, and strictness is the same in every file kind LinkLab defines.
@Suite("Typed reader")
struct TypedReaderTests {
    /// How many documents `body` parsed.
    static func parses(_ body: () throws -> Void) rethrows -> Int {
        let count = ParseCount()
        try StrictJSON.$parses.withValue(count) { try body() }
        return count.value
    }

    // MARK: each file parsed once

    @Test("a settings file is parsed once, and so is each file it names")
    func settingsOnce() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.q2.mobile.demo"], "components": [{"/": "/*"}]}]}}"#.utf8)
            .write(to: folder.appendingPathComponent("aasa.json"))
        let settings = folder.appendingPathComponent("settings.json")
        try Data(#"{"name": "Acme", "prerequisites": {"aasaFile": "aasa.json"}}"#.utf8).write(to: settings)
        #expect(try Self.parses { _ = try ConfigurationLoader.load(path: settings.path) } == 2)
        #expect(try Self.parses { _ = try Fixtures.configuration(#"{"name": "Acme"}"#) } == 1)
    }

    @Test("an error found after parsing gets its line and column from the one parse", arguments: [
        #"{"urlScheme": 5}"#,
        #"{"modules": [{"identifier": "com.a"}, {"identifier": "com.a"}]}"#,
        "{\"policies\": {\n  \"maximumLinkLength\": 1e23}}",
        #"{"nmae": "Acme"}"#,
    ])
    func errorsOnce(_ json: String) {
        var error: ConfigurationError?
        let count = Self.parses { error = Fixtures.configurationError(json) }
        #expect(count == 1)
        #expect(error?.position != nil, "\(String(describing: error))")
    }

    @Test("a walkthrough with inline settings is parsed once, settings and all (the screens once each)")
    func scenarioOnce() throws {
        let text = #"{"name": "w", "settings": {"appState": {"installed": false}}, "steps": [{"back": true}]}"#
        let screens = try InputFile.folderNames(Fixtures.screensDirectory).filter { $0.hasSuffix(".json") }.count
        let count = try Self.parses {
            let scenario = try ScenarioLoader.parse(text, file: "/tmp/w.json")
            let app = try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory)
            #expect(app.configuration.appState.installed == false)
        }
        #expect(count == 1 + screens)
    }

    @Test("a screens folder is parsed once per screen file")
    func screensOnce() throws {
        let files = try InputFile.folderNames(Fixtures.screensDirectory).filter { $0.hasSuffix(".json") }
        #expect(try Self.parses { _ = try ScreenLoader.load(directory: Fixtures.screensDirectory, modules: FIConfiguration.demo.modules) }
                == files.count)
    }

    // MARK: typed problems

    @Test("the reader's problems are typed: file, key path, position and problem", arguments: [
        (#"{"urlScheme": 5}"#, "urlScheme", TextPosition(line: 1, column: 15), ConfigurationProblem.mustBe(.kind(.string), found: .number)),
        ("{\n  \"modules\": [{\"name\": \"x\"}]}", "modules[0].identifier", TextPosition(line: 2, column: 15), .missing),
        (#"{"platform": "windows"}"#, "platform", TextPosition(line: 1, column: 14), .mustBe(.oneOf(["ios", "android"]))),
        (#"{"policies": {"coldStartLinks": true}}"#, "policies.coldStartLinks", TextPosition(line: 1, column: 33),
         .mustBe(.oneOf(["queue", "drop"]), found: .bool)),
        (#"{"prerequisites": {"aasa": {}, "aasaFile": "a.json"}}"#, "prerequisites.aasaFile", TextPosition(line: 1, column: 44),
         .eitherOr(other: "aasa", this: "aasaFile")),
        (#"{"android": {"version": 5}}"#, "android.version", TextPosition(line: 1, column: 25), .mustBe(.androidVersion(AndroidApp.emulatedVersions))),
    ])
    func typedProblems(_ json: String, _ key: String, _ position: TextPosition, _ problem: ConfigurationProblem) throws {
        let error = try #require(Fixtures.configurationError(json))
        #expect(error == ConfigurationError(file: "bad-settings.json", key: key, position: position, problem: problem))
    }

    @Test("a syntax error is a typed problem too, at the parser's own position")
    func syntaxProblem() throws {
        let error = try #require(Fixtures.configurationError(#"{"name": "a", "name": "b"}"#))
        #expect(error.problem == .syntax(.duplicateKey("name", firstLine: 1, firstColumn: 2)))
        #expect(error.position == TextPosition(line: 1, column: 15))
        #expect(error.key == "name")
    }

    // MARK: the same strictness everywhere

    @Test("an unknown key is refused alike in every object of LinkLab's own files", arguments: [
        (#"{"nmae": "Acme"}"#, "nmae"),
        (#"{"prerequisites": {"schemeRegisterd": true}}"#, "prerequisites.schemeRegisterd"),
        (#"{"policies": {"legacyPush": true}}"#, "policies.legacyPush"),
        (#"{"tracking": {"domains": []}}"#, "tracking.domains"),
        (#"{"android": {"intentFilters": [{"data": [{"scheme": "https", "hots": "a"}]}]}}"#, "android.intentFilters[0].data[0].hots"),
    ])
    func unknownKeys(_ json: String, _ key: String) throws {
        let error = try #require(Fixtures.configurationError(json))
        #expect(error.key == key)
        guard case .unknown(.key, let known) = error.problem else {
            Issue.record("not an unknown key: \(error)")
            return
        }
        #expect(!known.isEmpty)
    }

    @Test("a comment is allowed in every object of LinkLab's own files")
    func comments() throws {
        let json = #"""
            {"comment": "top", "prerequisites": {"comment": "p"}, "policies": {"comment": "p"},
             "modules": [{"identifier": "com.a", "comment": "m", "targetNormalisation": {"comment": "t"}}],
             "tracking": {"comment": "t"}}
            """#
        #expect(throws: Never.self) { try Fixtures.configuration(json) }
        let scenario = try ScenarioLoader.parse(#"{"name": "w", "comment": "c", "steps": [{"expect": {"route": null, "comment": "c"}, "comment": "s"}]}"#,
                                                file: "w.json")
        #expect(scenario.steps.count == 1)
    }

    @Test("a scenario's key path is the path in the file, and its position comes from the one parse")
    func scenarioKeyPath() throws {
        let error = try #require(throwing(try ScenarioLoader.parse("{\"name\": \"x\", \"steps\": [\n  {\"back\": true},\n  {\"open\": 5}]}", file: "walk.json")))
        var expected = ConfigurationError(file: "walk.json", key: "steps[1].open", position: TextPosition(line: 3, column: 12),
                                          problem: .mustBe(.linkString, found: .number))
        expected.step = 2
        #expect(error == expected)
        #expect(error.description == "walk.json: key 'steps[1].open' (step 2): line 3, column 12: must be a link string, not a number")
    }

    @Test("an inline settings error points into the walkthrough itself")
    func inlineSettingsError() throws {
        let scenario = try ScenarioLoader.parse("{\"name\": \"w\",\n \"settings\": {\"urlScheme\": \"https\"}, \"steps\": [{\"back\": true}]}",
                                                file: "/tmp/w.json")
        let error = try #require(throwing(try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory)))
        #expect(error == ConfigurationError(file: "/tmp/w.json", key: "settings.urlScheme", position: TextPosition(line: 2, column: 28),
                                            problem: .webSchemeAsAppScheme))
    }

    // MARK: words in their one home

    @Test("no source builds a ConfigurationError from prose: every reader gives a typed problem, worded in Wording/")
    func noProseErrors() throws {
        let sources = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("LinkLabWording/Wording/") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("ConfigurationError(") && line.contains("reason:") {
                Issue.record("\(file): \(line.trimmingCharacters(in: .whitespaces))")
            }
            if !file.hasSuffix("Settings/ConfigurationError.swift") { #expect(!text.contains(".described("), "\(file)") }
        }
    }
}
