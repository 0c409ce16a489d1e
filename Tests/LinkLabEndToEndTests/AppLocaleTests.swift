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

/// Every window scrolls to its end at 80×24, and Ctrl-F finds a decision out of view, in the real terminal.
@Suite("terminal app windows and search at 80×24", .enabled(if: TmuxSession.isAvailable))
struct AppScrollAndSearchTests {
    @Test("Help and F6 scroll to their ends under LANG=C and LANG=C.UTF-8", arguments: ["C", "C.UTF-8"])
    func windowsScroll(_ lang: String) throws {
        let app = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["LANG": lang, "NO_COLOR": "1"])
        defer { app.close() }
        try #require(app.tmux.waitFor(" Link "), "\(app.screen)")
        app.tmux.sendKeys("F1")
        #expect(app.tmux.waitFor("more"), "\(app.screen)")
        app.tmux.sendKeys("End")
        #expect(app.tmux.waitFor("openedInBrowser (the browser shows the"), "help's last line: \(app.screen)")
        app.tmux.sendKeys("Escape")
        #expect(app.tmux.waitUntil { !app.screen.contains("Help") || app.screen.contains("F1/^G Help") && !app.screen.contains("Esc closes") })
        app.tmux.sendKeys("F6")
        #expect(app.tmux.waitFor("Settings"), "\(app.screen)")
        app.tmux.sendKeys("End")
        #expect(app.tmux.waitFor("Links on a cold start"), "F6's last line: \(app.screen)")
    }

    @Test("Ctrl-F finds a decision out of view and highlights it; Esc goes back")
    func searchFinds() throws {
        let app = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["NO_COLOR": "1"])
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        for (link, route) in [("q2mob://open?targetPage=#/messages", "stayed"),
                              ("https://demo.q2.com/experimental/uux.aspx#/settings/profile", "#/settings/profile"),
                              ("q2mob://open?targetPage=%23%2Ftransfer", "#/transfer")] {
            app.open(link)
            #expect(app.tmux.waitFor(route), "\(app.screen)")
        }
        #expect(!app.screen.contains("unencoded-target-page"))
        app.tmux.sendKeys("C-f")
        #expect(app.waitForStatus("Search the decisions"), "\(app.screen)")
        app.tmux.sendLiteral("unencoded-target")
        #expect(app.tmux.waitFor("unencoded-target-page"), "\(app.screen)")
        #expect(app.screenWithEscapes.contains("\u{1B}[1;4;7m") || app.screenWithEscapes.contains("7m"), "highlighted")
        app.tmux.sendKeys("Escape")
        #expect(app.tmux.waitUntil { !app.screen.contains("unencoded-target-page") }, "\(app.screen)")
    }
}
