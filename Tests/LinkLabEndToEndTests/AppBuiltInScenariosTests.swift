import Foundation
import Testing

/// A copy of linklab alone in an empty folder offers the built-in
/// walkthroughs under F7 and the quiz under Ctrl-T, and `--scenarios DIR` adds a folder's.
@Suite("terminal app on built-in scenarios", .enabled(if: TmuxSession.isAvailable))
struct AppBuiltInScenariosTests {
    @Test("F7 and Ctrl-T work with no files beside the binary; --scenarios DIR adds its walkthroughs")
    func builtInAndFolder() throws {
        let binary = try #require(LinkLab.binary)
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("alone/linklab")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Copied by `cp`, not in this process: a program another test spawns meanwhile would inherit the
        // copy's write descriptor, and the shell's exec of the copy would fail with "Text file busy" (the
        // pane then stayed blank: a CI run failed so).
        let copied = ChildProcess.run(["cp", binary, copy.path])
        try #require(copied.status == 0, "cp: \(copied.output)")
        let mine = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        _ = try LinkLab.fixture("mine/0-own.json", #"{"name": "A walkthrough of our own", "steps": [{"open": "q2mob://open?targetPage=%23%2Fmessages"}]}"#, in: folder)
        let alone = copy.deletingLastPathComponent().path
        // TmuxSession puts `env VARS` before the command: the folder is entered by a shell of its own.
        let command = "sh -c \"cd '\(alone)' && exec env -u NO_COLOR ./linklab --scenarios '\(mine.path)'\""
        // A fresh copy of the binary starts while the rest of the suite runs beside it: a longer first wait.
        // An exec refused as "Text file busy" (126: a process another test spawned still held the copy open
        // for writing) is started again, as EmbeddedScreensCommandTests does.
        var tmux = try TmuxSession(command, width: 120, height: 36, environment: [:])
        for _ in 0..<3 {
            _ = tmux.waitUntil(timeout: 30) { tmux.capture().contains("Link ›") || tmux.isPaneDead }
            guard tmux.isPaneDead, tmux.waitUntil(timeout: 1, { tmux.exitStatus != nil }), tmux.exitStatus == 126 else { break }
            tmux.kill()
            usleep(200_000)
            tmux = try TmuxSession(command, width: 120, height: 36, environment: [:])
        }
        defer { tmux.kill() }
        #expect(tmux.waitFor("Link ›", timeout: 5),
                "pane dead: \(tmux.isPaneDead), status: \(String(describing: tmux.exitStatus)), screen: \(tmux.capture())")
        tmux.sendKeys("F7")
        #expect(tmux.waitFor("Walkthroughs", timeout: 15), "\(tmux.capture())")
        #expect(!tmux.capture().contains("No walkthroughs found"), "\(tmux.capture())")
        #expect(tmux.waitFor("The website's AASA does not list the app"), "a built-in walkthrough is offered: \(tmux.capture())")
        #expect(tmux.waitFor("A walkthrough of our own"), "the folder's walkthrough is offered: \(tmux.capture())")
        let builtIn = LinkLab.shippedScenarios.count
        #expect(tmux.waitFor("1 of \(builtIn + 1)"), "every built-in one and the folder's: \(tmux.capture())")
        tmux.sendKeys("Escape")
        #expect(tmux.waitUntil { !tmux.capture().contains("Walkthroughs ·") }, "\(tmux.capture())")
        tmux.sendKeys("C-t")
        #expect(tmux.waitFor("Question 1 of", timeout: 15), "the built-in quiz: \(tmux.capture())")
    }
}
