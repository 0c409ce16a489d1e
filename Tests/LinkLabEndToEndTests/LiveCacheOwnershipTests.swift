import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabSystem
import Testing
@testable import linklab

/// The `--live` cache is the user's own: its folder is made 0700 and refused when another user owns
/// it or others may write in it; a link planted at a cache file's name is never followed, neither when the
/// cache is written nor when `--offline` reads it; a cache file for another domain or another app is never
/// used, and one that cannot be used is set aside, so that later runs do not meet it again. A stand-in
/// helper answers, so nothing here touches the network.
@Suite("The live cache is the user's own", .serialized)
struct LiveCacheOwnershipTests {
    static let domain = "bank.example"
    static let link = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let demoAppID = "ABCDE12345.com.q2.mobile.demo"
    static let aasa = Array(#"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"components":[{"/":"*"}]}]}}"#.utf8)

    /// What the three files `--live` fetches answered, with the URLs the order names.
    static func fetches(at time: Double = Date().timeIntervalSince1970.rounded(.down)) -> [SiteFetch] {
        LiveSite.files.map { file in
            SiteFetch(file: file, url: SiteDomain.url(of: file, domain: domain, appleCDN: SiteDomain.appleCDN, googleAPI: SiteDomain.googleAPI),
                      fetchedAt: Date(timeIntervalSince1970: time),
                      outcome: .answered(SiteResponse(status: 200, contentType: "application/json", body: file == .assetLinks ? Array("[]".utf8) : aasa)))
        }
    }

    /// A scratch folder holding a stand-in helper that answers with `fetches()`, and the cache folder's parent.
    struct Scratch {
        let root: URL
        let helper: String
        var cacheHome: URL { root.appendingPathComponent("cache-home") }
        var folder: URL { cacheHome.appendingPathComponent("linklab") }
        var cacheFile: URL { folder.appendingPathComponent("site-\(LiveCacheOwnershipTests.domain).json") }

        init() throws {
            let answer = SiteCache.encode(domain: LiveCacheOwnershipTests.domain, fetches: LiveCacheOwnershipTests.fetches())
            let (helper, folder) = try NetworkHelperTests.helper("cat > /dev/null; printf '%s' '\(answer.replacingOccurrences(of: "\n", with: ""))'")
            root = folder
            self.helper = helper
        }

        func run(_ extra: [String]) throws -> LinkLab.Output {
            try LinkLab.run(["explain", "--live", "--site", LiveCacheOwnershipTests.domain] + extra + [LiveCacheOwnershipTests.link],
                            environment: ["XDG_CACHE_HOME": cacheHome.path, "LINKLAB_FETCH": helper], timeout: 60)
        }

        func live() throws -> LinkLab.Output { try run([]) }
        func offline() throws -> LinkLab.Output { try run(["--offline"]) }

        func writeCache(_ text: String) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(text.utf8).write(to: cacheFile)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Whether `lines` is the one line `--offline` says when it uses the cache, fetched a few seconds ago.
    static func saysUsingCache(_ lines: [String], domain: String = domain) -> Bool {
        lines.count == 1 && (0...120).map { "linklab: " + Wording.usingCache(of: domain, age: $0) }.contains(lines[0])
    }

    static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test("--live makes the cache folder 0700 and the file 0600; --offline then reads it")
    func madePrivate() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let live = try scratch.live()
        #expect(!live.err.contains("cache"), "\(live.err)")
        #expect(try Self.mode(scratch.folder.path) == 0o700)
        #expect(try Self.mode(scratch.cacheFile.path) == 0o600)
        let offline = try scratch.offline()
        #expect(Self.saysUsingCache(offline.errLines), "\(offline.err)")
    }

    @Test("a symbolic link planted at the cache file's name is replaced, and the file it names is left alone")
    func plantedLinkNotFollowed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let victim = scratch.root.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(atPath: scratch.cacheFile.path, withDestinationPath: victim.path)
        let live = try scratch.live()
        #expect(!live.err.contains("cache"), "\(live.err)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.cacheFile.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test("--offline never reads a cache file through a symbolic link")
    func offlineRefusesLink() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let elsewhere = scratch.root.appendingPathComponent("planted.json")
        try Data(SiteCache.encode(domain: Self.domain, appID: Self.demoAppID, fetches: Self.fetches()).utf8).write(to: elsewhere)
        try FileManager.default.createDirectory(at: scratch.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: scratch.cacheFile.path, withDestinationPath: elsewhere.path)
        let offline = try scratch.offline()
        #expect(offline.status == 2)
        #expect(offline.errLines == ["linklab: --offline: the cache file \(scratch.cacheFile.path) is a symbolic link, which LinkLab never follows; remove it and run once with --live"])
    }

    @Test("a cache folder others may write in is refused with the reason, by --live and by --offline")
    func folderWritableByOthers() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.writeCache(SiteCache.encode(domain: Self.domain, appID: Self.demoAppID, fetches: Self.fetches()))
        let before = try Data(contentsOf: scratch.cacheFile)
        chmod(scratch.folder.path, 0o777)
        let live = try scratch.live()
        let refusal = CacheRefusal.folder(.writableByOthers(mode: 0o777))
        #expect(live.errLines == ["linklab: " + Wording.goingOnWithout(Wording.cacheRefused(refusal, path: scratch.folder.path))], "\(live.err)")
        #expect(try Data(contentsOf: scratch.cacheFile) == before)
        let offline = try scratch.offline()
        #expect(offline.status == 2)
        #expect(offline.errLines == ["linklab: " + UsageError(.cacheRefused(refusal, path: scratch.folder.path)).message], "\(offline.err)")
    }

    @Test("a cache folder another user owns is refused with the reason", .enabled(if: getuid() == 0, "needs root to give the folder away"))
    func folderOwnedByOther() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.writeCache(SiteCache.encode(domain: Self.domain, appID: Self.demoAppID, fetches: Self.fetches()))
        chown(scratch.folder.path, 4242, 4242)
        let offline = try scratch.offline()
        #expect(offline.status == 2)
        let refusal = CacheRefusal.folder(.ownedByOther(owner: 4242))
        #expect(offline.errLines == ["linklab: " + UsageError(.cacheRefused(refusal, path: scratch.folder.path)).message], "\(offline.err)")
        let live = try scratch.live()
        #expect(live.errLines == ["linklab: " + Wording.goingOnWithout(Wording.cacheRefused(refusal, path: scratch.folder.path))], "\(live.err)")
    }

    @Test("a cache file for another app ID, another domain, with no app ID or a time out of range is set aside once, with the reason",
          arguments: [
            ("other-app", "it was not fetched for this app ID"),
            ("no-app", "it was not fetched for this app ID"),
            ("other-domain", "it is for another domain"),
            ("time-1e300", "a fetch's time is not whole seconds between 1970 and the year 9999"),
          ])
    func setAside(kind: String, words: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let text: String = switch kind {
        case "other-app": SiteCache.encode(domain: Self.domain, appID: "ZZZZZ99999.com.other.app", fetches: Self.fetches())
        case "no-app": SiteCache.encode(domain: Self.domain, fetches: Self.fetches())
        case "other-domain": SiteCache.encode(domain: "evil.example", appID: Self.demoAppID, fetches: Self.fetches())
        default: SiteCache.encode(domain: Self.domain, appID: Self.demoAppID, fetches: Self.fetches(at: 1_700_000_000))
            .replacingOccurrences(of: "1700000000", with: "1e300")
        }
        try scratch.writeCache(text)
        let first = try scratch.offline()
        #expect(first.status == 2)
        #expect(first.errLines == ["linklab: --offline: the cache file \(scratch.cacheFile.path) cannot be used: \(words); it was set aside as \(scratch.cacheFile.path).unusable; run once with --live to fetch again"])
        #expect(FileManager.default.fileExists(atPath: scratch.cacheFile.path + ".unusable"))
        // The next run does not meet it again: there is no cache, and --live keeps a good one.
        let second = try scratch.offline()
        #expect(second.status == 2)
        #expect(second.errLines == ["linklab: " + UsageError(.noCachedFiles(domain: Self.domain, path: scratch.cacheFile.path, .missing)).message],
                "\(second.err)")
        _ = try scratch.live()
        #expect(Self.saysUsingCache(try scratch.offline().errLines))
    }
}
