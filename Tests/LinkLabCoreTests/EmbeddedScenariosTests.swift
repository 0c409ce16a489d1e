import Foundation
import Testing
import LinkLabBuiltIns
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The shipped scenarios, and the settings files they name, are compiled into the binary
/// (`EmbeddedScenarios.swift`, written by `.ci/embed-scenarios`), so they must never drift from scenarios/.
@Suite("The embedded scenarios")
struct EmbeddedScenariosTests {
    static let folder = URL(fileURLWithPath: Fixtures.screensDirectory).deletingLastPathComponent().appendingPathComponent("scenarios").path

    /// scenarios/*.json and scenarios/*/*.json, as paths under scenarios/.
    static func shippedNames() throws -> [String] {
        var names: [String] = []
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder) {
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isFolder)
            if isFolder.boolValue {
                for inner in try manager.contentsOfDirectory(atPath: path) where inner.hasSuffix(".json") { names.append("\(name)/\(inner)") }
            } else if name.hasSuffix(".json") {
                names.append(name)
            }
        }
        return names.sorted()
    }

    @Test("the embedded scenarios are the scenarios/ folder, file by file and byte by byte; run .ci/embed-scenarios after editing one")
    func sameAsFolder() throws {
        #expect(EmbeddedScenarios.files.map(\.name).sorted() == (try Self.shippedNames()))
        for (name, json) in EmbeddedScenarios.files {
            var text = try String(contentsOfFile: (Self.folder as NSString).appendingPathComponent(name), encoding: .utf8)
            if text.hasSuffix("\n") { text.removeLast() }
            #expect(json == text, "\(name) differs from scenarios/\(name): run .ci/embed-scenarios")
        }
    }

    @Test("every built-in scenario loads with the FI it names, from the binary alone")
    func everyOneLoads() throws {
        let catalogue = try ScenarioCatalogue()
        #expect(catalogue.entries.count == (try Self.shippedNames()).filter { !$0.contains("/") }.count)
        for entry in catalogue.entries {
            #expect(entry.isBuiltIn)
            let scenario = try catalogue.load(entry)
            #expect(scenario.isBuiltIn)
            let app = try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: nil)
            if case .file = scenario.settings {
                // The settings file is the built-in copy, read as the folder's would be.
                let onDisk = try ScenarioLoader.app(for: try ScenarioLoader.load(path: (Self.folder as NSString).appendingPathComponent(entry.name + ".json")),
                                                    fallbackConfig: nil, screensDirectory: nil)
                #expect(app.configuration.prerequisites.aasa == onDisk.configuration.prerequisites.aasa, "\(entry.name)")
                #expect(app.screens == onDisk.screens, "\(entry.name)")
            }
        }
        #expect(!catalogue.quizzes.isEmpty)
    }

    @Test("a folder's scenario is added, and one named as a built-in replaces it")
    func folderOverrides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = #"{"name": "Mine", "description": "Mine. More.", "steps": [{"open": "q2mob://open"}]}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("deferred-replay.json"))
        try Data(text.utf8).write(to: folder.appendingPathComponent("mine.json"))
        let catalogue = try ScenarioCatalogue(folder: folder.path)
        let replaced = try #require(catalogue.entry(named: "deferred-replay"))
        #expect(!replaced.isBuiltIn)
        #expect(try catalogue.load(replaced).name == "Mine")
        #expect(ScenarioCatalogue.summary(try catalogue.load(replaced)) == "Mine.")
        #expect(catalogue.entry(named: "mine") != nil)
        #expect(catalogue.entry(named: "quiz-links")?.isBuiltIn == true)
        #expect(throws: ConfigurationError.self) { try ScenarioCatalogue(folder: folder.appendingPathComponent("none").path) }
    }
}
