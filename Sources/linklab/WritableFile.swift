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
///
/// Opening never truncates: the app may still fail to start (no terminal), and what the file held
/// must then be as it was (issue 22). A recording is emptied with `empty` once the screen is up, and
/// a file the open created is removed again with `discard` if the run never starts.
enum WritableFile {
    /// An open file, and whether opening it created it.
    struct Opened {
        let descriptor: Int32
        let created: Bool
    }

    /// The open descriptor, or a usage error naming the file.
    static func open(_ path: String, as file: WrittenFile, append: Bool) throws(UsageError) -> Opened {
        var status = stat()
        let existed = stat(path, &status) == 0
        if existed, (status.st_mode & S_IFMT) != S_IFREG {
            throw UsageError(.fileToWrite(.notARegularFile(file, path: path, FileKind(mode: status.st_mode))))
        }
        let mode = append ? O_APPEND : 0
        let descriptor = Glibc.open(path, O_WRONLY | mode | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UsageError(.fileToWrite(.cannotOpen(file, path: path, errno: errno)))
        }
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw UsageError(.fileToWrite(.notARegularFile(file, path: path, FileKind(mode: status.st_mode))))
        }
        // Writes to a regular file never block; clear the flag so a short write is an error, not EAGAIN.
        _ = fcntl(descriptor, F_SETFL, O_WRONLY | mode)
        return Opened(descriptor: descriptor, created: !existed)
    }

    /// Empties the file, once the run has surely started; why not, or nil.
    static func empty(_ descriptor: Int32) -> WriteFailure? {
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else { return .errno(errno) }
        return nil
    }

    /// The run did not start: closes the file, and removes it if opening it created it and
    /// nothing was written, so no empty file is left behind.
    static func discard(_ opened: Opened, path: String) {
        var status = stat()
        if opened.created, fstat(opened.descriptor, &status) == 0, status.st_size == 0 {
            var atPath = stat()
            // Only the very file opened, not one put there since.
            if stat(path, &atPath) == 0, atPath.st_ino == status.st_ino, atPath.st_dev == status.st_dev { unlink(path) }
        }
        close(opened.descriptor)
    }

    /// Writes all of `bytes`; why not, or nil.
    static func write(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> WriteFailure? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? .errno(errno) : .nothingWritten }
            offset += written
        }
        return nil
    }
}
