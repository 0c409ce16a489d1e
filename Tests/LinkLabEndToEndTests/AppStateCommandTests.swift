import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing
@testable import linklab

/// `--not-installed` and `--cold-start` on the real binary, the new outcome and
/// codes in `--json`, the settings keys, and the app-state walkthroughs.
@Suite("linklab app states")
struct AppStateCommandTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let custom = "q2mob://open?targetPage=%23%2Fmessages"
    static let push = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#
    static let partner = LinkLab.scenarios.appendingPathComponent("partner-fi/settings.json").path
    static let walkthroughs = ["app-not-installed", "deferred-link-install", "cold-start-queued", "cold-start-dropped"]
        .map { LinkLab.scenarios.appendingPathComponent("\($0).json").path }

    static func codes(_ object: [String: Any]) -> [String] {
        (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    static func checks(_ object: [String: Any]) -> [String] {
        (object["steps"] as? [[String: Any]] ?? []).compactMap { $0["check"] as? String }
    }

    @Test("--not-installed: a Universal Link is openedInBrowser, a custom-scheme link app-not-installed, exit 1")
    func notInstalled() throws {
        let result = try LinkLab.run(["explain", "--not-installed", "--json", Self.ul, Self.custom])
        #expect(result.status == 1, "\(result.out)\(result.err)")
        let lines = try result.jsonLines()
        try #require(lines.count == 2)
        #expect(lines[0]["outcome"] as? String == "openedInBrowser")
        #expect(Self.codes(lines[0]) == ["opened-in-browser"])
        #expect(Self.checks(lines[0]).suffix(3) == ["app installed", "browser", "deferred link"])
        #expect(lines[1]["outcome"] as? String == "notOpened")
        #expect(Self.codes(lines[1]) == ["app-not-installed"])
        // No corrected link: a Universal Link does not open the app either while it is not installed (A28).
        let fix = (lines[1]["diagnostics"] as? [[String: Any]])?.first?["fix"] as? String
        #expect(fix == nil)
    }

    /// App states work on Android, in Android's words (docs/contract.md, "App states on Android").
    @Test("--not-installed and --cold-start with --platform android answer in Android's words", arguments: [
        (["--not-installed", "q2mob://open?targetPage=%23%2Fmessages"], 1, "notOpened", "ActivityNotFoundException"),
        (["--not-installed", "https://demo.q2.com/experimental/uux.aspx#/messages"], 1, "openedInBrowser", "install referrer"),
        (["--cold-start", "q2mob://open?targetPage=%23%2Fmessages"], 0, "navigated", "Android starts it with the link's intent"),
    ])
    func androidAppStateFlags(_ arguments: [String], _ status: Int32, _ outcome: String, _ words: String) throws {
        let result = try LinkLab.run(["explain", "--platform", "android"] + arguments)
        #expect(result.status == status, "\(result.out)\(result.err)")
        #expect(result.outLines.first?.hasPrefix(outcome) == true, "\(result.out)")
        #expect(result.out.contains(words), "\(result.out)")
        #expect(!result.out.contains("Safari") && !result.out.contains("App Store"), "\(result.out)")
        #expect(result.err.isEmpty, "\(result.err)")
    }

    @Test("the text output names the outcome and the code")
    func notInstalledText() throws {
        let result = try LinkLab.run(["explain", "--not-installed", Self.custom])
        #expect(result.status == 1)
        #expect(result.outLines.first?.hasPrefix("notOpened") == true, "\(result.out)")
        // The diagnostic line as a person reads it: the severity, the code and the --json message, whole.
        let json = try LinkLab.run(["explain", "--not-installed", "--json", Self.custom])
        let diagnostic = try #require(try json.decisions().first?.diagnostics.first)
        #expect(diagnostic.code == "app-not-installed" && diagnostic.severity == "error")
        #expect(result.hasLine("  error app-not-installed: " + diagnostic.message), "\(result.out)")
    }

    @Test("appState in the settings does what the flag does, and a deferred-link service stores the route")
    func settingsNotInstalled() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try LinkLab.fixture("s.json", #"{"appState":{"installed":false},"deferredLinks":{"service":"Branch","host":"links.demo.q2.com"}}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", settings, "--json", Self.ul])
        #expect(result.status == 1)
        let line = try #require(try result.jsonLines().first)
        #expect(line["outcome"] as? String == "openedInBrowser")
        #expect(Self.codes(line) == ["opened-in-browser", "deferred-link-stored"])
    }

    @Test("--cold-start: the link is queued and navigates, with the wait as the first step, exit 0")
    func coldStartQueued() throws {
        let result = try LinkLab.run(["explain", "--cold-start", "--json", Self.custom])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let line = try #require(try result.jsonLines().first)
        #expect(line["outcome"] as? String == "navigated")
        #expect(Self.checks(line).first == "cold start")
    }

    @Test("--cold-start with coldStartLinks drop: link-dropped-on-cold-start, stayed, exit 1")
    func coldStartDropped() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try LinkLab.fixture("s.json", #"{"policies":{"coldStartLinks":"drop"}}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", settings, "--cold-start", "--json", Self.custom])
        #expect(result.status == 1)
        let line = try #require(try result.jsonLines().first)
        #expect(line["outcome"] as? String == "stayed")
        #expect(Self.codes(line) == ["link-dropped-on-cold-start"])
        #expect(line["screen"] as? String == "landingPage")
    }

    @Test("push --not-installed reaches nothing; push --cold-start is queued")
    func push() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let payload = try LinkLab.fixture("p.json", Self.push, in: folder)
        let gone = try LinkLab.run(["push", "--not-installed", "--json", payload])
        #expect(gone.status == 1)
        let line = try #require(try gone.jsonLines().first)
        #expect(line["outcome"] as? String == "notOpened")
        #expect(Self.codes(line) == ["app-not-installed"])
        let cold = try LinkLab.run(["push", "--cold-start", "--json", payload])
        #expect(cold.status == 0, "\(cold.out)\(cold.err)")
        let queued = try #require(try cold.jsonLines().first)
        #expect(queued["outcome"] as? String == "navigated")
        #expect(Self.checks(queued).first == "cold start")
    }

    @Test("installed and running, said explicitly, prints exactly what the default prints")
    func defaultUnchanged() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try LinkLab.fixture("s.json", #"{"appState":{"installed":true,"running":true}}"#, in: folder)
        let links = [Self.ul, Self.custom, "q2mob://open?targetPage=#/messages"]
        let plain = try LinkLab.run(["explain", "--json"] + links)
        let stated = try LinkLab.run(["explain", "--config", settings, "--json"] + links)
        #expect(plain.out == stated.out)
        let checks = try plain.decisions().flatMap(\.checks)
        #expect(!checks.isEmpty && checks.allSatisfy { $0 != "cold start" && $0 != "app installed" }, "\(checks)")
    }

    @Test("a bad app-state setting: one line naming the file and the key, exit 2")
    func badSettings() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try LinkLab.fixture("bad.json", #"{"policies":{"coldStartLinks":"later"}}"#, in: folder)
        let result = try LinkLab.run(["explain", "--config", settings, Self.custom])
        #expect(result.status == 2)
        // The line is the settings reader's own error, and that error names the file and the key.
        let error = try #require(ReaderErrors.settings(settings))
        #expect(error.file == settings && error.key == "policies.coldStartLinks" && error.position == TextPosition(line: 1, column: 31), "\(error)")
        #expect(error.problem == .mustBe(.oneOf(["queue", "drop"])), "\(error.problem)")
        #expect(result.errLines == ["linklab: \(error)"], "\(result.err)")
    }

    @Test("the app-state walkthroughs pass under the demo FI and the partner FI")
    func walkthroughs() throws {
        let demo = try LinkLab.run(["play"] + Self.walkthroughs)
        #expect(demo.status == 0, "\(demo.out.suffix(2_000))\(demo.err)")
        #expect(demo.outLines.last == Wording.passedAndFailed(passed: 4, failed: 0))
        let partner = try LinkLab.run(["play", "--config", Self.partner] + Self.walkthroughs)
        #expect(partner.status == 0, "\(partner.out.suffix(2_000))\(partner.err)")
        let opened = try LinkLab.run(["play", "--json", "--config", Self.partner] + Self.walkthroughs).playedDecisions().map(\.input)
        #expect(opened.contains { URL(string: $0)?.host == "m.partnerbank.example" }, "the partner's own links: \(opened)")
    }

    @Test("play shows the deferred deep link as a sequence: browser page, App Store, launch, sign-in, target")
    func deferredSequence() throws {
        let result = try LinkLab.run(["play", "--json", Self.walkthroughs[1]])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let steps = try result.jsonLines().filter { $0["step"] != nil }
        let outcomes = steps.flatMap { ($0["decisions"] as? [[String: Any]] ?? []).compactMap { $0["outcome"] as? String } }
        let entries = steps.flatMap { ($0["decisions"] as? [[String: Any]] ?? []).compactMap { $0["entry"] as? String } }
        #expect(outcomes == ["openedInBrowser", "stayed", "deferred", "navigated", "navigated"])
        #expect(entries == ["universalLink", "install", "launch", "signIn", "universalLink"])
    }

    @Test("play --cold-start and --not-installed apply to every scenario")
    func playFlags() throws {
        let scenario = LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path
        let cold = try LinkLab.run(["play", "--json", "--cold-start", scenario])
        #expect(cold.status == 0, "\(cold.out)\(cold.err)")
        #expect(try cold.playedDecisions().first?.step("cold start")?.passed == true, "the first link starts the app")
        let gone = try LinkLab.run(["play", "--json", "--not-installed", scenario])
        #expect(gone.status == 1, "the app is not installed, so the walkthrough's expectations fail")
        #expect(try gone.playedDecisions().first?.outcome == "openedInBrowser")
        #expect(try gone.decoded(DecodedPlayLine.self).last?.failures.isEmpty == false)
    }

    @Test("check: an expected outcome of openedInBrowser, with --not-installed")
    func check() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = try LinkLab.fixture("l.csv", """
            link,outcome,route,codes,signedIn,note
            \(Self.ul),openedInBrowser,messages,opened-in-browser,,
            \(Self.custom),notOpened,messages,app-not-installed,,
            """, in: folder)
        let result = try LinkLab.run(["check", "--not-installed", csv])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.outLines.last == "2 passed, 0 failed")
    }

    @Test("quiz: openedInBrowser is an answer, and the question says the app is not installed")
    func quiz() throws {
        let result = try LinkLab.run(["quiz", Self.walkthroughs[0]], stdin: Data("6\n5\n2\n".utf8))
        #expect(result.hasLine("  6 openedInBrowser " + Wording.quizChoice(.openedInBrowser)), "\(result.out)")
        #expect(result.hasLine("On iOS: The app is not installed. A customer opens this link:"), "\(result.out)")
        #expect(result.hasLine(Wording.quizFeedback(right: true, expected: Outcome.openedInBrowser.rawValue)), "\(result.out)")
    }
}
