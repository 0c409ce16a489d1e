import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The demo FI with the repository's screens, loaded once per fuzzing process.
enum DemoApp {
    /// The repository's top level, found from this file's path (Fuzz/Support/DemoApp.swift).
    static let repository: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `$LINKLAB_SCREENS` when set, else the repository's `screens/`.
    static let screensDirectory: String = {
        if let chosen = ProcessInfo.processInfo.environment["LINKLAB_SCREENS"], !chosen.isEmpty { return chosen }
        return repository + "/screens"
    }()

    /// Where a fuzzed settings file's relative `aasaFile` and `screens` paths point.
    static let fixturesDirectory = repository + "/Fuzz/Fixtures"

    static let app: BankingApp = {
        do {
            return try AppLoader.load(configPath: nil, screensDirectory: screensDirectory)
        } catch {
            // Not a finding: the harness itself cannot start.
            fatalError("LINKLAB-FUZZ setup: the demo app does not load from \(screensDirectory): \(error)")
        }
    }()

    static let engine = LinkEngine(app: app)
}
