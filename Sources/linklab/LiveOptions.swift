import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `--live` and `--offline` on `explain`, `check` and `play`: emulate with the files the site really serves
/// (README, "Is it the site?"). Without `--live` nothing touches the network.
struct LiveOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(Help.Live.live))
    var live = false

    @Flag(help: ArgumentHelp(Help.Live.offline))
    var offline = false

    @Option(name: .long, help: ArgumentHelp(Help.Live.site, valueName: "DOMAIN"))
    var site: String?

    @OptionGroup var network: SiteOptions

    /// The app with the live files in place of the settings' ones, or the app as it is without --live.
    func apply(to app: BankingApp) throws -> BankingApp {
        guard live else {
            if offline || site != nil { throw UsageError(.needsLive(offline ? .offline : .site)) }
            return app
        }
        let text = site ?? app.configuration.associatedDomain
        guard let domain = SiteDomain.parse(text) else {
            throw UsageError(.notADomain(text, option: .site))
        }
        let fetches: [SiteFetch]
        var age: Int?
        if let earlier = Self.fetched.value(for: domain) {
            // `play` applies --live to every scenario: the site is fetched once per run, not once per scenario.
            fetches = earlier.fetches
            age = earlier.age
        } else if offline {
            fetches = try LiveCache.load(domain: domain, appID: Self.cacheAppID(of: app))
            let newest = fetches.map(\.fetchedAt).max() ?? Date()
            age = Int(Date().timeIntervalSince(newest))
            Terminal.standardError("linklab: " + Wording.usingCache(of: domain, age: age ?? 0))
        } else {
            fetches = try network.fetch(LiveSite.files, domain: domain)
            // A run with no answer at all (no network) keeps the last good copy for --offline.
            if fetches.contains(where: { $0.response != nil }) { LiveCache.store(fetches, domain: domain, appID: Self.cacheAppID(of: app)) }
        }
        Self.fetched.keep(fetches, age: age, for: domain)
        do {
            return try LiveSite.apply(fetches, domain: domain, to: app, cacheAge: age)
        } catch {
            throw UsageError(.liveSite(error))
        }
    }

    /// F6's Alt-R: the site fetched again (never from the cache), kept for --offline, and `app`, the app as
    /// the session has it now (F6's changes included), emulated with the new copies.
    /// Fetches the site's files again for the terminal app (Alt-R): the app emulated with them, and what went
    /// wrong on the way that did not stop it (a cache that could not be written), for its status line.
    func refetch(into app: BankingApp) throws -> (app: BankingApp, warnings: [String]) {
        let text = site ?? app.configuration.associatedDomain
        guard let domain = SiteDomain.parse(text) else {
            throw UsageError(.notADomain(text, option: .site))
        }
        let fetches = try network.fetch(LiveSite.files, domain: domain)
        var warnings: [String] = []
        if fetches.contains(where: { $0.response != nil }),
           let problem = LiveCache.keep(fetches, domain: domain, appID: Self.cacheAppID(of: app)) {
            warnings.append(problem)
        }
        Self.fetched.keep(fetches, age: nil, for: domain)
        do {
            return (try LiveSite.apply(fetches, domain: domain, to: app, cacheAge: nil), warnings)
        } catch {
            throw UsageError(.liveSite(error))
        }
    }

    /// The app a cache file is kept for: its iOS app ID, or on Android its package. A cache file fetched
    /// for another app is never used.
    static func cacheAppID(of app: BankingApp) -> String {
        app.configuration.platform == .android ? app.configuration.androidPackage : app.configuration.appID
    }

    /// What this run has already fetched (or read from the cache), by domain.
    static let fetched = FetchedSites()
}

/// The fetches of one run, by domain, so that each site is fetched once however many scenarios name it.
final class FetchedSites: @unchecked Sendable {
    private let lock = Lock()
    private var byDomain: [String: (fetches: [SiteFetch], age: Int?)] = [:]

    func value(for domain: String) -> (fetches: [SiteFetch], age: Int?)? {
        lock.lock()
        defer { lock.unlock() }
        return byDomain[domain]
    }

    func keep(_ fetches: [SiteFetch], age: Int?, for domain: String) {
        lock.lock()
        byDomain[domain] = (fetches, age)
        lock.unlock()
    }
}
