import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `linklab` with its stdout on a small pipe that it opens non-blocking (as a pipe another
/// program made non-blocking is), and reads that pipe here: every write of the child meets a full
/// pipe (EAGAIN) and partial writes. The pipe is a FIFO in a temporary folder, opened close-on-exec
/// here, so no pipe end leaks into a concurrently spawned tmux server (see `ChildProcess`).
enum SlowPipe {
    /// What the child printed and how it ended.
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs `linklab arguments` with stdin from `stdin`; stops reading (closes the pipe) after
    /// `closeAfter` bytes when given, as `| head -c N` does.
    static func run(_ arguments: [String], stdin: Data, closeAfter: Int? = nil, timeout: Double = 120) throws -> Output {
        let binary = try #require(LinkLab.binary, "linklab not built beside \(BinaryLocator.productsFolder.path)")
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inPath = folder.appendingPathComponent("stdin").path
        let fifoPath = folder.appendingPathComponent("stdout").path
        let errPath = folder.appendingPathComponent("stderr").path
        try stdin.write(to: URL(fileURLWithPath: inPath))
        try #require(mkfifo(fifoPath, 0o600) == 0, "mkfifo: \(errno)")
        let reader = open(fifoPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0, "open fifo: \(errno)")
        #if os(Linux)
        _ = fcntl(reader, 1031 /* F_SETPIPE_SZ */, 4096)
        #endif

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, fifoPath, O_WRONLY | O_NONBLOCK, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = ChildProcess.cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env["NO_COLOR"] = nil
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, binary, &actions, &attributes, argv, envp) == 0 else {
            close(reader)
            throw SpawnFailure()
        }

        // A FIFO reports neither data nor hang-up until a writer has come, so poll waits for the child.
        let start = Date()
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var reading = true
        var reaped: Int32?
        while reading, Date().timeIntervalSince(start) < timeout {
            var request = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else {
                // The child may have ended without ever opening the pipe.
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    reaped = status
                    break
                }
                continue
            }
            let count = read(reader, &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
                if let closeAfter, output.count >= closeAfter { reading = false }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                reading = false
            }
        }
        close(reader)
        var status = reaped ?? 0
        if reaped == nil {
            let deadline = start.addingTimeInterval(timeout)
            while waitpid(pid, &status, WNOHANG) != pid {
                if Date() > deadline { kill(pid, SIGKILL) }
                usleep(2_000)
            }
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let err = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
        return Output(status: exitStatus, stdout: output, stderr: String(decoding: err, as: UTF8.self))
    }

    struct SpawnFailure: Error {}
}
