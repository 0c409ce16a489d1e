import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The escaped `\.` in `android:pathPattern` depends on the Android version (docs/contract.md, A36): any
/// character up to Android 15 (PatternMatcher.matchGlobPattern compares `c != '.'` alone), a literal dot from
/// Android 16 (`shouldMatchLiteralCharacter`). The decision says which version decided.
@Suite("Android: the escaped dot in pathPattern, by version")
struct EscapedDotTests {
    /// The example manifest's App Link filter, `/.*/uux\\.aspx` in XML, `/.*/uux\.aspx` once unescaped.
    static func app(version: Int?) throws -> BankingApp {
        let filter = #"{"autoVerify": true, "data": [{"scheme": "https", "host": "demo.q2.com", "pathPattern": "/.*/uux\\.aspx"}]}"#
        let v = version.map { #", "version": \#($0)"# } ?? ""
        return try Fixtures.app(settings: #"{"platform": "android", "android": {"intentFilters": [\#(filter)]\#(v)}}"#)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var version: Int?
        var path: String
        var outcome: Outcome
        /// Whether the trace carries the escaped-dot step, and whether it passed.
        var step: Bool?
        var testDescription: String { "Android \(version.map(String.init) ?? "default") \(path)" }
    }

    static let rows: [Row] = [
        // A real dot: every version takes it, and the version decides nothing, so no step is added.
        Row(version: nil, path: "/experimental/uux.aspx", outcome: .navigated, step: nil),
        Row(version: 15, path: "/experimental/uux.aspx", outcome: .navigated, step: nil),
        // Another character where the dot is: Android 16 (the default) reads a literal dot and opens the browser;
        // Android 15 and earlier read any character, the filter takes the link, and the Q2 app then stays.
        Row(version: nil, path: "/experimental/uux-aspx", outcome: .openedInBrowser, step: false),
        Row(version: 16, path: "/experimental/uux-aspx", outcome: .openedInBrowser, step: false),
        Row(version: 15, path: "/experimental/uux-aspx", outcome: .stayed, step: true),
        Row(version: 11, path: "/experimental/uux-aspx", outcome: .stayed, step: true),
        Row(version: 6, path: "/experimental/uux-aspx", outcome: .stayed, step: true),
    ]

    @Test("the escaped dot decides by version, and the trace names the version", arguments: rows)
    func byVersion(_ row: Row) throws {
        let d = decide("https://demo.q2.com" + row.path + "#/messages", app: try Self.app(version: row.version))
        #expect(d.outcome == row.outcome, "\(d.codes)")
        let steps = d.steps.filter { if case .android(.escapedDot) = $0.fact { return true } else { return false } }
        guard let passed = row.step else { return #expect(steps.isEmpty, "\(steps.map(\.detail))") }
        let step = try #require(steps.first)
        #expect(step.passed == passed)
        #expect(step.check == "intent filter")
        let version = row.version ?? AndroidApp.newestVersion
        #expect(step.detail.hasPrefix("On Android \(version), the \\. in android:pathPattern /.*/uux\\.aspx"), "\(step.detail)")
        #expect(step.detail.contains(passed ? "matches any character" : "is a literal dot"), "\(step.detail)")
    }

    @Test("the example manifest's /.*/uux\\\\.aspx, read from XML: Android 16 opens the browser for uux-aspx, Android 15 the app")
    func exampleManifest() throws {
        let root = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        var config = try ConfigurationLoader.load(path: root.appendingPathComponent("examples/android/settings.json").path)
        let link = "https://demo.q2.com/experimental/uux-aspx#/messages"
        #expect(decide(link, app: try Fixtures.app(config)).outcome == .openedInBrowser)
        config.android.version = 15
        let d = decide(link, app: try Fixtures.app(config))
        #expect(d.outcome == .stayed, "\(d.codes)")
        #expect(d.steps.contains { $0.detail.hasPrefix("On Android 15, the \\. in android:pathPattern /.*/uux\\.aspx (the intent filter in ") })
    }

    @Test("the newest emulated version, the default, is 16: the first whose escaped dot is a literal dot")
    func newest() {
        #expect(AndroidApp.newestVersion == 16)
        #expect(PathPattern.escapedDotLiteralFrom == 16)
        #expect(AndroidApp.emulatedVersions.contains(15) && AndroidApp.emulatedVersions.contains(6))
    }
}
