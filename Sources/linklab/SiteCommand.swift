import ArgumentParser
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

/// `linklab site`: what the phones get from a domain right now (README, "Is it the site?").
struct SiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: Help.Site.abstract,
        discussion: Help.Site.discussion
    )

    @Option(name: .customLong("app-id"), help: ArgumentHelp(Help.Site.appID, valueName: "ID"))
    var appID: String?

    @Option(name: .long, help: ArgumentHelp(Help.Site.package, valueName: "ID"))
    var package: String?

    @Option(name: .long, help: ArgumentHelp(Help.Site.fingerprint, valueName: "SHA256"))
    var fingerprint: [String] = []

    @Flag(help: ArgumentHelp(Help.Site.json))
    var json = false

    @OptionGroup var network: SiteOptions

    @Argument(help: ArgumentHelp(Help.Site.domain, valueName: "DOMAIN"))
    var domain: String

    @Argument(help: ArgumentHelp(Help.Site.urls, valueName: "URL"))
    var urls: [String] = []

    func run() throws {
        guard let domain = SiteDomain.parse(domain) else {
            throw UsageError(.notADomain(domain, option: .argument))
        }
        if let appID, appID.trimmingSpaces().isEmpty || DisplayText.containsUnsafe(appID) {
            throw UsageError(.appIDEmptyOrUnsafe)
        }
        if let package, !AssetLinksLookup.isPackageName(package) {
            throw UsageError(.notAPackageName(package))
        }
        if package != nil, fingerprint.isEmpty { throw UsageError(.packageNeedsFingerprint) }
        if package == nil, !fingerprint.isEmpty { throw UsageError(.fingerprintNeedsPackage) }
        for value in fingerprint where !AssetLinksLookup.isFingerprint(value) {
            throw UsageError(.notAFingerprint(value))
        }
        if !urls.isEmpty, appID == nil { throw UsageError(.urlsNeedAppID) }
        for url in urls {
            switch SiteReport.badLink(url) {
            case .notALink(let shown)?: throw UsageError(.siteURLNotALink(shown: shown, domain: domain))
            case .notHTTPS(let shown)?: throw UsageError(.siteURLNotHTTPS(shown: shown))
            case nil: break
            }
        }
        let fetches = try network.fetch(SiteFile.allCases, domain: domain)
        let report = SiteReport(domain: domain, question: SiteQuestion(appID: appID, packageName: package, fingerprints: fingerprint, urls: urls),
                                fetches: fetches)
        let out = OutputBuffer()
        if json { out.line(SiteReportJSON.document(report)) } else { Self.print(report, to: out) }
        out.flush()
        if !report.granted { throw ExitCode(1) }
    }

    static func print(_ report: SiteReport, to out: OutputBuffer) {
        let when = report.files.map(\.fetch.fetchedAt).min().map(Timestamp.iso8601) ?? ""
        out.line(Wording.siteHeading(domain: report.domain, fetchedAt: when))
        for check in report.files {
            out.line("")
            out.line("\(Wording.name(of: check.fetch.file))")
            out.line("  \(DisplayText.sanitize(check.fetch.url, limit: 300))")
            if let proxy = check.fetch.proxy { out.line("  \(Wording.throughProxy(proxy))") }
            out.line("  \(Wording.summary(of: check))")
            if let grant = Wording.grant(of: check, question: report.question) { out.line("  \(grant)") }
            for problem in check.problems {
                out.line("  \(problem.code.rawValue) (\(problem.code.severity.rawValue)): \(Wording.sentence(of: problem, file: check.fetch.file))")
            }
        }
        if !report.links.isEmpty {
            out.line("")
            out.line("Links")
            for link in report.links {
                out.line("  \(link.link)")
                if let refused = link.refused {
                    out.line("    \(refused.code.rawValue) (\(refused.code.severity.rawValue)): \(Wording.comparison(of: link))")
                    continue
                }
                out.line("    \(Wording.comparison(of: link))")
                if let cdn = link.cdn { out.line("    \(Wording.explanation(of: cdn))") }
            }
        }
        out.line("")
        out.line(Wording.conclusion(of: report))
    }
}
