import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabSystem

/// Opens a file the app writes as it runs (`--transcript`, `--record`), refusing anything but a
/// regular file.
///
/// A FIFO would block the open until something reads it (forever, with no message), and a terminal
/// or device is no file to keep; so the file is opened without blocking and its type checked before
/// anything is written.
///
/// Opening never truncates: the app may still fail to start (no terminal), and what the file held
/// must then be as it was. A recording is emptied with `empty` once the screen is up, and
/// a file the open created is removed again with `discard` if the run never starts.
enum WritableFile {
    /// An open file, and whether opening it created it.
    struct Opened {
        let descriptor: Int32
        let created: Bool
    }

    /// The open descriptor, or a usage error naming the file.
    static func open(_ path: String, as file: WrittenFile, append: Bool) throws(UsageError) -> Opened {
        let before = try? FileStatus.of(path: path)
        if let before, before.kind != .regular {
            throw UsageError(.fileToWrite(.notARegularFile(file, path: path, FileKind(before.kind))))
        }
        // Opened without waiting for a FIFO's reader; writes to a regular file then block as usual, so a
        // short write is an error, not EAGAIN.
        let descriptor: Int32
        do { descriptor = try FileDescriptor.openForWriting(path, append: append) } catch {
            throw UsageError(.fileToWrite(.cannotOpen(file, path: path, errno: error.code)))
        }
        let status = try? FileStatus.of(descriptor: descriptor)
        guard let status, status.kind == .regular else {
            FileDescriptor.close(descriptor)
            throw UsageError(.fileToWrite(.notARegularFile(file, path: path, FileKind(status?.kind ?? .other))))
        }
        return Opened(descriptor: descriptor, created: before == nil)
    }

    /// Empties the file, once the run has surely started; why not, or nil.
    static func empty(_ descriptor: Int32) -> WriteFailure? {
        do { try FileDescriptor.truncate(descriptor) } catch { return .errno(error.code) }
        return nil
    }

    /// The run did not start: closes the file, and removes it if opening it created it and
    /// nothing was written, so no empty file is left behind.
    static func discard(_ opened: Opened, path: String) {
        if opened.created, let status = try? FileStatus.of(descriptor: opened.descriptor), status.size == 0 {
            // Only the very file opened, not one put there since.
            if let atPath = try? FileStatus.of(path: path), atPath.inode == status.inode, atPath.device == status.device {
                try? FileSystem.removeFile(path)
            }
        }
        FileDescriptor.close(opened.descriptor)
    }

    /// Writes all of `bytes`; why not, or nil.
    static func write(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> WriteFailure? {
        do { try FileDescriptor.write(descriptor, UnsafeRawBufferPointer(bytes)) } catch {
            switch error {
            case .failed(let system): return .errno(system.code)
            case .nothingWritten: return .nothingWritten
            }
        }
        return nil
    }
}
