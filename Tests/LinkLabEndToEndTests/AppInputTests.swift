import Foundation
import Testing

/// Bracketed paste arrives as one string; `q` and `?` are text.
@Suite("terminal app input", .enabled(if: TmuxSession.isAvailable))
struct AppInputTests {
    @Test("a paste holding q and ? arrives as text in the input line; the app does not quit")
    func pasteWithQuitLikeCharacters() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        let text = "q?q2mob://open?targetPage=%23%2Fmessages&q=1"
        app.tmux.paste(text)
        #expect(app.tmux.waitUntil { app.inputLine.contains(text) }, "input: \(app.inputLine)")
        #expect(!app.tmux.isPaneDead)
        #expect(app.tmux.format("#{alternate_on}") == "1")
    }

    @Test("typed q and ? go to the input line too")
    func typedQuitLikeCharacters() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendLiteral("q?q")
        #expect(app.tmux.waitUntil { app.inputLine.contains("q?q") }, "input: \(app.inputLine)")
        #expect(!app.tmux.isPaneDead)
    }

    @Test("a pasted link with control characters is shown escaped, never raw")
    func pastedControlCharacters() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=%23%2Fmes\u{1B}[2Jsages\u{202E}")
        #expect(app.tmux.waitFor("control-characters"), "\(app.screen)")
        #expect(app.screen.contains("Link ›"), "the layout survived")
        #expect(!app.screen.unicodeScalars.contains { $0.value == 0x202E })
    }

    @Test("Esc clears the input line")
    func escapeClears() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendLiteral("q2mob://half-typed")
        #expect(app.tmux.waitUntil { app.inputLine.contains("q2mob://half-typed") })
        app.tmux.sendKeys("Escape")
        #expect(app.tmux.waitUntil { !app.inputLine.contains("q2mob://half-typed") }, "input: \(app.inputLine)")
    }
}
