#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabSystem

/// Where `--live` keeps what it fetched, with the fetch time: `$XDG_CACHE_HOME/linklab`, else
/// `~/.cache/linklab` on Linux and `~/Library/Caches/linklab` on macOS (`UserFolders`). `--offline` reads it
/// back and says how old it is.
///
/// The cache is the user's own: the folder is made 0700 and refused when another user owns it or
/// others may write in it; a cache file is opened without following a symbolic link, written beside and
/// renamed into place (a link planted at its name is replaced, never followed), and used only for its own
/// domain and app ID. A cache file that cannot be used is set aside, so that the next run does not meet it again.
enum LiveCache {
    static var folder: String? {
        UserFolders.cache(environment: ProcessInfo.processInfo.environment)
    }

    /// Keeps the fetched files. A cache that cannot be written is said on stderr, and the command goes on.
    static func store(_ fetches: [SiteFetch], domain: String, appID: String) {
        if let problem = keep(fetches, domain: domain, appID: appID) { Terminal.standardError("linklab: " + problem) }
    }

    /// Keeps the fetched files; why it could not, in words, or nil. The terminal app shows the words on its
    /// status line and in its message log: standard error would be written over its screen.
    static func keep(_ fetches: [SiteFetch], domain: String, appID: String) -> String? {
        guard let folder else { return nil }
        do { try PrivateFile.ensureFolder(folder) } catch {
            return Wording.goingOnWithout(Wording.cacheRefused(.folder(error), path: folder))
        }
        do {
            try OutputFile.replaceWithoutFollowing(folder + "/" + SiteCache.fileName(domain: domain),
                                                   with: Array(SiteCache.encode(domain: domain, appID: appID, fetches: fetches).utf8),
                                                   as: .liveCache, mode: 0o600)
        } catch {
            return Wording.goingOnWithout(error.message)
        }
        return nil
    }

    /// The cached files for `domain`, fetched for `appID`, or a usage error saying why there are none.
    static func load(domain: String, appID: String) throws -> [SiteFetch] {
        guard let folder else { throw UsageError(.noCacheFolder) }
        let path = folder + "/" + SiteCache.fileName(domain: domain)
        do { try PrivateFile.checkFolder(folder) } catch {
            if case .system(let system) = error, system.isMissing {
                throw UsageError(.noCachedFiles(domain: domain, path: path, .missing))
            }
            throw UsageError(.cacheRefused(.folder(error), path: folder))
        }
        let bytes = try read(path, domain: domain)
        do {
            return try SiteCache.decode(bytes, domain: domain, appID: appID)
        } catch {
            guard case .unreadable(let why) = error else { throw error }
            throw UsageError(.cacheUnusable(path: path, why: why, setAsideAs: setAside(path)))
        }
    }

    /// The bytes of the cache file: never through a symbolic link, only a regular file of this user's.
    private static func read(_ path: String, domain: String) throws -> [UInt8] {
        let descriptor: Int32
        do { descriptor = try PrivateFile.openForReading(path) } catch {
            if error.isLinkLoop { throw UsageError(.cacheRefused(.link, path: path)) }
            throw UsageError(.noCachedFiles(domain: domain, path: path, error.isMissing ? .missing : .unreadable(error.reason)))
        }
        defer { FileDescriptor.close(descriptor) }
        guard let status = try? FileStatus.of(descriptor: descriptor), status.kind == .regular else {
            throw UsageError(.cacheRefused(.notARegularFile, path: path))
        }
        guard status.owner == PrivateFile.userID else { throw UsageError(.cacheRefused(.ownedByOther(owner: status.owner), path: path)) }
        do { return try InputFile.read(descriptor: descriptor, limit: limit) } catch {
            throw UsageError(.noCachedFiles(domain: domain, path: path, error))
        }
    }

    /// Renames an unusable cache file to `….unusable` beside it (replacing an earlier one); the new name, or nil.
    private static func setAside(_ path: String) -> String? {
        let aside = path + ".unusable"
        do { try FileSystem.rename(path, to: aside) } catch { return nil }
        return aside
    }

    /// The largest cache file read.
    static let limit = 16 << 20
}

/// Why the cache folder or a cache file is not used: it is not the user's own, or not a plain file.
enum CacheRefusal: Equatable, Sendable {
    case folder(PrivateFile.FolderProblem)
    /// A symbolic link at the cache file's name (opened with O_NOFOLLOW).
    case link
    case notARegularFile
    case ownedByOther(owner: UInt32)
}
