#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats
import LinkLabWording
import LinkLabTUIModel

/// The links typed or pasted in the terminal app, kept between runs as a shell keeps its history:
/// `$XDG_STATE_HOME/linklab/history` (`~/.local/state/linklab/history`; on macOS in Application Support), one
/// link a line, the newest last, at most `AppModel.historyLimit` of them. Written as the live cache is: in a
/// folder of the user's own (0700), as a whole file 0600 renamed into place, never through a symbolic link.
enum InputHistoryFile {
    static var path: String? {
        UserFolders.state(environment: ProcessInfo.processInfo.environment).map { $0 + "/history" }
    }

    /// The largest history file read: `historyLimit` links of the longest a settings file allows is far less.
    static let limit = 4 << 20

    /// The links kept, oldest first, and why none could be read when a file was there but unusable (it is
    /// then set aside as `history.unusable`, so the next save does not destroy it).
    static func load() -> (links: [String], problem: String?) {
        guard let path else { return ([], nil) }
        let folder = Paths.folder(of: path)
        do { try PrivateFile.checkFolder(folder) } catch {
            if case .system(let system) = error, system.isMissing { return ([], nil) }
            return ([], Wording.historyUnusable(path: folder, why: Wording.historyFolderRefused))
        }
        let descriptor: Int32
        do { descriptor = try PrivateFile.openForReading(path) } catch {
            if error.isMissing { return ([], nil) }
            return ([], Wording.historyUnusable(path: path, why: error.isLinkLoop ? Wording.historyIsLink : error.reason))
        }
        defer { FileDescriptor.close(descriptor) }
        guard let status = try? FileStatus.of(descriptor: descriptor), status.kind == .regular, status.owner == PrivateFile.userID else {
            return ([], Wording.historyUnusable(path: path, why: Wording.historyNotRegular))
        }
        do {
            let text = try InputFile.text(try InputFile.read(descriptor: descriptor, limit: limit))
            let links = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
            return (Array(links.suffix(AppModel.historyLimit)), nil)
        } catch {
            let aside = path + ".unusable"
            let moved = (try? FileSystem.rename(path, to: aside)) != nil
            return ([], Wording.historyUnusable(path: path, why: Wording.reason(error)) + (moved ? Wording.historySetAside(aside) : ""))
        }
    }

    /// Writes the links as the whole file; a problem's words, or nil.
    static func save(_ links: [String]) -> String? {
        guard let path else { return nil }
        do { try PrivateFile.ensureFolder(Paths.folder(of: path)) } catch {
            return Wording.historyUnusable(path: Paths.folder(of: path), why: Wording.historyFolderRefused)
        }
        let bytes = Array(links.suffix(AppModel.historyLimit).map { $0 + "\n" }.joined().utf8)
        do { try OutputFile.replaceWithoutFollowing(path, with: bytes, as: .inputHistory, mode: 0o600) } catch {
            return error.message
        }
        return nil
    }
}
