import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `linklab` run that a test talks to while it runs (answers on a pipe, a signal), or runs from a
/// folder of its own. posix_spawn with a clean signal mask, not Foundation's `Process`: a test thread
/// may have SIGINT blocked, and `Process` can wait forever on a socket a tmux server keeps (ChildProcess).
struct SpawnedLinkLab {
    let pid: pid_t
    let outPath: String
    let errPath: String
    /// The write end of the child's standard input; -1 when the child reads /dev/null.
    private(set) var input: Int32

    /// Starts `executable arguments` in `directory` (through `/bin/sh -c 'cd … && exec …'`), with standard
    /// input on a pipe when `pipeInput`, and standard output and error in files under `folder`.
    init(_ arguments: [String], executable: String, directory: String? = nil, pipeInput: Bool, folder: URL) throws {
        outPath = folder.appendingPathComponent("spawn-out").path
        errPath = folder.appendingPathComponent("spawn-err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var ends: [Int32] = [-1, -1]
        if pipeInput {
            try #require(pipe(&ends) == 0)
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = ChildProcess.cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        let command = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] + arguments } ?? [executable] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LINKLAB_SCREENS"] = nil
        environment["LANG"] = "C.UTF-8"
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        if pipeInput { close(ends[0]) }
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        self.pid = pid
        input = ends[1]
    }

    var out: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    var err: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(input, $0.baseAddress, $0.count) }
    }

    /// Waits until standard output holds `text`, or 30 s pass (a guard against a hang, not a measurement).
    func waitForOutput(_ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if out.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits for the child to end (killing it after 30 s) and returns its exit status, 128+n for a signal.
    mutating func wait() -> Int32 {
        if input >= 0 { close(input); input = -1 }
        let deadline = Date().addingTimeInterval(30)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { return -1 }
            if Date() > deadline { kill(pid, SIGKILL) }
            usleep(10_000)
        }
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
