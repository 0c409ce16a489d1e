import ArgumentParser
import Foundation
import LinkLabCore

/// `linklab site`: what the phones get from a domain right now (README, "Is it the site?").
struct SiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Fetch a domain's AASA (and Apple's CDN copy) and assetlinks.json, and say what the phones get.",
        discussion: """
        Fetches over HTTPS, certificates verified, no redirect followed, each request within --timeout seconds
        and 2 MiB: https://DOMAIN/.well-known/apple-app-site-association, Apple's CDN copy (what iPhones use),
        https://DOMAIN/.well-known/assetlinks.json (what Android reads), and Google's Digital Asset Links API
        statement list. For each: the status, a redirect's Location, the Content-Type, the size against the
        platform's cap, whether it parses, what it grants, and its problems (site-redirect, site-content-type,
        site-too-large, site-not-found, site-unreachable, site-tls, site-bad-json, aasa-cdn-differs,
        aasa-cdn-failure). Each URL is decided with both copies of the AASA.
        Example:
          linklab site bank.example --app-id ABCDE12345.com.example.app 'https://bank.example/buy/42'
        Exit status: 0 when the files grant what was asked and none of the domain's files nor the CDN copy has
        an error; 1 when not; 2 for usage errors.
        """
    )

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The iOS app's ID, TeamID.bundleID.", valueName: "ID"))
    var appID: String?

    @Option(name: .long, help: ArgumentHelp("The Android app's package name.", valueName: "ID"))
    var package: String?

    @Option(name: .long, help: ArgumentHelp("A SHA-256 fingerprint of the Android app's signing certificate (repeatable).", valueName: "SHA256"))
    var fingerprint: [String] = []

    @Flag(help: "Print the report as one JSON object.")
    var json = false

    @OptionGroup var network: SiteOptions

    @Argument(help: ArgumentHelp("The domain, e.g. bank.example (a port is allowed: localhost:8443).", valueName: "DOMAIN"))
    var domain: String

    @Argument(help: ArgumentHelp("https URLs on the domain to decide with both copies of the AASA.", valueName: "URL"))
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
