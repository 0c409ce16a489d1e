#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file: its kind, its size, and which file it is (device and inode).
public struct FileStatus: Equatable, Sendable {
    /// The kinds of file a path can name.
    public enum Kind: Equatable, Sendable {
        case regular, folder, fifo, characterDevice, blockDevice, socket, symbolicLink, other
    }

    public let kind: Kind
    /// The permission bits (and set-id and sticky bits).
    public let mode: UInt32
    /// Bytes, for a regular file.
    public let size: Int
    public let device: UInt64
    public let inode: UInt64
    /// The user ID of the file's owner.
    public let owner: UInt32

    init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .folder
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        mode = UInt32(status.st_mode) & 0o7777
        size = Int(status.st_size)
        device = UInt64(truncatingIfNeeded: status.st_dev)   // dev_t is Int32 on macOS
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        owner = UInt32(status.st_uid)
    }

    /// The status of the file at `path`, following symbolic links.
    public static func of(path: String) throws(SystemError) -> FileStatus {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .current }
        return FileStatus(status)
    }

    /// The status of the path itself, a symbolic link not followed.
    public static func ofLink(path: String) throws(SystemError) -> FileStatus {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw .current }
        return FileStatus(status)
    }

    /// The status of an open descriptor.
    public static func of(descriptor: Int32) throws(SystemError) -> FileStatus {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current }
        return FileStatus(status)
    }
}
