#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls on paths: the names a folder holds, removing a file.
public enum FileSystem {
    /// The names in the folder at `path`, without `.` and `..`, in the order the system gives them.
    public static func names(inFolder path: String) throws(SystemError) -> [String] {
        guard let folder = opendir(path) else { throw .current }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes the file (never a folder) at `path`.
    public static func removeFile(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw .current }
    }

    /// Renames `from` to `to`, replacing a file there in one step.
    public static func rename(_ from: String, to: String) throws(SystemError) {
        guard cRename(from, to) == 0 else { throw .current }
    }

    /// Creates the folder (with `mode`, less the umask); true when it was made, false when it existed.
    @discardableResult
    public static func makeFolder(_ path: String, mode: UInt32 = 0o755) throws(SystemError) -> Bool {
        if mkdir(path, mode_t(mode)) == 0 { return true }
        let error = SystemError.current
        if error.alreadyExists { return false }
        throw error
    }

    /// The path a symbolic link holds, as written in it.
    public static func linkTarget(_ path: String) throws(SystemError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { throw count == 0 ? .invalidArgument : .current }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The path with every symbolic link and `.` and `..` resolved, when it exists (`realpath`).
    public static func realPath(_ path: String) throws(SystemError) -> String {
        guard let real = realpath(path, nil) else { throw .current }
        defer { free(real) }
        return String(cString: real)
    }

    /// The process's file-creation mask, read without changing it.
    public static var creationMask: UInt32 {
        let mask = umask(0o022)
        umask(mask)
        return UInt32(mask)
    }
}

private func cRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
