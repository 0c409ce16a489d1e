import Foundation

/// Writes every byte or says why not: a partial write is continued, EINTR is retried, and a
/// non-blocking descriptor that is full (EAGAIN) is waited on with poll(2) until it drains.
enum CheckedWrite {
    /// How a write ended.
    enum Outcome: Equatable {
        case written
        /// The reader went away (EPIPE): nobody is left to tell.
        case closed
        /// Any other error, such as ENOSPC on /dev/full.
        case failed(errno: Int32)
    }

    static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Outcome {
        var count = 0
        return all(bytes, to: descriptor, count: &count)
    }

    /// The same, adding to `count` every byte written, so that a caller knows how far a closed pipe got.
    static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, count: inout Int) -> Outcome {
        guard var next = bytes.baseAddress else { return .written }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written > 0 {
                next += written
                remaining -= written
                count += written
                continue
            }
            if written == 0 { return .failed(errno: EIO) }
            let error = errno
            switch error {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: waitUntilWritable(descriptor)
            case EPIPE: return .closed
            default: return .failed(errno: error)
            }
        }
        return .written
    }

    static func all(_ bytes: [UInt8], to descriptor: Int32) -> Outcome {
        bytes.withUnsafeBytes { all($0, to: descriptor) }
    }

    /// Blocks until the descriptor can take more bytes (or has an error, which the next write reports).
    private static func waitUntilWritable(_ descriptor: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&request, 1, -1) < 0, errno == EINTR {}
    }
}
