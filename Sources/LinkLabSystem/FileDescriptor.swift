#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The descriptor calls every reader and writer of LinkLab is built on: open, read, write and close, each
/// retried on EINTR, with failures as a `SystemError`.
public enum FileDescriptor {
    /// Opens `path` for reading without waiting for a FIFO's writer (then reads block as usual), closed on exec,
    /// never becoming the controlling terminal.
    public static func openForReading(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .current }
        setBlocking(descriptor)
        return descriptor
    }

    /// Opens (creating, mode 0644) `path` for writing without waiting for a FIFO's reader; never truncates.
    /// Writes block as usual once it is open.
    public static func openForWriting(_ path: String, append: Bool) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | (append ? O_APPEND : 0) | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current }
        setBlocking(descriptor)
        return descriptor
    }

    /// Creates `path` for writing (mode 0644), failing when anything is there already, a symbolic link
    /// included (O_EXCL | O_NOFOLLOW): a new file is never a file someone else put there.
    public static func createNew(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current }
        return descriptor
    }

    /// A new, empty file in `folder` named `prefix` and six random characters (`mkstemp`), open for reading
    /// and writing; its path.
    public static func createTemporary(inFolder folder: String, prefix: String) throws(SystemError) -> (descriptor: Int32, path: String) {
        var template = Array(((folder.isEmpty ? "." : folder) + "/" + prefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .current }
        return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Sets the permission bits of an open file.
    public static func setMode(_ descriptor: Int32, _ mode: UInt32) {
        _ = fchmod(descriptor, mode_t(mode))
    }

    /// Reads at most `buffer.count` bytes at `offset`, without moving the file's position; 0 at the end.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemError) -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count >= 0 { return count }
            let error = SystemError.current
            if !error.isInterrupted { throw error }
        }
    }

    /// Clears O_NONBLOCK, so that reads and writes wait rather than fail with EAGAIN.
    public static func setBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK != 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// Reads at most `buffer.count` bytes; 0 at the end. EINTR is retried, and a non-blocking descriptor with
    /// nothing yet to read is waited on.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let count = cRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            let error = SystemError.current
            if error.isInterrupted { continue }
            if error.wouldBlock { waitUntilReadable(descriptor, milliseconds: -1); continue }
            throw error
        }
    }

    /// One `read(2)`: the count, or -1 with errno set (for loops that handle EINTR and EAGAIN themselves).
    public static func readOnce(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        cRead(descriptor, buffer.baseAddress, buffer.count)
    }

    /// Writes all of `bytes`. EINTR is retried; a write that writes nothing is `nothingWritten`.
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(WriteStop) {
        var written = 0
        try write(descriptor, bytes, written: &written)
    }

    /// The same, adding to `written` every byte written, so that a caller knows how far a closed pipe got.
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, written total: inout Int) throws(WriteStop) {
        var offset = 0
        while offset < bytes.count {
            let written = cWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                let error = SystemError.current
                if error.isInterrupted { continue }
                if error.wouldBlock { waitUntilWritable(descriptor); continue }
                throw .failed(error)
            }
            guard written > 0 else { throw .nothingWritten }
            offset += written
            total += written
        }
    }

    /// Writes all of `bytes`, as above.
    public static func write(_ descriptor: Int32, _ bytes: [UInt8]) throws(WriteStop) {
        let stop: WriteStop? = bytes.withUnsafeBytes { raw in
            do throws(WriteStop) { try write(descriptor, raw) } catch { return error }
            return nil
        }
        if let stop { throw stop }
    }

    /// Why a write stopped part way.
    public enum WriteStop: Error, Equatable, Sendable {
        case failed(SystemError)
        case nothingWritten
    }

    /// Waits until `descriptor` can be read, or `milliseconds` pass (-1: no limit). True when readable.
    @discardableResult
    public static func waitUntilReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, milliseconds)
            if ready < 0, errno == EINTR { if milliseconds < 0 { continue } else { return false } }
            return ready > 0
        }
    }

    /// Waits until `descriptor` can take more bytes (a full non-blocking pipe).
    public static func waitUntilWritable(_ descriptor: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&request, 1, -1) < 0, errno == EINTR {}
    }

    /// Empties an open file and goes back to its start.
    public static func truncate(_ descriptor: Int32) throws(SystemError) {
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else { throw .current }
    }

    /// Flushes what was written to the disk.
    public static func sync(_ descriptor: Int32) throws(SystemError) {
        guard fsync(descriptor) == 0 else { throw .current }
    }

    public static func close(_ descriptor: Int32) {
        _ = cClose(descriptor)
    }
}

// The C library's own names, reached past the methods above that share them.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
