import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a short-lived command and collects its output, without Foundation's `Process`.
///
/// On Linux, `Process` learns that a child exited through a socket the child inherits. The
/// tmux server that `tmux new-session` daemonises keeps that socket open, so
/// `waitUntilExit()` would hang forever. `posix_spawnp` + a close-on-exec pipe + `waitpid`
/// does not care what grandchildren keep open.
enum ChildProcess {
    /// Held from creating a pipe until its ends are close-on-exec and the child is spawned, so
    /// a concurrent spawn never inherits another run's write end (its reader would then wait
    /// for an EOF that a daemonised tmux server postpones forever). `pipe2` is not exported.
    static let spawnLock = Mutex(())

    /// What a finished command printed (stdout and stderr together) and its exit status.
    struct Result {
        var output: String
        var status: Int32
    }

    /// Runs `arguments` (looked up on PATH) to completion. The child gets an empty signal mask
    /// and default dispositions: a test thread may have signals blocked, and tmux would pass
    /// that mask on to the program under test (then a resize never arrives).
    /// Spawn attributes that give the child an empty signal mask and default dispositions: a child of
    /// a test thread would otherwise inherit blocked signals (TERMINAL.md). Destroy them after use.
    static func cleanSignalAttributes() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return attributes
    }

    static func run(_ arguments: [String], environment: [String: String]? = nil) -> Result {
        spawnLock.withLock { _ in spawn(arguments, environment: environment) }
            .map(collect) ?? Result(output: "cannot run \(arguments[0])", status: -1)
    }

    /// Starts the child with its stdout and stderr on a new pipe; returns its pid and the read end.
    private static func spawn(_ arguments: [String], environment: [String: String]?) -> (pid: pid_t, readEnd: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)

        var attributes = ChildProcess.cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }

        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid = pid_t()
        let spawned = withCStrings(arguments) { argv in
            withCStrings(env) { envp in
                posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
            }
        }
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return nil
        }
        return (pid, readEnd)
    }

    /// Reads the child's output to EOF, then reaps it.
    private static func collect(_ child: (pid: pid_t, readEnd: Int32)) -> Result {
        let (pid, readEnd) = child
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(readEnd)

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(output: String(decoding: output, as: UTF8.self), status: exitStatus)
    }

    /// Calls `body` with a NULL-terminated C array of the strings, valid only inside `body`.
    private static func withCStrings<R>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
    ) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
