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
enum LiveCache {
    static var folder: String? {
        UserFolders.cache(environment: ProcessInfo.processInfo.environment)
    }

    /// Keeps the fetched files. A cache that cannot be written is said on stderr, and the command goes on.
    static func store(_ fetches: [SiteFetch], domain: String) {
        guard let folder else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try OutputFile.write(Array(SiteCache.encode(domain: domain, fetches: fetches).utf8),
                                 to: folder + "/" + SiteCache.fileName(domain: domain), as: .liveCache)
        } catch let error as OutputError {
            Terminal.standardError("linklab: " + Wording.goingOnWithout(error.message))
        } catch {
            Terminal.standardError("linklab: " + Wording.goingOnWithout(Wording.cacheFolderUnmade(folder)))
        }
    }

    /// The cached files for `domain`, or a usage error saying why there are none.
    static func load(domain: String) throws -> [SiteFetch] {
        guard let folder else { throw UsageError(.noCacheFolder) }
        let path = folder + "/" + SiteCache.fileName(domain: domain)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: 16 << 20)
        } catch {
            throw UsageError(.noCachedFiles(domain: domain, path: path, error))
        }
        do {
            return try SiteCache.decode(bytes, domain: domain)
        } catch {
            guard case .unreadable(let why) = error else { throw error }
            throw UsageError(.cacheUnusable(path: path, why: why))
        }
    }
}
