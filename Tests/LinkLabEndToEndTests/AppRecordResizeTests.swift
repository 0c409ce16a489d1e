import Foundation
import Testing
@testable import linklab

/// `--record` in the real app, in tmux, resized twice while recording: the recording has a resize event for
/// each, and played back it ends on the very screen tmux shows.
@Suite("terminal app recording, resized twice", .enabled(if: TmuxSession.isAvailable))
struct AppRecordResizeTests {
    /// The recording's text so far.
    static func cast(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test("90×26, then 110×32, then 84×25: two \"r\" events, and the replay's last frame is the screen")
    func resizedTwice() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("resized.cast").path
        let app = try LinkLabAppSession.direct(["--record", path], width: 90, height: 26)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        try #require(app.waitForStatus("#/messages"))
        app.tmux.resize(width: 110, height: 32)
        #expect(app.tmux.waitUntil { Self.cast(path).contains("\"r\", \"110x32\"") })
        app.tmux.resize(width: 84, height: 25)
        #expect(app.tmux.waitUntil { Self.cast(path).contains("\"r\", \"84x25\"") })
        // The frame after the last resize is recorded once drawn: wait until the replay shows the screen.
        func replayed() -> String? {
            (try? RenderCommand.frames(of: Array(Self.cast(path).utf8), file: path))?.last?.frame.plainText()
        }
        func screen() -> String {
            app.tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).prefix(25)
                .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        }
        #expect(app.tmux.waitUntil { replayed() == screen() }, "replayed:\n\(replayed() ?? "")\nscreen:\n\(screen())")
        let events = Self.cast(path).split(separator: "\n").dropFirst().filter { $0.contains(", \"r\", ") }
        #expect(events.count == 2, "\(events)")
        app.tmux.sendKeys("C-c")
        #expect(app.waitForExit() == 0)
    }
}
