import Foundation
import Testing

/// How the app starts, and how it refuses to start without a terminal.
@Suite("terminal app startup", .enabled(if: TmuxSession.isAvailable))
struct AppStartupTests {
    @Test("with no arguments: signed in, on the landing page, with the hint bar")
    func defaultStart() throws {
        let app = try LinkLabAppSession.direct()
        defer { app.close() }
        try #require(app.waitForFirstFrame(), "\(app.screen)")
        #expect(app.statusLine.contains("#/landingPage"), "\(app.statusLine)")
        #expect(app.statusLine.contains("Signed in"))
        #expect(app.lines.last { !$0.isEmpty }?.contains(" Quit") == true)
    }

    @Test("--signed-out starts on the login screen")
    func signedOut() throws {
        let app = try LinkLabAppSession.direct(["--signed-out"])
        defer { app.close() }
        try #require(app.waitForFirstFrame(), "\(app.screen)")
        #expect(app.waitForStatus("Signed out"), "\(app.statusLine)")
        #expect(app.statusLine.contains("Login"), "\(app.statusLine)")
        #expect(app.screen.contains("F3 Sign in"))
    }

    @Test("a terminal smaller than 80×24 shows a clear message, and a larger one the layout")
    func tooSmall() throws {
        let app = try LinkLabAppSession.direct(width: 70, height: 20)
        defer { app.close() }
        #expect(app.tmux.waitFor("needs a terminal of at least 80×24"), "\(app.screen)")
        #expect(!app.screen.contains("Link ›"))
        app.tmux.resize(width: 100, height: 30)
        #expect(app.waitForFirstFrame(), "no layout after enlarging:\n\(app.screen)")
        app.tmux.resize(width: 79, height: 24)
        #expect(app.tmux.waitFor("needs a terminal of at least 80×24"), "\(app.screen)")
    }

    @Test("stdin and stdout not a terminal: one line pointing to linklab explain, non-zero, no escapes")
    func noTerminalAtAll() throws {
        let result = try LinkLab.run(["--screens", LinkLab.screens.path], environment: ["TERM": "xterm-256color"], timeout: 5)
        #expect(!result.timedOut, "it waited instead of exiting at once")
        #expect(result.status != 0)
        #expect(!result.stdout.contains(0x1B), "escape codes on stdout")
        #expect(!result.stderr.contains(0x1B), "escape codes on stderr")
        let lines = (result.out + result.err).split(separator: "\n")
        #expect(lines.count == 1, "\(result.out)\(result.err)")
        #expect(lines.first?.contains("linklab explain") == true)

        // The same through the harness's ChildProcess (stdout and stderr on one pipe).
        let binary = try #require(LinkLab.binary)
        let merged = ChildProcess.run([binary, "--screens", LinkLab.screens.path])
        #expect(merged.status != 0)
        #expect(!merged.output.contains("\u{1B}"))
        #expect(merged.output.contains("linklab explain"))
    }

    @Test("stdin a terminal but stdout piped: one line on stderr, nothing on stdout, non-zero")
    func stdoutPiped() throws {
        let app = try LinkLabAppSession.wrappedRedirect()
        defer { app.close() }
        let (status, stdout, stderr) = try #require(app.redirectedResult(), "no result:\n\(app.screen)")
        #expect(status != 0)
        #expect(stdout.isEmpty, "stdout got \(stdout.count) bytes: \(String(decoding: stdout.prefix(80), as: UTF8.self).debugDescription)")
        let message = String(decoding: stderr, as: UTF8.self)
        #expect(message.split(separator: "\n").count == 1, "\(message)")
        #expect(message.contains("linklab explain"))
        #expect(!stderr.contains(0x1B))
    }

    @Test("TERM unset or unusable: one line pointing to linklab explain, non-zero, no escapes",
          arguments: ["env -u TERM", "env TERM=dumb", "env TERM=no-such-terminal-xyz"])
    func badTerm(_ prefix: String) throws {
        let app = try LinkLabAppSession.wrappedRedirect(prefix: prefix)
        defer { app.close() }
        let (status, stdout, stderr) = try #require(app.redirectedResult(), "no result:\n\(app.screen)")
        #expect(status != 0, "\(prefix)")
        #expect(!stdout.contains(0x1B) && !stderr.contains(0x1B), "\(prefix): escape codes written")
        let message = String(decoding: stdout + stderr, as: UTF8.self)
        #expect(message.split(separator: "\n").count == 1, "\(prefix): \(message)")
        #expect(message.contains("linklab explain"), "\(prefix): \(message)")

        // And as the pane's only program, the line shows on the terminal.
        let direct = try LinkLabAppSession.direct(width: 200, prefix: prefix)
        defer { direct.close() }
        #expect(direct.waitForExit().map { $0 != 0 } == true)
        #expect(direct.tmux.capture(scrollback: true).contains("linklab explain"), "\(direct.tmux.capture(scrollback: true))")
    }

    @Test("NO_COLOR: the app runs, with attributes but no colours; without it, colours")
    func noColor() throws {
        for noColor in [true, false] {
            let app = try LinkLabAppSession.direct(environment: noColor ? ["NO_COLOR": "1"] : [:])
            defer { app.close() }
            try #require(app.waitForFirstFrame(), "\(app.screen)")
            app.open("q2mob://open?targetPage=#/messages")
            #expect(app.tmux.waitFor("unencoded-target-page"))
            let raw = app.screenWithEscapes
            #expect(RawOutput.hasColour(raw) == !noColor, "NO_COLOR=\(noColor): colour escapes \(RawOutput.hasColour(raw))")
            app.tmux.sendKeys("F10")
            #expect(app.waitForExit() == 0)
        }
    }
}

extension LinkLabAppSession {
    /// Runs the app in tmux (stdin a terminal) with stdout and stderr redirected to files in
    /// the session's folder, and its exit status written to `status`.
    static func wrappedRedirect(prefix: String = "") throws -> LinkLabAppSession {
        try script { dir, linklab in
            """
            \(prefix) \(linklab) > \(dir)/stdout 2> \(dir)/stderr
            echo $? > \(dir)/status.tmp && mv \(dir)/status.tmp \(dir)/status
            exec sleep 30

            """
        }
    }

    /// For `wrappedRedirect`: waits for the status file, then returns status, stdout and stderr.
    func redirectedResult(timeout: Double = 5) -> (Int32, Data, Data)? {
        let statusFile = folder.appendingPathComponent("status")
        guard tmux.waitUntil(timeout: timeout, { FileManager.default.fileExists(atPath: statusFile.path) }),
              let text = try? String(contentsOf: statusFile, encoding: .utf8),
              let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        let out = (try? Data(contentsOf: folder.appendingPathComponent("stdout"))) ?? Data()
        let err = (try? Data(contentsOf: folder.appendingPathComponent("stderr"))) ?? Data()
        return (status, out, err)
    }
}
