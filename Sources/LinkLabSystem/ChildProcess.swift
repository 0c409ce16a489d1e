#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program: `input` on its standard input, its standard output read until it closes, bounded in
/// size and in time, its standard error thrown away.
///
/// Spawned with `posix_spawn` and reaped with `waitpid`, not Foundation's `Process`: on Linux, `Process`
/// learns of an exit through a descriptor the child inherits, so a helper's own child that outlives it would
/// hold the caller until that child ends.
public enum ChildProcess {
    /// How the program ended, with what it wrote.
    public struct Finished: Sendable {
        public let output: [UInt8]
        /// The exit status, or the signal that killed it.
        public let status: Int32
        public let signalled: Bool
    }

    /// Why no answer could be read.
    public enum Stop: Error, Equatable, Sendable {
        case notStarted(SystemError)
        /// It wrote more than the limit, and was stopped.
        case outputTooLarge
        /// It had not finished this many seconds after it started, and was stopped.
        case overdue(seconds: Int)
    }

    /// `arguments` follow the program's name; `discardOutput` sends its output to /dev/null, for a program
    /// that leaves a child of its own running (a clipboard tool serving the selection), whose copy of the pipe
    /// would otherwise hold the caller until the time limit.
    public static func run(_ path: String, arguments: [String] = [], input: [UInt8], outputLimit: Int, seconds: Int,
                           discardOutput: Bool = false) throws(Stop) -> Finished {
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { throw .notStarted(.current) }
        guard pipe(&fromChild) == 0 else {
            let error = SystemError.current
            close(toChild[0]); close(toChild[1])
            throw .notStarted(error)
        }
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer { for descriptor in [toChild[1], fromChild[0]] where descriptor >= 0 { close(descriptor) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        if discardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var pid = pid_t()
        var spawned = posix_spawn(&pid, path, &actions, nil, argv, environment)
        // "Text file busy": the program is being written (installed, or copied in) right now, or a program
        // started meanwhile still holds it open for writing. Asked again for up to a second before giving up.
        var waited = 0
        while spawned == ETXTBSY, waited < 20 {
            usleep(50_000)
            waited += 1
            spawned = posix_spawn(&pid, path, &actions, nil, argv, environment)
        }
        close(toChild[0]); close(fromChild[1])
        guard spawned == 0 else { throw .notStarted(SystemError(code: spawned)) }

        // The helper reads its whole input before it writes a byte, so writing it all first cannot deadlock.
        // A helper gone before reading it is found by its status below, not by a SIGPIPE that would stop the
        // caller, so SIGPIPE is set aside meanwhile.
        let previous = SignalHandlers.ignore(SIGPIPE)
        try? FileDescriptor.write(toChild[1], input)
        close(toChild[1]); toChild[1] = -1
        previous.restore()

        // Read until the helper closes its output, within the size and the time limit: a poll with a deadline,
        // not a blocking read, so that a helper that never answers cannot hold the caller.
        let deadline = Environment.monotonicSeconds() + Double(seconds)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var stopped: Stop?
        while stopped == nil {
            let left = deadline - Environment.monotonicSeconds()
            guard left > 0 else { stopped = .overdue(seconds: seconds); break }
            var waiting = pollfd(fd: fromChild[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min(left * 1000 + 1, Double(Int32.max))))
            if ready <= 0 { continue }   // the time ran out (checked above), or a signal came
            let count = chunk.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { break }
            output.append(contentsOf: chunk[0..<count])
            if output.count > outputLimit { stopped = .outputTooLarge }
        }
        // Reaped by the same deadline: a helper that closed its output but runs on is stopped too.
        var status: Int32 = 0
        while true {
            if stopped != nil { kill(pid, SIGKILL) }
            let reaped = waitpid(pid, &status, stopped == nil ? WNOHANG : 0)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if reaped == 0 {
                if Environment.monotonicSeconds() >= deadline { stopped = .overdue(seconds: seconds) } else { usleep(2_000) }
            }
        }
        if let stopped { throw stopped }
        let signal = status & 0x7F
        return Finished(output: output, status: signal == 0 ? (status >> 8) & 0xFF : signal, signalled: signal != 0)
    }

    /// Whether `path` names a file this process may run.
    public static func isExecutable(_ path: String) -> Bool {
        guard let status = try? FileStatus.of(path: path), status.kind == .regular else { return false }
        return access(path, X_OK) == 0
    }
}
