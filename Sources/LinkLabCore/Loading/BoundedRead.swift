import Foundation

/// Reads a whole file or descriptor, but never more than a limit: a payload, settings, screen or
/// scenario file larger than that (or `/dev/zero`) is refused with a clear reason instead of
/// filling memory.
public enum BoundedRead {
    /// 1 MiB: far above any real payload, settings, screen or scenario file.
    public static let defaultLimit = 1 << 20

    /// Why a file could not be read, worded to follow its name ("payload.json is larger than 1 MiB").
    public enum Failure: Error, Equatable, Sendable {
        case missing
        case folder
        case permissionDenied
        case tooLarge(limit: Int)
        case unreadable(reason: String)

        /// The reason, to be written after the file's name.
        public var reason: String {
            switch self {
            case .missing: "does not exist"
            case .folder: "is a folder, not a file"
            case .permissionDenied: "cannot be read: permission denied"
            case .tooLarge(let limit): "is larger than \(BoundedRead.describe(limit)), the most LinkLab reads"
            case .unreadable(let reason): "cannot be read: \(reason)"
            }
        }
    }

    /// The contents of the file at `path`, at most `limit` bytes. Opening never waits for a FIFO's writer.
    public static func file(atPath path: String, limit: Int = defaultLimit) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .folder }
        // O_NONBLOCK only kept `open` from waiting; a pipe or device is then read normally.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// Everything left on `descriptor` up to end of input, at most `limit` bytes. EINTR is retried,
    /// and a non-blocking descriptor with nothing yet to read is waited on with poll(2).
    public static func read(descriptor: Int32, limit: Int = defaultLimit) throws(Failure) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Ask for one byte beyond the limit, so that a file of exactly `limit` bytes passes.
        let ceiling = limit < Int.max ? max(0, limit) + 1 : limit
        while true {
            let wanted = min(chunk.count, ceiling - data.count)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
                if data.count > limit { throw .tooLarge(limit: limit) }
                continue
            }
            if count == 0 { return data }
            let error = errno
            switch error {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                while poll(&request, 1, -1) < 0, errno == EINTR {}
            default: throw failure(error)
            }
        }
    }

    static func failure(_ error: Int32) -> Failure {
        switch error {
        case ENOENT, ENOTDIR: .missing
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .folder
        default: .unreadable(reason: String(cString: strerror(error)))
        }
    }

    /// "1 MiB", "512 KiB" or "100 bytes".
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
