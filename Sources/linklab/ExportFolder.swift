#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabSystem

/// Where F8 and a finished Ctrl-T quiz save when `--export-dir` is not given: the user's own data
/// folder, never the current one, which may be a repository checkout. Created when first
/// used.
enum ExportFolder {
    /// `$XDG_DATA_HOME/linklab`, else `~/.local/share/linklab` on Linux and
    /// `~/Library/Application Support/linklab` on macOS. A relative `XDG_DATA_HOME` is ignored, as the
    /// XDG Base Directory specification says.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = UserFolders.data(environment: environment) { return folder }
        var withHome = environment
        withHome["HOME"] = Paths.home ?? "/"
        return UserFolders.data(environment: withHome) ?? "/linklab"
    }

    /// Creates the folder and those above it; why not, when it cannot.
    static func create(_ folder: String) -> FolderProblem? {
        var path = ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + part
            do { try FileSystem.makeFolder(path) } catch { return .cannotMake(errno: error.code) }
        }
        guard (try? FileStatus.of(path: folder))?.kind == .folder else { return .notAFolder }
        return nil
    }

    /// A path as the status line shows it: the home folder as `~`, sanitised.
    static func shown(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var text = path
        if let home = environment["HOME"], home.count > 1, text.hasPrefix(home + "/") { text = "~" + text.dropFirst(home.count) }
        return DisplayText.sanitize(text, limit: 400)
    }
}

/// Why the export folder cannot be made ready.
enum FolderProblem: Equatable, Sendable {
    case cannotMake(errno: Int32)
    /// Something that is not a folder is at its path.
    case notAFolder
}
