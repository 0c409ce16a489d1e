import ArgumentParser
import Foundation
import LinkLabCore

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
            throw UsageError(message: "\(DisplayText.sanitize(domain, limit: 120)) is not a domain; give a host name such as bank.example")
        }
        if let appID, appID.trimmingCharacters(in: .whitespaces).isEmpty || DisplayText.containsUnsafe(appID) {
            throw UsageError(message: "--app-id is empty or unsafe; give TeamID.bundleID, e.g. ABCDE12345.com.example.app")
        }
        if let package, !AssetLinksLookup.isPackageName(package) {
            throw UsageError(message: "--package \(DisplayText.sanitize(package, limit: 120)) is not a package name; give one such as com.q2.mobile.demo")
        }
        if package != nil, fingerprint.isEmpty { throw UsageError(message: "--package needs at least one --fingerprint") }
        if package == nil, !fingerprint.isEmpty { throw UsageError(message: "--fingerprint needs --package") }
        for value in fingerprint where !AssetLinksLookup.isFingerprint(value) {
            throw UsageError(message: "--fingerprint \(DisplayText.sanitize(value, limit: 120)) is not a SHA-256 fingerprint; give 32 hex pairs separated by colons, as keytool -list prints it")
        }
        if !urls.isEmpty, appID == nil { throw UsageError(message: "URLs are decided for an app: give --app-id too") }
        for url in urls {
            switch SiteReport.badLink(url) {
            case .notALink(let shown)?: throw UsageError(message: "\(shown) is not a URL; give an https link such as https://\(domain)/buy/42")
            case .notHTTPS(let shown)?: throw UsageError(message: "\(shown) is not an https link; iOS opens apps for https links only")
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
        out.line("\(DisplayText.sanitize(report.domain, limit: 120)): what the phones get, fetched \(when)")
        for check in report.files {
            out.line("")
            out.line("\(Wording.name(of: check.fetch.file))")
            out.line("  \(DisplayText.sanitize(check.fetch.url, limit: 300))")
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
                out.line("    \(Wording.comparison(of: link))")
                if let cdn = link.cdn { out.line("    \(Wording.explanation(of: cdn))") }
            }
        }
        out.line("")
        out.line(Wording.conclusion(of: report))
    }
}
