import Foundation

/// Why a file or folder LinkLab was told to read cannot be read, told apart so the message is exact.
public enum FileProblem: Error, Sendable, Equatable {
    case missing
    case isAFolder
    case notAFolder
    case permissionDenied
    case tooLarge(limit: Int)
    case unreadable(String)

    /// From the `errno` of a failed `open`, `read` or `opendir`.
    init(errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .missing
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isAFolder
        default: self = .unreadable(String(cString: strerror(code)))
        }
    }

    /// The reason, worded to follow the file's name: "settings.json does not exist".
    public var reason: String {
        switch self {
        case .missing: "does not exist"
        case .isAFolder: "is a folder, not a file"
        case .notAFolder: "is a file, not a folder"
        case .permissionDenied: "cannot be read: permission denied"
        case .tooLarge(let limit): "is larger than \(limit / (1 << 20)) MiB, too large to be a LinkLab file"
        case .unreadable(let why): "cannot be read: \(DisplayText.sanitize(why, limit: 120))"
        }
    }
}
