import Foundation
import Testing

/// Issue 9 item 6: F8 saves the session with ISO-8601 times, in --export-dir, never over a file, and
/// as a check list that `linklab check` passes.
@Suite("terminal app export", .enabled(if: TmuxSession.isAvailable))
struct AppExportTests {
    static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("F8 twice in the same second: four files, none overwritten; times on every decision; the check list passes")
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
        #expect(app.tmux.waitUntil { Self.files(in: folder).count == 4 }, "\(Self.files(in: folder))")

        let names = Self.files(in: folder)
        let sessions = names.filter { $0.hasPrefix("linklab-session-") && $0.hasSuffix(".jsonl") }
        let checks = names.filter { $0.hasPrefix("linklab-checks-") && $0.hasSuffix(".csv") }
        #expect(sessions.count == 2 && checks.count == 2, "\(names)")
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

    @Test("--export-dir that is not a folder: one line, exit 2")
    func badExportDirectory() throws {
        let result = try LinkLab.run(["app", "--export-dir", "/nonexistent/linklab"])
        #expect(result.status == 2)
        #expect(result.err.contains("--export-dir") && result.err.contains("is not a folder"))
    }
}
