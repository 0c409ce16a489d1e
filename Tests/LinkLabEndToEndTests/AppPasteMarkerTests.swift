import Foundation
import Testing

/// A paste-end marker inside pasted text must not turn the rest into keys, so a
/// pasted text can never open F2 and send a push.
@Suite("terminal app: pasted markers stay text", .enabled(if: TmuxSession.isAvailable))
struct AppPasteMarkerTests {
    static let link = "q2mob://open?targetPage=%23%2Fmessages"
    /// ESC[201~ (paste end), then F2 as tmux-256color sends it (ESC O Q), then Enter.
    static let endThenF2 = "\u{1B}[201~\u{1B}OQ"

    @Test("ESC[201~ then F2 and Enter inside a paste opens no push composer and sends no push")
    func endMarkerThenPushKeys() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.paste(Self.link + Self.endThenF2 + "\r" + "tail")
        // The paste is one event of two lines: the app keeps the first and says so.
        #expect(app.waitForStatus("Pasted 2 lines; kept the first."), "\(app.screen)")
        #expect(app.inputLine.contains(Self.link), "input: \(app.inputLine)")
        let screen = app.screen
        #expect(!screen.contains("only a tap may navigate"), "the push composer opened:\n\(screen)")
        #expect(!screen.contains("com.q2.mobile.module.demo"), "the push composer opened:\n\(screen)")
        #expect(app.statusLine.contains("#/landingPage"), "navigated: \(app.statusLine)")
    }

    @Test("text after a pasted end marker lands in the input line as text")
    func endMarkerThenText() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.paste("first" + Self.endThenF2 + "q?second")
        // A paste's body is read as bytes, so F2's escape is pasted text too, shown escaped.
        #expect(app.tmux.waitUntil { app.inputLine.contains("first\\u{1B}OQq?second") }, "input: \(app.inputLine)\n\(app.screen)")
        #expect(!app.screen.contains("only a tap may navigate"), "\(app.screen)")
        #expect(!app.tmux.isPaneDead)
    }

    @Test("a pasted start marker neither nests nor leaves the app in paste mode")
    func startMarkerInPaste() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.paste("one\u{1B}[200~two")
        #expect(app.tmux.waitUntil { app.inputLine.contains("onetwo") }, "input: \(app.inputLine)")
        // Keys work again: F1 opens help.
        app.tmux.sendKeys("F1")
        #expect(app.tmux.waitFor("Help"), "\(app.screen)")
    }

    @Test("a start marker with no end (typed, or its end lost) does not swallow keys for good")
    func startMarkerWithoutEnd() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendLiteral("\u{1B}[200~orphan")
        #expect(app.tmux.waitUntil { app.inputLine.contains("orphan") }, "input: \(app.inputLine)")
        app.tmux.sendKeys("F1")
        #expect(app.tmux.waitFor("Help"), "\(app.screen)")
    }

    @Test("Enter right after a paste still opens the link")
    func enterAfterPaste() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open(Self.link)
        #expect(app.waitForStatus("#/messages"), "\(app.statusLine)")
    }
}
