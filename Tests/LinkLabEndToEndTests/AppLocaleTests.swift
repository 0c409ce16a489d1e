import Foundation
import Testing

/// The terminal app under any locale: without UTF-8 (LANG=C, as in many containers and ssh sessions) the
/// borders are the terminal's line drawing and every mark is ASCII, so nothing silently disappears and a
/// passed check still differs from a failed one without colour.
@Suite("terminal app under any locale", .enabled(if: TmuxSession.isAvailable))
struct AppLocaleTests {
    /// Opens a failing link and waits for its decision.
    private func openFailingLink(_ app: LinkLabAppSession) {
        app.tmux.paste("q2mob://open?targetPage=#/messages")
        app.tmux.sendKeys("Enter")
    }

    @Test("under LANG=C: borders drawn, marks in ASCII, the status line says a UTF-8 locale shows more")
    func plainLocale() throws {
        let app = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["LANG": "C", "NO_COLOR": "1"])
        defer { app.close() }
        try #require(app.tmux.waitFor("Link >"), "\(app.screen)")
        #expect(app.tmux.waitFor("the locale is not UTF-8"), "\(app.screen)")
        openFailingLink(app)
        #expect(app.tmux.waitFor("stayed"), "\(app.screen)")
        // The checks are below the diagnostics at 80×24.
        app.tmux.sendKeys("NPage")
        #expect(app.tmux.waitFor("x targetPage"), "\(app.screen)")
        let screen = app.screen
        // The terminal's line drawing: tmux keeps the VT100 letters (l q k for a top border) and draws them in
        // the alternate character set, which the app shifts to (SO, ^N).
        #expect(screen.contains("lqq") && screen.contains("qqk") && screen.contains("mqq") && screen.contains("qqj"), "\(screen)")
        #expect(app.screenWithEscapes.contains("\u{0E}lqq"))
        // Passed and failed checks keep distinct marks: + and x.
        #expect(screen.contains("+ length") || screen.contains("+ scheme"), "\(screen)")
        #expect(screen.contains("x targetPage"), "\(screen)")
        let foreign = screen.unicodeScalars.filter { !$0.isASCII }
        #expect(foreign.isEmpty, "not ASCII: \(String(String.UnicodeScalarView(foreign)))\n\(screen)")
    }

    @Test("under LANG=C, paging the decisions pane leaves no stale cell")
    func noStaleCells() throws {
        let app = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["LANG": "C", "NO_COLOR": "1"])
        defer { app.close() }
        try #require(app.tmux.waitFor("Link >"), "\(app.screen)")
        openFailingLink(app)
        #expect(app.tmux.waitFor("PgDn: more"), "\(app.screen)")
        app.tmux.sendKeys("NPage")
        #expect(app.tmux.waitFor("PgUp"), "\(app.screen)")
        app.tmux.sendKeys("PPage")
        #expect(app.tmux.waitUntil { !app.screen.contains("PgUp") }, "\(app.screen)")
        // The pane's title row holds the border, the title and nothing left over from the one before.
        let title = app.lines.dropFirst().first ?? ""
        #expect(title.hasPrefix("lqq") && title.hasSuffix("qqk"), "\(title)")
        #expect(!title.contains("PgDUp") && !title.contains("PgUDn") && !title.contains("older"), "\(title)")
    }

    @Test("under LANG=C.UTF-8: the Unicode borders and marks")
    func utf8Locale() throws {
        let app = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        openFailingLink(app)
        #expect(app.tmux.waitFor("stayed"), "\(app.screen)")
        app.tmux.sendKeys("NPage")
        #expect(app.tmux.waitFor("✗ targetPage"), "\(app.screen)")
        #expect(app.screen.contains("┌─"), "\(app.screen)")
        #expect(app.screen.contains("✓ "), "\(app.screen)")
        #expect(!app.screen.contains("locale is not UTF-8"), "\(app.screen)")
    }
}
