import Foundation
import Testing
@testable import linklab

/// `--record FILE.cast` writes the session as an asciicast v2 file holding only
/// what was drawn.
@Suite("terminal app recording", .enabled(if: TmuxSession.isAvailable))
struct AppRecordTests {
    static func lines(_ path: String) -> [Any] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
    }

    @Test("a header with version 2, the size and the start time, then [time, \"o\", bytes] events of what was drawn")
    func castFile() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("demo.cast").path
        let app = try LinkLabAppSession.direct(["--record", path], width: 90, height: 26)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        try #require(app.waitForStatus("#/messages"))
        app.tmux.sendKeys("C-c")
        #expect(app.waitForExit() == 0)

        let lines = Self.lines(path)
        let header = try #require(lines.first as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 90)
        #expect(header["height"] as? Int == 26)
        let timestamp = try #require(header["timestamp"] as? Int)
        #expect(abs(Double(timestamp) - Date().timeIntervalSince1970) < 600)
        let events = lines.dropFirst().compactMap { $0 as? [Any] }
        #expect(events.count == lines.count - 1 && events.count >= 2)
        let times = events.compactMap { ($0.first as? NSNumber)?.doubleValue }
        #expect(times.count == events.count && times == times.sorted(), "times rise: \(times)")
        #expect(events.allSatisfy { $0.count == 3 && $0[1] as? String == "o" })
        let drawn = events.compactMap { $0[2] as? String }.joined()
        #expect(drawn.hasPrefix("\u{1B}[0m\u{1B}[2J"), "the first frame is drawn whole")
        #expect(drawn.contains("Link ›"))
        #expect(drawn.contains("#/messages"))
        // Only what was drawn: the keys typed never appear as such (the paste markers, Ctrl-C).
        #expect(!drawn.contains("\u{1B}[200~") && !drawn.contains("\u{3}"))
    }

    @Test("a recording at a folder, a device or an unwritable path exits 2 with one line naming it",
          arguments: [("/tmp", OutputFileProblem.notARegularFile(.recording, path: "/tmp", .folder)),
                      ("/dev/null", .notARegularFile(.recording, path: "/dev/null", .characterDevice)),
                      ("/nonexistent-folder/demo.cast", .cannotOpen(.recording, path: "/nonexistent-folder/demo.cast", errno: ENOENT))])
    func refused(_ path: String, problem: OutputFileProblem) throws {
        let result = try LinkLab.run(["--record", path], timeout: 10)
        #expect(result.status == 2)
        #expect(result.errLines == ["linklab: " + UsageError(.fileToWrite(problem)).message], "\(result.errLines)")
        #expect(result.stdout.isEmpty)
    }
}
