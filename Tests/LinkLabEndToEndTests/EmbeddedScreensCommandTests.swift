import Foundation
import Testing

/// `linklab` started from any folder, with no `screens/` in that folder or beside the binary,
/// opens on the demo FI's screens compiled into it; `--screens` still overrides them.
@Suite("linklab run from another folder")
struct EmbeddedScreensCommandTests {
    /// Runs a copy of the binary in a folder of its own, with that folder as the current one.
    static func runAlone(_ arguments: [String], in folder: URL) throws -> (status: Int32, out: String, err: String) {
        let binary = try #require(LinkLab.binary)
        let copy = folder.appendingPathComponent("bin/linklab")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: copy.path) { try FileManager.default.copyItem(atPath: binary, toPath: copy.path) }
        // A copy just written may be "busy" for a moment: a process spawned meanwhile by another test
        // inherited its write descriptor. The shell then exits 126; try again once that child has exec'd.
        var attempt = 0
        while true {
            var run = try SpawnedLinkLab(arguments, executable: copy.path, directory: folder.path, pipeInput: false, folder: folder)
            let status = run.wait()
            attempt += 1
            if status != 126 || attempt == 20 { return (status, run.out, run.err) }
            usleep(100_000)
        }
    }

    @Test("explain works from a folder with no screens/, on the embedded demo screens")
    func explainAnywhere() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.runAlone(["explain", "q2mob://open?targetPage=%23%2Ftransfer"], in: folder)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasPrefix("navigated  q2mob://open?targetPage=%23%2Ftransfer"), "\(result.out)")
        // The summary line names the embedded screen's title, whole.
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first == "  The app shows Transfer funds (#/transfer), drawn by the native module com.q2.mobile.module.banking.",
                "\(result.out)")
        #expect(!result.err.contains("cannot be found"), "\(result.err)")
    }

    @Test("a partner's settings with no screens of their own use the embedded demo screens")
    func partnerAnywhere() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.runAlone(["play", "--json", "--config", PlayMinimalFITests.minimal,
                                        LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path], in: folder)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let summary = try #require(try DecodedPlayLine.lines(result.out).last, "\(result.err)")
        #expect(summary.passed == true && summary.failures.isEmpty, "\(summary)")
    }

    @Test("--screens still overrides the embedded screens")
    func screensOverride() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: LinkLab.screens.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: LinkLab.screens.appendingPathComponent(name), encoding: .utf8)
            try Data(text.replacingOccurrences(of: "\"Transfer funds\"", with: "\"Move money\"").utf8).write(to: screens.appendingPathComponent(name))
        }
        let result = try Self.runAlone(["explain", "--screens", screens.path, "q2mob://open?targetPage=%23%2Ftransfer"], in: folder)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first == "  The app shows Move money (#/transfer), drawn by the native module com.q2.mobile.module.banking.",
                "\(result.out)")
        #expect(!result.out.contains("Transfer funds"), "\(result.out)")
    }
}
