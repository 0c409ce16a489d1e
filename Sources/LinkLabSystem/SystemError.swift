#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call's `errno`, told apart by what it means to LinkLab rather than by its number (the
/// numbers differ between Linux and macOS).
public struct SystemError: Error, Equatable, Hashable, Sendable {
    /// The raw `errno` value.
    public let code: Int32

    public init(code: Int32) { self.code = code }

    /// The error the last failed call on this thread left.
    public static var current: SystemError { SystemError(code: errno) }

    /// The system's own short sentence for it ("No such file or directory").
    public var reason: String { String(cString: strerror(code)) }

    public var isMissing: Bool { code == ENOENT }
    public var isNotAFolder: Bool { code == ENOTDIR }
    public var isAFolder: Bool { code == EISDIR }
    public var isPermissionDenied: Bool { code == EACCES || code == EPERM }
    public var isInterrupted: Bool { code == EINTR }
    public var wouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }
    /// Too many levels of symbolic links.
    public var isLinkLoop: Bool { code == ELOOP }
    /// The reader of a pipe or socket has gone.
    public var isBrokenPipe: Bool { code == EPIPE }
    /// The disk (or quota) is full.
    public var isNoSpace: Bool { code == ENOSPC || code == EDQUOT }
    /// "Text file busy": a program being written cannot be run yet.
    public var isBusyExecutable: Bool { code == ETXTBSY }

    /// The name is taken (EEXIST).
    public var alreadyExists: Bool { code == EEXIST }

    public static let noSuchFile = SystemError(code: ENOENT)
    public static let inputOutput = SystemError(code: EIO)
    public static let invalidArgument = SystemError(code: EINVAL)
    public static let permissionDenied = SystemError(code: EACCES)
    public static let brokenPipe = SystemError(code: EPIPE)
    public static let noSpace = SystemError(code: ENOSPC)
    public static let tooManyLinks = SystemError(code: ELOOP)
}
