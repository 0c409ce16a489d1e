import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Where the test data lives, found from this file's path so that it works with any scratch path.
enum Fixtures {
    /// Tests/LinkLabCoreTests
    static let testsDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // LinkLabCoreTests

    /// The repository's top-level `screens/`.
    static let screensDirectory: String = testsDirectory
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("screens").path

    static func path(_ relative: String) -> String {
        testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(relative).path
    }

    static func aasa(_ name: String) -> String { path("aasa/\(name)") }

    /// The demo FI with the real screens.
    static let demoApp: BankingApp = {
        do {
            return try AppLoader.load(configPath: nil, screensDirectory: screensDirectory)
        } catch {
            fatalError("the demo app does not load: \(error)")
        }
    }()

    /// The demo FI's screens under another configuration.
    static func app(_ configuration: FIConfiguration) throws -> BankingApp {
        BankingApp(configuration: configuration,
                   screens: try ScreenLoader.load(directory: screensDirectory, modules: configuration.modules))
    }

    /// Loads settings JSON written in a test over the demo FI, with the real screens.
    static func app(settings json: String, file: String = "test-settings.json") throws -> BankingApp {
        try app(ConfigurationLoader.load(data: Data(json.utf8), file: file, baseDirectory: testsDirectory.appendingPathComponent("Fixtures").path))
    }

    static func configuration(_ json: String, file: String = "test-settings.json") throws(ConfigurationError) -> FIConfiguration {
        try ConfigurationLoader.load(data: Data(json.utf8), file: file, baseDirectory: testsDirectory.appendingPathComponent("Fixtures").path)
    }

    /// The error loading `json` throws, or nil when it loads.
    static func configurationError(_ json: String, file: String = "bad-settings.json") -> ConfigurationError? {
        do {
            _ = try configuration(json, file: file)
            return nil
        } catch {
            return error
        }
    }

    /// A temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-coretests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// One decision for one link through a fresh session.
func decide(_ link: String, app: BankingApp = Fixtures.demoApp, signedIn: Bool = true) -> Decision {
    var session = Session(app: app, signedIn: signedIn)
    let decisions = session.handle(.openLink(link))
    precondition(decisions.count == 1, "one link gives one decision")
    return decisions[0]
}

/// One decision for one push through a fresh session.
func decidePush(_ text: String, stage: PushStage = .tap, app: BankingApp = Fixtures.demoApp, signedIn: Bool = true) throws -> Decision {
    var session = Session(app: app, signedIn: signedIn)
    let decisions = session.handle(.push(try PushPayload(text: text), stage: stage))
    precondition(decisions.count == 1, "one push gives one decision")
    return decisions[0]
}

extension Decision {
    func has(_ code: DiagnosticCode) -> Bool { diagnostics.contains { $0.code == code } }
    func diagnostic(_ code: DiagnosticCode) -> Diagnostic? { diagnostics.first { $0.code == code } }
}

/// Parses one JSON line into a dictionary.
func parseJSONObject(_ line: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: Any])
}

/// The documented push payload (docs/contract.md, "Push notifications").
let documentedPush = #"{"aps":{"alert":{"title":"Hi"}},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#

extension ConfigurationProblem {
    /// The problem with its lists of known names emptied, for tables that compare what went wrong and
    /// leave the lists to a test of their own.
    var ignoringLists: ConfigurationProblem {
        switch self {
        case .unknown(let role, _): .unknown(role, known: [])
        case .noAction: .noAction(known: [])
        case .noExpectations: .noExpectations(known: [])
        case .unknownOwner(let owner, _): .unknownOwner(owner, modules: [])
        default: self
        }
    }
}
