import Foundation
import Testing

/// In a real terminal: Alt chords keep the input line, Ctrl chords stand in for
/// the F-keys, and the mouse is on while the app runs and off after it.
@Suite("terminal app keys and mouse", .enabled(if: TmuxSession.isAvailable))
struct AppKeysTests {
    @Test("Alt+key (ESC then the key) leaves the input line as it was")
    func altKeepsInput() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendLiteral("q2mob://kept")
        #expect(app.tmux.waitUntil { app.inputLine.contains("q2mob://kept") })
        app.tmux.sendKeys("M-x")
        app.tmux.sendKeys("M-.")
        app.tmux.sendLiteral("!")
        #expect(app.tmux.waitUntil { app.inputLine.contains("q2mob://kept!") }, "input: \(app.inputLine)")
    }

    @Test("Ctrl-L opens the link library as F5 does; Ctrl-W deletes a word")
    func chords() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.tmux.sendLiteral("first second")
        app.tmux.sendKeys("C-w")
        #expect(app.tmux.waitUntil { app.inputLine.contains("first") && !app.inputLine.contains("second") }, "input: \(app.inputLine)")
        app.tmux.sendKeys("C-l")
        #expect(app.tmux.waitFor("Link library"), "\(app.screen)")
    }

    @Test("SGR mouse reporting is on while the app runs: a click on a hint-bar key runs it")
    func clickHint() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        #expect(app.tmux.format("#{mouse_sgr_flag}") == "1")
        let bar = try #require(app.lines.last { !$0.isEmpty })
        let column = try #require(bar.range(of: "Links")).lowerBound.utf16Offset(in: bar)
        let row = app.lines.lastIndex { !$0.isEmpty } ?? 29
        app.tmux.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        #expect(app.tmux.waitFor("Link library"), "\(app.screen)")
    }

    @Test("after quitting, mouse reporting and bracketed paste are off")
    func mouseOffAfterQuit() throws {
        let app = try LinkLabAppSession.wrapped()
        defer { app.close() }
        try #require(app.tmux.waitFor("Link ›"))
        #expect(app.tmux.format("#{mouse_sgr_flag}") == "1")
        app.tmux.sendKeys("C-c")
        try #require(app.waitForReport() != nil)
        #expect(app.tmux.format("#{mouse_sgr_flag}") == "0")
        #expect(app.tmux.format("#{mouse_standard_flag}") == "0")
    }
}

/// The mouse switch: Alt-M and `--no-mouse` leave the mouse to the terminal, so it selects text; the hint bar
/// says which is on.
@Suite("terminal app mouse switch", .enabled(if: TmuxSession.isAvailable))
struct AppMouseSwitchTests {
    @Test("Alt-M turns mouse capture off and on again; the hint bar says which")
    func altM() throws {
        let app = try LinkLabAppSession.direct(width: 120, height: 30)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        #expect(app.tmux.format("#{mouse_sgr_flag}") == "1")
        #expect(app.lines.contains { $0.contains("Alt-M Mouse on") }, "\(app.screen)")
        app.tmux.sendKeys("M-m")
        #expect(app.tmux.waitFor("Alt-M Mouse off"), "\(app.screen)")
        #expect(app.tmux.waitUntil { app.tmux.format("#{mouse_sgr_flag}") == "0" && app.tmux.format("#{mouse_standard_flag}") == "0" })
        app.tmux.sendKeys("M-m")
        #expect(app.tmux.waitFor("Alt-M Mouse on"), "\(app.screen)")
        #expect(app.tmux.waitUntil { app.tmux.format("#{mouse_sgr_flag}") == "1" })
    }

    @Test("--no-mouse starts with the mouse left to the terminal")
    func noMouse() throws {
        let app = try LinkLabAppSession.direct(["--no-mouse"], width: 80, height: 24)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        #expect(app.tmux.waitFor("Alt-M Mouse off"), "\(app.screen)")
        #expect(app.tmux.format("#{mouse_sgr_flag}") == "0")
        #expect(app.tmux.format("#{mouse_standard_flag}") == "0")
    }
}

/// The links typed are kept in `$XDG_STATE_HOME/linklab/history` between runs, 0600, and ↑ recalls them.
@Suite("terminal app history across runs", .enabled(if: TmuxSession.isAvailable))
struct AppHistoryTests {
    @Test("a link typed in one run is recalled with ↑ in the next; --no-history neither reads nor writes it")
    func acrossRuns() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-state-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: state) }
        let link = "q2mob://open?targetPage=%23%2Fmessages"
        do {
            let first = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["XDG_STATE_HOME": state.path])
            defer { first.close() }
            try #require(first.waitForFirstFrame())
            first.tmux.sendLiteral(link)
            first.tmux.sendKeys("Enter")
            #expect(first.tmux.waitFor("navigated"), "\(first.screen)")
        }
        let file = state.appendingPathComponent("linklab/history").path
        #expect((try? String(contentsOfFile: file, encoding: .utf8)) == link + "\n")
        let mode = (try? FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o600)
        let second = try LinkLabAppSession.direct(width: 80, height: 24, environment: ["XDG_STATE_HOME": state.path])
        defer { second.close() }
        try #require(second.waitForFirstFrame())
        second.tmux.sendKeys("Up")
        #expect(second.tmux.waitUntil { second.inputLine.contains(link) }, "\(second.screen)")
        let off = try LinkLabAppSession.direct(["--no-history"], width: 80, height: 24, environment: ["XDG_STATE_HOME": state.path])
        defer { off.close() }
        try #require(off.waitForFirstFrame())
        off.tmux.sendKeys("Up")
        off.tmux.sendLiteral("x")
        #expect(off.tmux.waitUntil { off.inputLine.contains("Link › x") }, "nothing recalled: \(off.screen)")
    }
}
