import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program running in a private, detached tmux server: a real terminal for end-to-end tests.
///
/// Each session has its own server (`tmux -L <unique>`, no config file), so tests run in
/// parallel and never touch the user's tmux. Works with no tty and no TERM (as in CI); the
/// program sees TERM=tmux-256color and LANG=C.UTF-8. Call `kill()` in a `defer`.
final class TmuxSession {
    /// True when `tmux` is on PATH; use with `.enabled(if: TmuxSession.isAvailable)`.
    static let isAvailable: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/tmux", X_OK) == 0 }
    }()

    let name: String
    private var socketPath: String?
    /// The pane program's pid, read at start while it surely runs.
    private(set) var startedPid: pid_t?

    /// Starts `command` (a shell command line) in a `width` × `height` pane. `environment`
    /// adds variables for the command, e.g. `["NO_COLOR": "1"]`. The pane stays after the
    /// command exits so its last screen and exit status can be read.
    init(_ command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        name = "linklab-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        let variables = (["LANG": "C.UTF-8"].merging(environment) { $1 })
            .sorted { $0.key < $1.key }
            .map { "\($0.key)=\(Self.shellQuoted($0.value))" }
            .joined(separator: " ")
        // remain-on-exit is set before the session exists: set afterwards, a program that
        // exits at once takes the session and the server with it.
        let started = tmux([
            "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
            "new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)", "env \(variables) \(command)",
        ])
        guard started.status == 0 else { throw TmuxError(command: "new-session", output: started.output) }
        socketPath = tmux(["display-message", "-p", "-t", "t", "#{socket_path}"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        startedPid = pid_t(format("#{pane_pid}"))
    }

    deinit { kill() }

    /// Named keys, e.g. `sendKeys("Enter")`, `sendKeys("C-c")`, `sendKeys("F2", "Escape")`.
    func sendKeys(_ names: String...) {
        _ = tmux(["send-keys", "-t", "t"] + names)
    }

    /// Types `text` literally, as if at the keyboard.
    func sendLiteral(_ text: String) {
        _ = tmux(["send-keys", "-t", "t", "-l", text])
    }

    /// A bracketed paste of `text` (markers are added only once the program enabled the mode).
    func paste(_ text: String) {
        _ = tmux(["set-buffer", "-b", "linklab", text])
        _ = tmux(["paste-buffer", "-p", "-d", "-b", "linklab", "-t", "t"])
    }

    /// The pane's visible text, one line per row; with `scrollback`, the lines scrolled off
    /// the top as well (tmux scrolls a dead pane to show its "Pane is dead" line at the bottom).
    func capture(scrollback: Bool = false) -> String {
        tmux(["capture-pane", "-p", "-t", "t"] + (scrollback ? ["-S", "-"] : [])).output
    }

    func resize(width: Int, height: Int) {
        _ = tmux(["resize-window", "-t", "t", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen every 50 ms until it contains `text`; false after `timeout` seconds.
    func waitFor(_ text: String, timeout: Double = 5) -> Bool {
        waitUntil(timeout: timeout) { capture().contains(text) }
    }

    /// Polls `condition` every 50 ms until it holds; false after `timeout` seconds.
    func waitUntil(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Any other tmux command on this server, e.g. `["show-buffer"]`; returns its output.
    @discardableResult
    func command(_ arguments: [String]) -> String {
        tmux(arguments).output
    }

    /// A tmux format evaluated for the pane, e.g. `#{pane_dead}` or `#{alternate_on}`.
    func format(_ format: String) -> String {
        tmux(["display-message", "-p", "-t", "t", format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// True once the program in the pane has exited.
    var isPaneDead: Bool { format("#{pane_dead}") == "1" }

    /// How the program ended: its exit status, or 128 + n when signal n killed it. Nil while
    /// it runs, and briefly after its output ends, before tmux has reaped it.
    var exitStatus: Int32? {
        let fields = format("#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}").split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "1" else { return nil }
        if let status = Int32(fields[1]) { return status }
        return Int32(fields[2]).map { 128 + $0 }
    }

    /// Waits for the program to exit and returns its status (128 + n for signal n), or nil after
    /// `timeout` seconds.
    ///
    /// tmux 3.3a here often misses the SIGCHLD of a pane's program: the pane shows dead, but
    /// `#{pane_dead_status}` stays empty and the program stays an unreaped zombie. Then the status
    /// is read from the zombie's /proc/<pid>/stat (field 52, `exit_code`).
    func waitForExit(timeout: Double = 5) -> Int32? {
        guard waitUntil(timeout: timeout, { isPaneDead }) else { return nil }
        if let status = exitStatus { return status }
        if let pid = startedPid, let raw = Self.zombieExitCode(of: pid) {
            return (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        }
        return waitUntil(timeout: 1, { exitStatus != nil }) ? exitStatus : nil
    }

    /// The wait status of a zombie `pid`, from field 52 of /proc/<pid>/stat.
    static func zombieExitCode(of pid: pid_t) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state); field 52 is fields[49].
        guard fields.count > 49, fields[0] == "Z" else { return nil }
        return Int32(fields[49].trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Stops the server and removes its socket. Safe to call more than once.
    func kill() {
        guard let socketPath else { return }
        self.socketPath = nil
        _ = tmux(["kill-server"])
        if !socketPath.isEmpty { unlink(socketPath) }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) -> ChildProcess.Result {
        // Not nested in the developer's tmux, and a UTF-8 locale that an outer LC_ALL=C cannot
        // override (under C, wide characters are garbled).
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = nil
        environment["LC_CTYPE"] = nil
        environment["LANG"] = "C.UTF-8"
        return ChildProcess.run(["tmux", "-L", name, "-f", "/dev/null"] + arguments, environment: environment)
    }

    private static func shellQuoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A tmux command failed; carries what tmux printed.
struct TmuxError: Error, CustomStringConvertible {
    let command: String
    let output: String
    var description: String { "tmux \(command) failed: \(output)" }
}
