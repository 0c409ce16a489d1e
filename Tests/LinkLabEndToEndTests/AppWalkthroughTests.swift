import Foundation
import Testing

/// The walk-through, exactly as a person would do it, in a real terminal.
@Suite("terminal app walk-through", .enabled(if: TmuxSession.isAvailable))
struct AppWalkthroughTests {
    @Test("paste, sign out, deferred link, sign in and replay, resize, Ctrl-C restores the terminal")
    func walkthrough() throws {
        let app = try LinkLabAppSession.wrapped(width: 100, height: 30)
        defer { app.close() }

        // 1. Start it: signed in, on the landing page.
        try #require(app.waitForFirstFrame(), "no first frame:\n\(app.screen)")
        #expect(app.waitForStatus("Signed in"), "status: \(app.statusLine)")
        #expect(app.statusLine.contains("#/landingPage"))
        #expect(app.tmux.format("#{alternate_on}") == "1", "the app uses the alternate screen")

        // 2. Paste the encoded link and see #/messages.
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(app.waitForStatus("#/messages"), "status: \(app.statusLine)\n\(app.screen)")
        #expect(app.tmux.waitFor("navigated"))

        // 3. Paste the unencoded link and see unencoded-target-page; the app stays.
        app.open("q2mob://open?targetPage=#/transfer")
        #expect(app.tmux.waitFor("unencoded-target-page"), "\(app.screen)")
        #expect(app.tmux.waitFor("q2mob://open?targetPage=%23%2Ftransfer"))
        #expect(app.statusLine.contains("#/messages"), "stays on messages: \(app.statusLine)")

        // 4. F3 signs out.
        app.tmux.sendKeys("F3")
        #expect(app.waitForStatus("Signed out"), "status: \(app.statusLine)")

        // 5. Paste the Universal Link and see it pending.
        app.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        #expect(app.waitForStatus("Pending: #/settings/profile"), "status: \(app.statusLine)\n\(app.screen)")
        #expect(app.tmux.waitFor("deferred"))

        // 6. F3 signs in: the landing page, then the stored link replays.
        app.tmux.sendKeys("F3")
        #expect(app.waitForStatus("Signed in"), "status: \(app.statusLine)")
        #expect(app.waitForStatus("#/settings/profile"), "status: \(app.statusLine)\n\(app.screen)")
        #expect(!app.statusLine.contains("Pending"), "nothing pending: \(app.statusLine)")

        // 7. Resize to 80×24: the layout is redrawn to fit.
        app.tmux.resize(width: 80, height: 24)
        let redrawn = app.tmux.waitUntil {
            let rows = app.lines.filter { !$0.isEmpty }
            return rows.count == 24 && rows.last?.contains("F10 Quit") == true
                && rows.contains { $0.hasPrefix("┌") && $0.hasSuffix("┐") && $0.count == 80 }
        }
        #expect(redrawn, "not redrawn at 80×24:\n\(app.screen)")
        #expect(app.lines.allSatisfy { $0.count <= 80 })
        #expect(app.statusLine.contains("#/settings/profile"), "status after resize: \(app.statusLine)")

        // 8. Ctrl-C quits, status 0, and the terminal is restored.
        app.tmux.sendKeys("C-c")
        let report = try #require(app.waitForReport(), "the app did not quit:\n\(app.screen)")
        #expect(report.status == 0)
        #expect(report.ttyRestored, "stty -g differs after the app quit")
        #expect(app.tmux.format("#{alternate_on}") == "0", "still on the alternate screen")
        #expect(app.pasteModeLeftOn() == false, "bracketed paste left on:\n\(app.screen)")
    }
}
