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
}
