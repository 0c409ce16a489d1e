import Foundation
import Testing
@testable import linklab
#if canImport(Glibc)
import Glibc
#endif

/// `--transcript FILE` appends every decision as JSON Lines, flushed per event.
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
        #expect(codes == ["unencoded-target-page"])

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

    // A transcript that is not a regular file must not block, and a write error is reported.

    @Test("a transcript at a FIFO exits 2 at once with one line naming the path")
    func fifoTranscript() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("transcript.fifo").path
        try #require(mkfifo(path, 0o600) == 0)
        let result = try LinkLab.run(["--transcript", path], timeout: 10)
        #expect(!result.timedOut, "blocked on the FIFO")
        #expect(result.status == 2)
        let lines = result.errLines
        #expect(lines.count == 1, "\(lines)")
        #expect(lines == ["linklab: " + UsageError(.fileToWrite(.notARegularFile(.transcript, path: path, .fifo))).message])
        #expect(result.stdout.isEmpty)
    }

    @Test("a transcript at a device or a folder is refused the same way", arguments: ["/dev/null", "/tmp"])
    func nonRegularTranscript(_ path: String) throws {
        let result = try LinkLab.run(["--transcript", path], timeout: 10)
        #expect(result.status == 2)
        let kind: FileKind = path == "/tmp" ? .folder : .characterDevice
        #expect(result.errLines == ["linklab: " + UsageError(.fileToWrite(.notARegularFile(.transcript, path: path, kind))).message])
    }

    @Test("a transcript write error shows in the status line, and the app exits 1 saying so")
    func writeErrorReported() throws {
        // A file-size limit of 512 bytes, with SIGXFSZ ignored, makes the first long write fail (EFBIG).
        let app = try LinkLabAppSession.script { dir, linklab in
            """
            cd \(dir)
            (trap '' XFSZ; ulimit -f 1; exec \(linklab) --transcript session.jsonl)
            echo "linklab exited $?"
            exec cat -v

            """
        }
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        for _ in 0..<3 { app.open("q2mob://open?targetPage=%23%2Fmessages") }
        #expect(app.waitForStatus("The transcript session.jsonl could not be written: File too large."), "\(app.statusLine)")
        app.tmux.sendKeys("F10")
        #expect(app.tmux.waitFor("linklab exited 1"), "\(app.screen)")
        #expect(app.screen.contains("linklab: The transcript session.jsonl could not be written: File too large."), "\(app.screen)")
    }
}
