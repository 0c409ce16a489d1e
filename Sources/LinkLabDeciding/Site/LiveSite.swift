#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabReading

/// `--live`: the app emulated with the files the site really serves instead of the settings' own. iOS
/// reads Apple's CDN copy of the AASA; Android reads the domain's assetlinks.json (docs/contract.md, "Live site").
public enum LiveSite {
    /// The files `--live` fetches: both copies of the AASA (so a differing CDN copy can be named) and
    /// the domain's assetlinks.json. Google's list decides nothing on a phone.
    public static let files: [SiteFile] = [.aasa, .aasaCDN, .assetLinks]

    /// The app with the live file for its platform in place of the settings' one. A file the phone needs that
    /// did not come, or came with an error, is a problem naming its code and reason: nothing is emulated with it.
    public static func apply(_ fetches: [SiteFetch], domain: String, to app: BankingApp,
                             cacheAge: Int? = nil) throws(LiveProblem) -> BankingApp {
        let report = SiteReport(domain: domain, question: SiteQuestion(), fetches: fetches)
        let needed = app.configuration.platform.rules.liveSiteFile
        guard let check = report.file(needed) else { throw LiveProblem(file: needed, domain: domain, problem: nil) }
        if let problem = check.problems.first(where: { $0.code.severity == .error }) {
            throw LiveProblem(file: needed, domain: domain, problem: problem)
        }
        let origin = LiveFileOrigin(file: needed, domain: domain, url: check.fetch.url, fetchedAt: check.fetch.fetchedAt, cacheAge: cacheAge)
        var app = app
        if let rules = check.association {
            app.configuration.prerequisites.aasa = rules
            app.configuration.prerequisites.files.aasaFile = nil
            app.configuration.prerequisites.files.liveAASA = origin
        } else if let links = check.assetLinks {
            app.configuration.android.assetLinks = links
            app.configuration.android.assetLinksFile = nil
            app.configuration.prerequisites.files.liveAssetLinks = origin
        } else {
            throw LiveProblem(file: needed, domain: domain, problem: nil)
        }
        return app
    }
}

/// Why `--live` cannot emulate: the file the phone needs, and its first error (nil: it was not fetched).
public struct LiveProblem: Error, Sendable, Equatable {
    public var file: SiteFile
    public var domain: String
    public var problem: SiteProblem?
}
