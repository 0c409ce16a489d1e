import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// How `linklab site` and `--live` reach the network: which CA to trust besides the system's, where Apple's
/// CDN and Google's API are, and how long a request may take.
struct SiteOptions: ParsableArguments {
    @Option(name: .customLong("ca-file"), help: ArgumentHelp(Help.Network.caFile, valueName: "PEM"))
    var caFile: String?

    @Option(name: .customLong("apple-cdn"), help: ArgumentHelp(Help.Network.appleCDN, valueName: "URL"))
    var appleCDN: String = SiteDomain.appleCDN

    @Option(name: .customLong("google-api"), help: ArgumentHelp(Help.Network.googleAPI, valueName: "URL"))
    var googleAPI: String = SiteDomain.googleAPI

    @Option(name: .long, help: ArgumentHelp(Help.Network.timeout, valueName: "SECONDS"))
    var timeout: Int = 8

    /// A base URL as given, checked by the core (`SiteDomain.serviceBase`), or a usage error.
    static func base(_ text: String, option: ServiceBase) throws -> String {
        guard let base = SiteDomain.serviceBase(text) else {
            throw UsageError(.notAServiceBase(option, given: text))
        }
        return base
    }

    /// Fetches `files` for `domain`, waiting for all of them: the network helper fetches, the core judges.
    func fetch(_ files: [SiteFile], domain: String) throws -> [SiteFetch] {
        guard (1...60).contains(timeout) else { throw UsageError(.timeoutOutOfRange(timeout)) }
        let cdn = try Self.base(appleCDN, option: .appleCDN)
        let google = try Self.base(googleAPI, option: .googleAPI)
        var trusted: [UInt8] = []
        if let caFile {
            do { trusted = try InputFile.read(caFile, limit: FetchExchange.caFileLimit) } catch {
                throw UsageError(.siteSetup(.caFile(path: caFile, .unreadable(error))))
            }
            if trusted.isEmpty { throw UsageError(.siteSetup(.caFile(path: caFile, .noPEMCertificate))) }
        }
        let order = FetchExchange.Order(domain: domain, timeout: timeout, trusted: trusted, files: files.map {
            ($0, SiteDomain.url(of: $0, domain: domain, appleCDN: cdn, googleAPI: google))
        })
        let answer: FetchExchange.Answer
        do { answer = try NetworkHelper.run(order) } catch { throw UsageError(.fetcher(error)) }
        switch answer {
        case .fetched(let fetches): return fetches
        case .noPEMCertificate: throw UsageError(.siteSetup(.caFile(path: caFile ?? "", .noPEMCertificate)))
        }
    }
}
