import Foundation
import Testing
@testable import linklab

/// F8 saves the session with ISO-8601 times, in --export-dir, never over a file, and
/// as a check list that `linklab check` passes.
@Suite("terminal app export", .enabled(if: TmuxSession.isAvailable))
struct AppExportTests {
    static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("F8 twice in the same second: eight files, none overwritten; times on every decision; the check list passes; the bundle parses")
    func export() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try LinkLabAppSession.direct(["--export-dir", folder.path])
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        // One link at a time, as a person pastes them: within a paste's settling time a second paste would
        // make the Enter between them pasted text (see InputDecoder).
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(app.waitForStatus("#/messages"))
        app.open("q2mob://open?targetPage=#/transfer")
        #expect(app.tmux.waitUntil { app.tmux.capture().contains("unencoded-target-page") })
        app.tmux.sendKeys("F8")
        app.tmux.sendKeys("F8")
        #expect(app.tmux.waitUntil { Self.files(in: folder).count == 8 }, "\(Self.files(in: folder))")

        let names = Self.files(in: folder)
        let sessions = names.filter { $0.hasPrefix("linklab-session-") && $0.hasSuffix(".jsonl") }
        let checks = names.filter { $0.hasPrefix("linklab-checks-") && $0.hasSuffix(".csv") }
        let bundles = names.filter { $0.hasPrefix("linklab-bundle-") && $0.hasSuffix(".html") }
        #expect(sessions.count == 2 && checks.count == 2 && bundles.count == 2, "\(names)")
        let page = try #require(bundles.first.map { try Data(contentsOf: folder.appendingPathComponent($0)) })
        #expect(SupportBundleCommandTests.wellFormed(page))
        #expect(String(decoding: page, as: UTF8.self).contains("unencoded-target-page"))
        // The screen as F8 found it: a picture whose rows are the terminal's.
        let screens = names.filter { $0.hasPrefix("linklab-screen-") && $0.hasSuffix(".svg") }
        #expect(screens.count == 2, "\(names)")
        let picture = try #require(screens.first.map { try Data(contentsOf: folder.appendingPathComponent($0)) })
        #expect(SupportBundleCommandTests.wellFormed(picture))
        #expect(String(decoding: picture, as: UTF8.self).contains("unencoded-target-page"))
        let stamp = try #require(sessions.first?.dropFirst("linklab-session-".count).prefix(20))
        #expect(stamp.range(of: #"^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$"#, options: .regularExpression) != nil, "\(stamp)")

        let text = try String(contentsOf: folder.appendingPathComponent(sessions[0]), encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let at = try #require(object["at"] as? String)
            #expect(at.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression) != nil, "\(at)")
        }

        let result = try LinkLab.run(["check", folder.appendingPathComponent(checks[0]).path])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.outLines.last == "2 passed, 0 failed")
    }

    /// With no --export-dir, F8 saves in the user's data folder, created when missing, never in
    /// the current folder (which may be a checkout); the status line names the whole path.
    @Test("F8 with no --export-dir: $XDG_DATA_HOME/linklab, else ~/.local/share/linklab, created, and named", arguments: [true, false])
    func defaultFolder(xdg: Bool) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = xdg ? ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
                              : ["XDG_DATA_HOME": "", "HOME": folder.path]
        let saves = xdg ? folder.appendingPathComponent("data/linklab") : folder.appendingPathComponent(".local/share/linklab")
        let app = try LinkLabAppSession.direct([], environment: environment)
        defer { app.close() }
        try #require(app.waitForFirstFrame())
        app.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(app.waitForStatus("#/messages"))
        app.tmux.sendKeys("F8")
        #expect(app.tmux.waitUntil { Self.files(in: saves).count == 4 }, "\(Self.files(in: saves))")
        #expect(Self.files(in: folder).filter { $0.hasPrefix("linklab-") }.isEmpty, "nothing beside the data folder")
        // The whole path does not fit the status line at 100 columns: the folder does, and F12 has the files.
        let shown = xdg ? saves.path : "~/.local/share/linklab"
        #expect(app.tmux.waitUntil { app.tmux.capture().contains("Saved in \(shown) (F12: the files).") }, "\(app.tmux.capture())")
    }

    @Test("--export-dir that is not a folder: one line, exit 2")
    func badExportDirectory() throws {
        let result = try LinkLab.run(["app", "--export-dir", "/nonexistent/linklab"])
        #expect(result.status == 2)
        #expect(result.errLines == ["linklab: " + UsageError(.exportDirectoryNotAFolder(path: "/nonexistent/linklab")).message])
    }
}
