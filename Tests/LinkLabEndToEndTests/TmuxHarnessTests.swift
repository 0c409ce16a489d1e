import Foundation
import Testing

/// Proves the tmux harness itself with plain shell commands, before any test relies on it.
@Suite("tmux harness", .enabled(if: TmuxSession.isAvailable))
struct TmuxHarnessTests {
    @Test("typed text, keys and a paste reach the program and show on screen")
    func typeAndPaste() throws {
        let session = try TmuxSession("cat", width: 40, height: 10)
        defer { session.kill() }
        session.sendLiteral("hello 漢字")
        session.sendKeys("Enter")
        #expect(session.waitFor("hello 漢字"))
        session.paste("pasted text")
        #expect(session.waitFor("pasted text"))
    }

    @Test("resizing the window changes the size the program sees")
    func resize() throws {
        let session = try TmuxSession("sh -c 'stty size; read x; stty size; sleep 5'", width: 40, height: 10)
        defer { session.kill() }
        #expect(session.waitFor("10 40"))
        session.resize(width: 60, height: 20)
        session.sendKeys("Enter")
        #expect(session.waitFor("20 60"))
    }

    @Test("the exit status of the program is readable after it exits")
    func exitStatus() throws {
        // The program pauses after its output: tmux 3.3a, under load, can see a program that exits at once
        // dead before it has read the program's last output from the terminal, and then never shows it
        // (a clean-clone CI run on 2026-11-26 waited 30 s for "bye"). The point here is the exit status.
        let session = try TmuxSession("sh -c 'echo bye; sleep 0.3; exit 3'")
        defer { session.kill() }
        #expect(session.waitUntil { session.capture(scrollback: true).contains("bye") })
        #expect(session.waitForExit() == 3)
        // The exit can be read (from the zombie) before tmux has drawn the last output: wait for it.
        #expect(session.waitUntil { session.capture(scrollback: true).contains("bye") })
    }

    @Test("the built linklab executable sits beside the test runner")
    func binaryLocator() {
        #expect(BinaryLocator.linklab != nil, "looked in \(BinaryLocator.productsFolder.path)")
    }
}
