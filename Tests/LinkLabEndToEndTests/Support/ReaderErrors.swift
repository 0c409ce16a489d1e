import Foundation
import LinkLabReading

/// The error LinkLab's own readers throw for a file, as a value, so an end-to-end test compares the line
/// `linklab` prints with that typed error (its file, key, position and problem) instead of searching the text.
enum ReaderErrors {
    /// What the settings reader throws for a settings file (and the partner files it names); nil when it loads.
    static func settings(_ path: String) -> ConfigurationError? {
        do { _ = try ConfigurationLoader.load(path: path); return nil } catch { return error }
    }

    /// What the scenario reader throws for a scenario file; nil when it loads.
    static func scenario(_ path: String) -> ConfigurationError? {
        do { _ = try ScenarioLoader.load(path: path); return nil } catch { return error }
    }
}
