import LinkLabCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a file the app writes as it runs (`--transcript`, `--record`), refusing anything but a
/// regular file.
///
/// A FIFO would block the open until something reads it (forever, with no message), and a terminal
/// or device is no file to keep; so the file is opened without blocking and its type checked before
/// anything is written.
enum WritableFile {
    /// The open descriptor, or a one-line error naming the file as `named` (e.g. "the transcript").
    static func open(_ path: String, named what: String, append: Bool) throws(UsageError) -> Int32 {
        let shown = DisplayText.sanitize(path, limit: 200)
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            throw notRegular(what, shown, status.st_mode)
        }
        let mode = append ? O_APPEND : O_TRUNC
        let descriptor = Glibc.open(path, O_WRONLY | mode | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UsageError(message: "\(what) \(shown) cannot be opened for writing: \(String(cString: strerror(errno)))")
        }
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw notRegular(what, shown, status.st_mode)
        }
        // Writes to a regular file never block; clear the flag so a short write is an error, not EAGAIN.
        _ = fcntl(descriptor, F_SETFL, O_WRONLY | mode)
        return descriptor
    }

    /// Writes all of `bytes`; the error worded for a person, or nil.
    static func write(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? String(cString: strerror(errno)) : "nothing was written" }
            offset += written
        }
        return nil
    }

    private static func notRegular(_ what: String, _ shown: String, _ mode: mode_t) -> UsageError {
        let kind = switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "not a file"
        }
        return UsageError(message: "\(what) \(shown) is not a regular file (it is \(kind)); give the path of a file")
    }
}
