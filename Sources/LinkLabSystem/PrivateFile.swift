#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that are the user's own (the `--live` cache): a folder created 0700 and checked for its owner and
/// mode, and a file opened without following a symbolic link, so that nobody else can plant one.
public enum PrivateFile {
    /// Why a folder is not the user's own to keep files in.
    public enum FolderProblem: Error, Equatable, Sendable {
        /// Something other than a folder is at the path.
        case notAFolder
        /// Another user owns it (`owner` is that user's ID).
        case ownedByOther(owner: UInt32)
        /// Users other than the owner may write in it (`mode` is its permission bits).
        case writableByOthers(mode: UInt32)
        /// It cannot be made or looked at.
        case system(SystemError)
    }

    /// The user ID this process runs as.
    public static var userID: UInt32 { UInt32(getuid()) }

    /// Makes `path` (mode 0700, its missing parents 0700 too) unless something is there, then checks that it is
    /// a folder owned by this user that nobody else may write in.
    public static func ensureFolder(_ path: String) throws(FolderProblem) {
        if (try? FileStatus.ofLink(path: path)) == nil { try make(path) }
        try checkFolder(path)
    }

    /// Checks that `path` is a folder owned by this user, not writable by group or others.
    public static func checkFolder(_ path: String) throws(FolderProblem) {
        let status: FileStatus
        do { status = try FileStatus.of(path: path) } catch { throw .system(error) }
        guard status.kind == .folder else { throw .notAFolder }
        guard status.owner == userID else { throw .ownedByOther(owner: status.owner) }
        guard status.mode & 0o022 == 0 else { throw .writableByOthers(mode: status.mode) }
    }

    /// Makes the folder and its missing parents, each 0700 (less the umask).
    private static func make(_ path: String) throws(FolderProblem) {
        let parent = Paths.folder(of: path)
        if !parent.isEmpty, parent != path, (try? FileStatus.of(path: parent)) == nil { try make(parent) }
        do { try FileSystem.makeFolder(path, mode: 0o700) } catch { throw .system(error) }
    }

    /// Opens `path` for reading without following a symbolic link at it (O_NOFOLLOW): a link there is
    /// ELOOP (`SystemError.isLinkLoop`), never the file it names.
    public static func openForReading(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .current }
        FileDescriptor.setBlocking(descriptor)
        return descriptor
    }
}
