import Foundation
import Testing

/// Input is drained before drawing, so a burst of keys costs a few frames, not
/// one each. The test asserts only that every key arrives; how fast is measured by
/// Benchmarks/typing-burst.sh and the frame benchmarks (README, Performance).
@Suite("terminal app typing bursts", .enabled(if: TmuxSession.isAvailable))
struct AppTypingBurstTests {
    @Test("5,000 keys sent with send-keys -l into one line all show, the last one included")
    func fiveThousandKeys() throws {
        let app = try LinkLabAppSession.direct(width: 200, height: 60)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        let tail = "-last-key-shown"
        let body = String(repeating: "abcdefghij", count: (5_000 - tail.count) / 10 + 1).prefix(5_000 - tail.count)
        // Several sends of 500 keys, as a fast typist or an unbracketed paste delivers them.
        let keys = Array(body + tail)
        for start in stride(from: 0, to: keys.count, by: 500) {
            app.tmux.sendLiteral(String(keys[start..<min(start + 500, keys.count)]))
        }
        #expect(keys.count == 5_000)
        // A generous cap, not a timing assertion: the app should need well under 2 s.
        #expect(app.tmux.waitUntil(timeout: 60) { app.inputLine.contains(body.suffix(4) + tail) }, "input: \(app.inputLine)")
        #expect(!app.tmux.isPaneDead)
    }
}
