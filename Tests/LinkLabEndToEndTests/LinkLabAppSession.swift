import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal app in a private tmux server, with helpers to read its screen.
///
/// `direct` runs the binary as the pane's process (its pid is `#{pane_pid}`). `wrapped` runs it
/// from a small shell script that saves `stty -g` before, reports `linklab exited N, tty same|changed`
/// afterwards, then `exec cat -v`: a paste after the app quit shows `^[[200~` if the app left
/// bracketed paste on.
final class LinkLabAppSession {
    let tmux: TmuxSession
    let folder: URL
    private let wrapped: Bool

    private init(tmux: TmuxSession, folder: URL, wrapped: Bool) {
        self.tmux = tmux
        self.folder = folder
        self.wrapped = wrapped
    }

    /// Starts `linklab [arguments]` directly in a pane. `prefix` goes before the binary
    /// (e.g. `env -u TERM`).
    static func direct(
        _ arguments: [String] = [], width: Int = 100, height: Int = 30,
        environment: [String: String] = [:], prefix: String = ""
    ) throws -> LinkLabAppSession {
        let binary = try #require(LinkLab.binary, "linklab not built")
        let folder = try LinkLab.temporaryFolder()
        // `swift test` runs tests with NO_COLOR=1; a test sets it explicitly when it wants it.
        let unset = environment["NO_COLOR"] == nil ? "env -u NO_COLOR" : ""
        let command = ([unset, prefix, quoted(binary)] + arguments.map(quoted) + ["--screens", quoted(LinkLab.screens.path)])
            .filter { !$0.isEmpty }.joined(separator: " ")
        let tmux = try TmuxSession(command, width: width, height: height, environment: privateState(environment, folder))
        return LinkLabAppSession(tmux: tmux, folder: folder, wrapped: false)
    }

    /// Starts `linklab [arguments]` from the reporting shell wrapper.
    static func wrapped(
        _ arguments: [String] = [], width: Int = 100, height: Int = 30, environment: [String: String] = [:]
    ) throws -> LinkLabAppSession {
        try script(width: width, height: height, environment: environment) { dir, linklab in
            """
            stty -g > \(dir)/tty-before
            \(([linklab] + arguments.map(quoted)).joined(separator: " "))
            status=$?
            stty -g > \(dir)/tty-after
            if cmp -s \(dir)/tty-before \(dir)/tty-after; then tty=same; else tty=changed; fi
            echo "linklab exited $status, tty $tty"
            exec cat -v

            """
        }
    }

    /// Runs a shell script in the pane. `body` gets the session's temporary folder and the
    /// quoted `linklab --screens DIR` command, both ready for the shell.
    static func script(
        width: Int = 100, height: Int = 30, environment: [String: String] = [:],
        _ body: (_ dir: String, _ linklab: String) -> String
    ) throws -> LinkLabAppSession {
        let binary = try #require(LinkLab.binary, "linklab not built")
        let folder = try LinkLab.temporaryFolder()
        let linklab = [quoted(binary), "--screens", quoted(LinkLab.screens.path)].joined(separator: " ")
        let unset = environment["NO_COLOR"] == nil ? "unset NO_COLOR\n" : ""
        let scriptPath = try LinkLab.fixture("script.sh", unset + body(quoted(folder.path), linklab), in: folder)
        let tmux = try TmuxSession("sh \(quoted(scriptPath))", width: width, height: height, environment: privateState(environment, folder))
        return LinkLabAppSession(tmux: tmux, folder: folder, wrapped: true)
    }

    /// The app keeps the links typed in `$XDG_STATE_HOME`: in the session's own folder, unless a test says where,
    /// so no test reads another's history or writes the developer's.
    private static func privateState(_ environment: [String: String], _ folder: URL) -> [String: String] {
        environment["XDG_STATE_HOME"] == nil ? environment.merging(["XDG_STATE_HOME": folder.path]) { $1 } : environment
    }

    /// Stops tmux and removes the temporary folder.
    func close() {
        tmux.kill()
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { close() }

    // MARK: Reading the screen

    var screen: String { tmux.capture() }
    var lines: [String] { screen.components(separatedBy: "\n") }

    /// The status line: the row just above the input line (`Link ›`).
    var statusLine: String {
        let rows = lines
        guard let input = rows.lastIndex(where: { $0.contains("Link ›") }), input > 0 else { return "" }
        return rows[input - 1]
    }

    /// The input line's text.
    var inputLine: String { lines.last { $0.contains("Link ›") } ?? "" }

    /// Waits until the status line contains `text`.
    func waitForStatus(_ text: String, timeout: Double = 5) -> Bool {
        tmux.waitUntil(timeout: timeout) { statusLine.contains(text) }
    }

    /// Waits until the first frame is drawn (the input line shows).
    func waitForFirstFrame(timeout: Double = 5) -> Bool {
        tmux.waitFor("Link ›", timeout: timeout)
    }

    /// Pastes `link` (bracketed) and presses Enter.
    func open(_ link: String) {
        tmux.paste(link)
        tmux.sendKeys("Enter")
    }

    /// The screen and its scrollback with escape sequences (`capture-pane -e`), to see colours.
    var screenWithEscapes: String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = nil
        environment["LANG"] = "C.UTF-8"
        return ChildProcess.run(["tmux", "-L", tmux.name, "-f", "/dev/null", "capture-pane", "-e", "-p", "-S", "-", "-t", "t"],
                                environment: environment).output
    }

    // MARK: The process

    /// The pid of the pane's process (the app itself when started `direct`).
    var panePid: pid_t? { pid_t(tmux.format("#{pane_pid}")) }

    /// The app's pid: the pane's process, or its `linklab` child when wrapped.
    func appPid(timeout: Double = 5) -> pid_t? {
        guard let pane = panePid else { return nil }
        if !wrapped { return pane }
        var found: pid_t?
        _ = tmux.waitUntil(timeout: timeout) {
            found = Self.children(of: pane).first { Self.command(of: $0) == "linklab" }
            return found != nil
        }
        return found
    }

    /// Waits for the pane's program to exit and returns its status (128 + n for signal n).
    func waitForExit(timeout: Double = 5) -> Int32? { tmux.waitForExit(timeout: timeout) }

    /// utime + stime of `pid`, in clock ticks, from /proc/<pid>/stat.
    static func cpuTicks(of pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after "pid (comm)": state is field 3; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent
        }
    }

    static func command(of pid: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: After the app quits (wrapped sessions)

    /// Waits for the wrapper's report and returns the app's exit status and whether the tty
    /// settings were restored (`stty -g` before and after are equal).
    func waitForReport(timeout: Double = 5) -> (status: Int32, ttyRestored: Bool)? {
        var report: (Int32, Bool)?
        _ = tmux.waitUntil(timeout: timeout) {
            guard let line = tmux.capture().components(separatedBy: "\n").last(where: { $0.hasPrefix("linklab exited ") }) else { return false }
            let words = line.split(separator: " ")
            guard words.count >= 5, let status = Int32(words[2].trimmingCharacters(in: [","])) else { return false }
            report = (status, words[4] == "same")
            return true
        }
        return report
    }

    /// After the app quit: pastes a marker into `cat -v` and reports whether bracketed-paste
    /// markers came with it (true means paste mode was left on).
    func pasteModeLeftOn(timeout: Double = 3) -> Bool? {
        let marker = "after-exit-\(UUID().uuidString.prefix(6))"
        tmux.paste(marker)
        guard tmux.waitFor(marker, timeout: timeout) else { return nil }
        return tmux.capture().contains("200~")
    }

    static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
