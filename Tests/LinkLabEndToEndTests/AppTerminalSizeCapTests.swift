import Foundation
import Testing

/// A 10000×10000 terminal took 10.4 GB (ncurses' screens and the app's frames,
/// a cell each). Beyond 1000×500 the app draws a message, and neither it nor ncurses allocates
/// more than that.
@Suite("terminal app: a window larger than LinkLab draws", .enabled(if: TmuxSession.isAvailable))
struct AppTerminalSizeCapTests {
    /// The peak resident size of a process, in KiB, from /proc.
    static func peakKiB(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    @Test("at 10000×10000 the app says so with bounded memory, and draws the layout once the window is smaller")
    func hugeWindow() throws {
        let app = try LinkLabAppSession.direct(width: 10_000, height: 10_000)
        defer { app.close() }
        #expect(app.tmux.waitFor("This window is 10000×10000, larger than LinkLab draws."), "\(app.screen.prefix(2_000))")
        let pid = try #require(app.appPid())
        // Uncapped it took 10.4 GB; capped, about 85 MB (debug). A generous bound, not a measurement.
        let peak = try #require(Self.peakKiB(pid))
        #expect(peak < 400 * 1024, "peak resident \(peak) KiB")
        app.tmux.resize(width: 100, height: 30)
        #expect(app.waitForFirstFrame(), "\(app.screen)")
        app.tmux.resize(width: 3_000, height: 200)
        #expect(app.tmux.waitFor("This window is 3000×200, larger than LinkLab draws."))
        app.tmux.sendKeys("F10")
        #expect(app.waitForExit() == 0)
    }
}
