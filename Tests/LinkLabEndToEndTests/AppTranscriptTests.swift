import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 4 item 8: `--transcript FILE` appends every decision as JSON Lines, flushed per event.
@Suite("terminal app transcript", .enabled(if: TmuxSession.isAvailable))
struct AppTranscriptTests {
    static func transcript(_ path: String) -> [[String: Any]] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    static func lineCount(_ path: String) -> Int {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test("one JSON line per decision, written while the app runs")
    func oneLinePerDecision() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.jsonl").path
        let app = try LinkLabAppSession.direct(["--transcript", path])
        defer { app.close() }
        try #require(app.waitForFirstFrame())

        app.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(app.tmux.waitUntil { Self.lineCount(path) == 1 }, "after one link: \(Self.lineCount(path)) lines")
        app.open("q2mob://open?targetPage=#/transfer")
        #expect(app.tmux.waitUntil { Self.lineCount(path) == 2 }, "after two links: \(Self.lineCount(path)) lines")

        let decisions = Self.transcript(path)
        try #require(decisions.count == 2, "every line parses as a JSON object")
        #expect(decisions[0]["input"] as? String == "q2mob://open?targetPage=%23%2Fmessages")
        #expect(decisions[0]["outcome"] as? String == "navigated")
        #expect(decisions[1]["outcome"] as? String == "stayed")
        let codes = (decisions[1]["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("unencoded-target-page"))

        // Killed without warning, nothing already decided is lost.
        let pid = try #require(app.panePid)
        kill(pid, SIGKILL)
        _ = app.waitForExit()
        #expect(Self.transcript(path).count == 2)
    }

    @Test("the sign-in gate is in the transcript: deferred, then sign-in and the replay")
    func signInGate() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.jsonl").path
        let app = try LinkLabAppSession.direct(["--signed-out", "--transcript", path])
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        #expect(app.waitForStatus("Pending: #/settings/profile"))
        app.tmux.sendKeys("F3")
        #expect(app.waitForStatus("#/settings/profile"))
        #expect(app.tmux.waitUntil { Self.transcript(path).last?["outcome"] as? String == "navigated" })
        let outcomes = Self.transcript(path).compactMap { $0["outcome"] as? String }
        #expect(outcomes.first == "deferred", "\(outcomes)")
        #expect(Self.transcript(path).last?["route"] as? String == "settings/profile")
    }

    @Test("an existing transcript is appended to, not replaced")
    func appends() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.jsonl").path
        let earlier = #"{"input":"earlier","outcome":"stayed"}"# + "\n"
        try Data(earlier.utf8).write(to: URL(fileURLWithPath: path))
        let app = try LinkLabAppSession.direct(["--transcript", path])
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(app.tmux.waitUntil { Self.lineCount(path) == 2 }, "\(Self.lineCount(path)) lines")
        #expect(Self.transcript(path).first?["input"] as? String == "earlier")
    }
}
