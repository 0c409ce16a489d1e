import LinkLabSystem

/// Why a file or folder LinkLab was told to read cannot be read, told apart so the message is exact.
public enum FileProblem: Error, Sendable, Equatable {
    case missing
    case isAFolder
    case notAFolder
    case permissionDenied
    case tooLarge(limit: Int)
    /// A byte that is not UTF-8, where a text file was expected: where it is, and its value.
    case notUTF8(line: Int, column: Int, byte: UInt8)
    /// A file named by a check list or scenario that lies outside that list's folder.
    case outsideFolder(folder: String)
    case unreadable(String)

    /// From the error of a failed `open`, `read` or folder listing.
    init(_ error: SystemError) {
        if error.isMissing || error.isNotAFolder { self = .missing }
        else if error.isPermissionDenied { self = .permissionDenied }
        else if error.isAFolder { self = .isAFolder }
        else { self = .unreadable(error.reason) }
    }

    /// "1 MiB", "512 KiB" or "100 bytes".
    package static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
