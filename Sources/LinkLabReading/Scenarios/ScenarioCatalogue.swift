import LinkLabBuiltIns
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabText
import LinkLabFormats

/// The scenarios LinkLab offers by name: those compiled into the binary (`EmbeddedScenarios`, written by
/// `.ci/embed-scenarios` from scenarios/), then the `*.json` files of a `--scenarios` folder. A file in
/// that folder with a built-in scenario's name replaces it, so a trainer can correct or rewrite one
/// (README, "Scenarios built in").
public struct ScenarioCatalogue: Sendable {
    /// One scenario the catalogue offers: its name (the file's name without `.json`) and where it is.
    public struct Entry: Sendable, Equatable {
        public let name: String
        /// The file on disk, or the built-in file's name under `scenarios (built in)/`.
        public let file: String
        public let isBuiltIn: Bool

        public init(name: String, file: String, isBuiltIn: Bool) {
            self.name = name
            self.file = file
            self.isBuiltIn = isBuiltIn
        }

        /// A scenario file named on the command line.
        public static func file(_ path: String) -> Entry { Entry(name: path, file: path, isBuiltIn: false) }
    }

    /// How files compiled in are named: as the scenarios/ folder they were made from.
    public static let builtInRoot = "scenarios (built in)"

    public let entries: [Entry]

    /// The built-in scenarios, with a folder's `*.json` added over them when one is given.
    public init(folder: String? = nil) throws(ConfigurationError) {
        var byName: [String: Entry] = [:]
        for (name, _) in EmbeddedScenarios.files where !name.contains("/") && name.hasSuffix(".json") {
            let short = String(name.dropLast(5))
            byName[short] = Entry(name: short, file: "\(Self.builtInRoot)/\(name)", isBuiltIn: true)
        }
        if let folder {
            let names: [String]
            do {
                names = try InputFile.folderNames(folder)
            } catch {
                throw ConfigurationError(file: folder, problem: .scenariosFolderUnreadable(error))
            }
            for name in names where name.hasSuffix(".json") && name.count > 5 {
                let short = String(name.dropLast(5))
                byName[short] = Entry(name: short, file: Paths.join(folder, name), isBuiltIn: false)
            }
        }
        entries = byName.values.sorted { $0.name < $1.name }
    }

    /// The scenario of this name, if the catalogue has one.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The quizzes offered when none is named: the scenarios whose names start with `quiz-`.
    public var quizzes: [Entry] { entries.filter { $0.name.hasPrefix("quiz-") } }

    /// Reads and validates one entry.
    public func load(_ entry: Entry) throws(ConfigurationError) -> Scenario {
        try Self.load(entry)
    }

    public static func load(_ entry: Entry) throws(ConfigurationError) -> Scenario {
        guard entry.isBuiltIn else { return try ScenarioLoader.load(path: entry.file) }
        guard let text = builtInText(entry.file) else { throw ConfigurationError(file: entry.file, problem: .notBuiltIn) }
        var scenario = try ScenarioLoader.parse(text, file: entry.file)
        scenario.isBuiltIn = true
        return scenario
    }

    /// The text of a file compiled in, named `scenarios (built in)/NAME`, with `..` and `.` read as on disk.
    static func builtInText(_ path: String) -> String? {
        let prefix = builtInRoot + "/"
        guard path.hasPrefix(prefix) else { return nil }
        var parts: [Substring] = []
        for part in path.dropFirst(prefix.count).split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let name = parts.joined(separator: "/")
        return EmbeddedScenarios.files.first { $0.name == name }?.json
    }

    /// Whether a built-in settings file's `screens` names the demo FI's screens (`../../screens` from
    /// scenarios/demo-fi/): those are compiled in as well.
    static func isBuiltInScreens(_ path: String) -> Bool {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty { return false }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts == ["screens"]
    }

    /// The first sentence of a scenario's description, made safe to show on one line.
    public static func summary(_ scenario: Scenario) -> String {
        guard let description = scenario.description else { return "" }
        var text = description.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if let end = text.firstRange(of: ". ") { text = String(text[..<end.lowerBound]) + "." }
        // At most about 100 characters, cut after a whole word.
        if text.count > 100 {
            var cut = String(text.prefix(100))
            if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
            text = cut + "…"
        }
        return DisplayText.sanitize(text, limit: 400)
    }
}
