import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The `--live` cache file: the bytes are read as `--offline` reads a cache file for demo.q2.com and the demo
/// app. A refused file must say why in safe words; an accepted one must hold only fetch times between 1970
/// and 9999, read back the same once written again, and emulate the demo app (iOS and Android) with links
/// whose decisions are checked as in the links target: a server's URL and bytes reach a trace line.
enum CacheTarget {
    static let domain = "demo.q2.com"
    static let appID = FIConfiguration.demo.appID

    static func run(_ bytes: [UInt8]) {
        let fetches: [SiteFetch]
        do {
            fetches = try SiteCache.decode(bytes, domain: domain, appID: appID)
        } catch {
            guard case .unreadable(let defect) = error else { return }
            OutputCheck.safe(Wording.reason(defect), "the cache file's defect", .safeError)
            return
        }
        SiteFileChecks.fetched(fetches, domain: domain, written: "cache")
        let again = SiteCache.encode(domain: domain, appID: appID, fetches: fetches)
        let read = try? SiteCache.decode(Array(again.utf8), domain: domain, appID: appID)
        Breach.check(read == fetches, .siteFilesRoundTrip, "a cache file read, written again and read back differs", kind: "cache")
        Breach.check((try? SiteCache.decode(bytes, domain: domain, appID: "ZZZZZ99999.other.app")) == nil, .cacheForeignUsed,
                     "a cache file for \(appID) was used for another app ID", kind: "app ID")
        Breach.check((try? SiteCache.decode(bytes, domain: "evil.example", appID: appID)) == nil, .cacheForeignUsed,
                     "a cache file for \(domain) was used for another domain", kind: "domain")
        SiteFileChecks.emulate(fetches, domain: domain)
    }
}

/// The network helper's answer to a fixed order for demo.q2.com: read as `NetworkHelper` reads it. A refused
/// answer says why in safe words; an accepted one holds one fetch per file asked for, in the order asked,
/// with the URL asked for, and is then judged and emulated as the cache target does.
enum AnswerTarget {
    static let order = FetchExchange.Order(domain: CacheTarget.domain, timeout: 8, trusted: [], files: LiveSite.files.map {
        ($0, SiteDomain.url(of: $0, domain: CacheTarget.domain, appleCDN: SiteDomain.appleCDN, googleAPI: SiteDomain.googleAPI))
    })

    static func run(_ bytes: [UInt8]) {
        let answer: FetchExchange.Answer
        do {
            answer = try FetchExchange.decodeAnswer(bytes, to: order)
        } catch {
            OutputCheck.safe(Wording.reason(error), "the answer's defect", .safeError)
            return
        }
        guard case .fetched(let fetches) = answer else { return }
        Breach.check(fetches.map(\.file) == order.files.map(\.file) && fetches.map(\.url) == order.files.map(\.url), .answerAsAsked,
                     "the answer's fetches are \(fetches.map { "\($0.file.rawValue) \(Escaped.string($0.url))" }), not the files asked for")
        SiteFileChecks.fetched(fetches, domain: CacheTarget.domain, written: "answer")
        let again = FetchExchange.encode(.fetched(fetches), domain: CacheTarget.domain)
        let read = try? FetchExchange.decodeAnswer(Array(again.utf8), to: order)
        Breach.check(read == answer, .siteFilesRoundTrip, "an answer read, written again and read back differs", kind: "answer")
        SiteFileChecks.emulate(fetches, domain: CacheTarget.domain)
    }
}

/// `linklab site bank.example`: the input's first line is a URL to decide, its second a header value (its
/// first byte picks the status; it is the Content-Type of two files, and every Location and Apple failure
/// reason), and the rest the body every file answered with. The report, every line `linklab site` prints and
/// its `--json` document must hold nothing unsafe; the JSON must parse; a URL on another host (as Foundation
/// reads it) or with a user name is decided with neither copy, and the report is then not granted.
enum SiteTarget {
    static let domain = "bank.example"
    static let statuses = [200, 200, 200, 200, 301, 302, 404, 500, 0, 999]
    static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
        let url = parts.count > 0 ? String(decoding: parts[0], as: UTF8.self) : ""
        let header = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
        let body = parts.count > 2 ? Array(parts[2]) : []
        let status = statuses[Int(parts.count > 1 ? parts[1].first ?? 0 : 0) % statuses.count]
        let fetches = SiteFile.allCases.enumerated().map { i, file in
            SiteFetch(file: file, url: SiteDomain.url(of: file, domain: domain, appleCDN: SiteDomain.appleCDN, googleAPI: SiteDomain.googleAPI),
                      fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
                      outcome: .answered(SiteResponse(status: status, contentType: i % 2 == 0 ? "application/json" : header, location: header,
                                                      appleFailureReason: header, appleFailureDetails: header, declaredLength: body.count,
                                                      body: body)))
        }
        // As `linklab site` does: a URL that is not an https link is a usage error before anything is fetched.
        let urls = [url, "https://bank.example/buy/1"].filter { SiteReport.badLink($0) == nil }
        for question in [SiteQuestion(appID: CacheTarget.appID, packageName: "com.q2.mobile.demo", fingerprints: [fingerprint], urls: urls),
                         SiteQuestion()] {
            let report = SiteReport(domain: domain, question: question, fetches: fetches)
            SiteFileChecks.report(report)
            for (given, link) in zip(question.urls, report.links) where offDomain(given) {
                Breach.check(link.refused != nil && link.domain == nil && link.cdn == nil && !report.granted, .offDomainDecided,
                             "the URL \(Escaped.string(given)) is not bank.example's, yet it was decided (refused: \(String(describing: link.refused)), granted: \(report.granted))")
            }
        }
    }

    /// Whether Foundation reads `url` as on another host than the domain, or with a user name.
    static func offDomain(_ url: String) -> Bool {
        guard let c = URLComponents(string: url) else { return false }
        return c.user != nil || c.password != nil || c.host.map { $0.lowercased() != domain } ?? false || c.port != nil
    }
}

/// The checks the three site-file targets share.
enum SiteFileChecks {
    /// Every fetch time of an accepted file or answer lies between 1970 and the year 9999.
    static func fetched(_ fetches: [SiteFetch], domain: String, written: String) {
        for fetch in fetches {
            let t = fetch.fetchedAt.timeIntervalSince1970
            Breach.check(t.isFinite && t >= 0 && t <= 253_402_300_799, .fetchTimeInRange, "a \(written) was accepted with the fetch time \(t)", kind: written)
        }
        report(SiteReport(domain: domain, question: SiteQuestion(appID: CacheTarget.appID, urls: ["https://\(domain)/buy/1"]), fetches: fetches))
    }

    /// The demo app emulated with the fetches on iOS and Android; a link opened on each, its decisions checked.
    static func emulate(_ fetches: [SiteFetch], domain: String) {
        for platform in [Platform.ios, .android] {
            var configuration = FIConfiguration.demo
            configuration.platform = platform
            let app: BankingApp
            do {
                app = try LiveSite.apply(fetches, domain: domain, to: SettingsTarget.app(configuration), cacheAge: 90)
            } catch {
                OutputCheck.safe(error.description, "the --live problem", .safeError)
                continue
            }
            LinkChecks.open("https://\(domain)/experimental/uux.aspx#/messages", engine: LinkEngine(app: app))
        }
    }

    /// Every line `linklab site` prints for the report, and its `--json` document: safe, and the JSON parses.
    static func report(_ report: SiteReport) {
        var lines = [Wording.conclusion(of: report)]
        for check in report.files {
            lines.append(Wording.summary(of: check))
            if let grant = Wording.grant(of: check, question: report.question) { lines.append(grant) }
            lines += check.problems.map { Wording.sentence(of: $0, file: check.fetch.file) }
        }
        lines += report.links.map { $0.link } + report.links.map(Wording.comparison(of:))
        for line in lines { OutputCheck.safe(line, "a site report line") }
        let json = SiteReportJSON.document(report)
        OutputCheck.safe(json, "the site report's JSON")
        Breach.check((try? JSONSerialization.jsonObject(with: Data(json.utf8))) is [String: Any], .siteReportJSON,
                     "the site report's JSON does not parse: \(Escaped.string(String(json.prefix(400))))")
    }
}

extension Invariant {
    /// A cache file or helper's answer, written again, reads back to the same fetches.
    static let siteFilesRoundTrip = Invariant(name: "site-files-round-trip")
    /// A cache file is used only for its own domain and app ID.
    static let cacheForeignUsed = Invariant(name: "cache-foreign-used")
    /// An accepted answer holds the files asked for, in order, with the URLs asked for.
    static let answerAsAsked = Invariant(name: "answer-not-as-asked")
    /// No accepted fetch time lies outside 1970 to 9999 (1e300 once trapped).
    static let fetchTimeInRange = Invariant(name: "fetch-time-out-of-range")
    /// `linklab site --json` is one JSON object.
    static let siteReportJSON = Invariant(name: "site-report-invalid-json")
    /// A URL on another host, or with a user name, is never decided with the domain's files.
    static let offDomainDecided = Invariant(name: "off-domain-url-decided")
}
