#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as text, read as `NSString`'s path methods read them (the folder of a file, a name joined to a
/// folder, the last name), so that no target needs the whole of Foundation for them.
public enum Paths {
    /// The folder `path` names a file in: `/tmp/a.json` → `/tmp`, `/tmp/` → `/`, `a.json` → ``.
    public static func folder(of path: String) -> String {
        var path = Substring(collapsingSlashes(path))
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        var folder = path[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// `name` in `folder`: `/tmp` + `a.json` → `/tmp/a.json`; an empty folder gives the name.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        if name.isEmpty { return folder }
        let trimmedName = name.drop { $0 == "/" }
        return collapsingSlashes(folder.hasSuffix("/") ? folder + trimmedName : folder + "/" + trimmedName)
    }

    /// `a//b` as `a/b`, as NSString reads a path.
    private static func collapsingSlashes(_ path: String) -> String {
        guard path.contains("//") else { return path }
        var result = ""
        var previousSlash = false
        for character in path {
            if character == "/", previousSlash { continue }
            previousSlash = character == "/"
            result.append(character)
        }
        return result
    }

    /// The last name in `path`: `/tmp/a.json` → `a.json`, `/tmp/` → `tmp`, `/` → `/`.
    public static func lastComponent(_ path: String) -> String {
        var path = Substring(collapsingSlashes(path))
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/"), path != "/" else { return String(path) }
        return String(path[path.index(after: slash)...])
    }

    /// The user's home folder: HOME when it is absolute, else the password database's.
    public static var home: String? {
        if let home = Platform.environment("HOME"), home.hasPrefix("/") { return home }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    /// The path of the running program, its symbolic links resolved; nil when the system does not say.
    public static var executable: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let path = String(cString: buffer)
        return (try? FileSystem.realPath(path)) ?? path
        #else
        return nil
        #endif
    }
}
