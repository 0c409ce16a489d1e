import ArgumentParser
import Foundation
import LinkLabCore
import LinkLabSite

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

    /// Fetches `files` for `domain`, waiting for all of them.
    func fetch(_ files: [SiteFile], domain: String) throws -> [SiteFetch] {
        guard (1...60).contains(timeout) else { throw UsageError(.timeoutOutOfRange(timeout)) }
        let cdn = try Self.base(appleCDN, option: .appleCDN)
        let google = try Self.base(googleAPI, option: .googleAPI)
        let fetcher: SiteFetcher
        do { fetcher = try SiteFetcher(caFile: caFile, timeout: timeout) } catch { throw UsageError(.siteSetup(error)) }
        return BlockingFetch.run { await fetcher.fetch(files, domain: domain, appleCDN: cdn, googleAPI: google) }
    }
}

/// Waits for async work from a synchronous command: the fetch runs on the concurrency pool while the
/// command's thread waits on a semaphore.
enum BlockingFetch {
    static func run(_ work: @escaping @Sendable () async -> [SiteFetch]) -> [SiteFetch] {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value
    }

    /// The result, handed from the task to the waiting thread; the semaphore orders the two.
    private final class ResultBox: @unchecked Sendable {
        var value: [SiteFetch] = []
    }
}
