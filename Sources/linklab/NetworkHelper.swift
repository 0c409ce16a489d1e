import Foundation
import LinkLabCore

/// Runs `linklab-fetch`, LinkLab's network helper, for `linklab site` and `--live` (README, "Live site"): the
/// order goes on its standard input, the answer comes back on its standard output, bounded in size and in
/// time, and is read strictly by the core (`FetchExchange`). linklab itself holds no network code.
enum NetworkHelper {
    /// The helper to run: `LINKLAB_FETCH` when set (for packagers and tests), else `linklab-fetch` beside
    /// this program.
    static func location(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["LINKLAB_FETCH"], !path.isEmpty { return path }
        let folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path ?? "."
        return folder + "/linklab-fetch"
    }

    /// The helper's answer to `order`. The helper stops its own requests at the time limit; it is stopped
    /// here if it has not answered `graceSeconds` after that.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid`, not Foundation's `Process`: on Linux, `Process`
    /// learns of an exit through a descriptor the child inherits, so a helper's own child that outlives it
    /// would hold linklab until that child ends.
    static func run(_ order: FetchExchange.Order) throws(FetcherProblem) -> FetchExchange.Answer {
        let path = location()
        guard FileManager.default.isExecutableFile(atPath: path) else { throw .missing(path: path) }
        var toHelper: [Int32] = [-1, -1], fromHelper: [Int32] = [-1, -1]
        guard pipe(&toHelper) == 0, pipe(&fromHelper) == 0 else { throw .notStarted(path: path, reason: Wording.systemReason(errno)) }
        for descriptor in toHelper + fromHelper { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer { for descriptor in [toHelper[1], fromHelper[0]] { close(descriptor) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toHelper[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromHelper[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [strdup(path), nil]
        defer { free(argv[0]) }
        var pid = pid_t()
        var spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        // "Text file busy": the helper is being written (installed, or copied in) right now, or a program
        // started meanwhile still holds it open for writing. Asked again for up to a second before giving up.
        var waited = 0
        while spawned == ETXTBSY, waited < 20 {
            usleep(50_000)
            waited += 1
            spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        }
        close(toHelper[0]); close(fromHelper[1])
        guard spawned == 0 else { throw .notStarted(path: path, reason: Wording.systemReason(spawned)) }

        // The helper reads its whole order before it writes a byte, so writing it all first cannot deadlock.
        // A helper gone before reading it is found by its status below, not by a SIGPIPE that would stop
        // linklab (the terminal app has not set SIGPIPE aside when --live fetches, so it is set aside here).
        let previous = signal(SIGPIPE, SIG_IGN)
        var written = 0
        let bytes = Array(FetchExchange.encode(order).utf8)
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(toHelper[1], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            written += count
        }
        close(toHelper[1]); toHelper[1] = -1
        signal(SIGPIPE, previous)

        // Read until the helper closes its output, within the size and the time limit: a poll with a deadline,
        // not a blocking read, so that a helper that never answers cannot hold linklab.
        let limitSeconds = order.timeout + graceSeconds
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limitSeconds) * 1_000_000_000
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var stopped: FetcherProblem?
        while stopped == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { stopped = .overdue(seconds: limitSeconds); break }
            var waiting = pollfd(fd: fromHelper[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min((deadline - now) / 1_000_000 + 1, UInt64(Int32.max))))
            if ready <= 0 { continue }   // the time ran out (checked above), or a signal came
            let count = chunk.withUnsafeMutableBytes { read(fromHelper[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { break }
            answer.append(contentsOf: chunk[0..<count])
            if answer.count > FetchExchange.answerLimit { stopped = .answerTooLarge(limit: FetchExchange.answerLimit) }
        }
        // Reaped by the same deadline: a helper that closed its output but runs on is stopped too.
        var status: Int32 = 0
        while true {
            if stopped != nil { kill(pid, SIGKILL) }
            let reaped = waitpid(pid, &status, stopped == nil ? WNOHANG : 0)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if reaped == 0 {
                if DispatchTime.now().uptimeNanoseconds >= deadline { stopped = .overdue(seconds: limitSeconds) } else { usleep(2_000) }
            }
        }
        if let stopped { throw stopped }
        let signal = status & 0x7F
        guard signal == 0, (status >> 8) & 0xFF == 0 else {
            throw .noAnswer(status: signal == 0 ? (status >> 8) & 0xFF : signal, signalled: signal != 0)
        }
        do { return try FetchExchange.decodeAnswer(answer, to: order) } catch { throw .answerUnusable(error) }
    }

    /// How long after the requests' own time limit the helper may take to answer.
    static let graceSeconds = 5
}

/// Why the network helper gave no answer linklab can use: the fetch did not happen, so `site` and `--live`
/// stop with a usage error naming the helper (worded in `Wording+Usage.swift`).
enum FetcherProblem: Error, Equatable, Sendable {
    /// No executable file at the helper's place.
    case missing(path: String)
    case notStarted(path: String, reason: String)
    /// The helper stopped with a status other than 0, or was killed by a signal, with no answer.
    case noAnswer(status: Int32, signalled: Bool)
    /// The helper had not answered this many seconds after it started, and was stopped.
    case overdue(seconds: Int)
    case answerTooLarge(limit: Int)
    case answerUnusable(FetchExchange.Defect)
}
