import Foundation
import Testing

/// `app --record existing.cast` with no terminal truncated the recording, then
/// refused to start. A file the app writes as it runs is never emptied, and never created, before
/// the run is sure to start.
@Suite("terminal app: output files untouched when the app cannot start")
struct AppOutputBeforeStartTests {
    static let options = ["--record", "--transcript"]

    @Test("with no terminal, an existing file keeps what it held", arguments: options)
    func existingFileKept(_ option: String) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let earlier = "{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.5, \"o\", \"an earlier session\"]\n"
        let path = try LinkLab.fixture("existing.cast", earlier, in: folder)
        let result = try LinkLab.run(["app", option, path], timeout: 10)
        #expect(result.status == 1, "\(result.errLines)")
        #expect(result.errLines.count == 1, "\(result.errLines)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == earlier)
    }

    @Test("with no terminal, a file that did not exist is not created", arguments: options)
    func missingFileNotCreated(_ option: String) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.cast").path
        let result = try LinkLab.run(["app", option, path], timeout: 10)
        #expect(result.status == 1, "\(result.errLines)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("once the screen is up, an existing recording is replaced by the new session",
          .enabled(if: TmuxSession.isAvailable))
    func recordingReplacedOnceStarted() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LinkLab.fixture("existing.cast", String(repeating: "an earlier, longer session\n", count: 10_000), in: folder)
        let app = try LinkLabAppSession.direct(["--record", path], width: 90, height: 26)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendKeys("C-c")
        #expect(app.waitForExit() == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("{\"version\": 2, \"width\": 90, \"height\": 26"))
        #expect(!text.contains("an earlier, longer session"))
    }
}
