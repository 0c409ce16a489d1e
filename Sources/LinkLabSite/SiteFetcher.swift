import CCurl
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

/// Fetches a site's files over HTTPS with libcurl, as a hostile server's answers: certificates verified (the
/// system's roots, plus `--ca-file`), HTTP/1.1 only, no redirect followed, no compression asked for or
/// accepted, a time limit on the whole of each request, at most `SiteFile.readCap` bytes of any body and
/// `headerLimit` of headers. A proxy is taken from the environment as curl would (`ProxyChoice`), and named in
/// each fetch. It only fetches: the core judges the bytes.
public struct SiteFetcher: Sendable {
    /// The CA bundle to verify with: the system's roots followed by `--ca-file`'s; nil for libcurl's own
    /// default (no `--ca-file`).
    let bundle: [UInt8]?
    /// The whole-request time limit, in seconds: connect, headers and body together.
    public let timeout: Int
    let proxies: ProxyChoice

    /// The most header bytes read of one answer (all its header lines together).
    public static let headerLimit = 64 * 1024

    /// A fetcher; `trusted` is the PEM bytes of certificates to trust besides the system's (none when empty).
    public init(trusted: [UInt8], timeout: Int,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(NoPEMCertificate) {
        self.timeout = timeout
        proxies = ProxyChoice(environment: environment)
        _ = Self.globalInit
        guard !trusted.isEmpty else { bundle = nil; return }
        guard TrustedRoots.holdsCertificate(trusted) else { throw NoPEMCertificate() }
        bundle = TrustedRoots.systemBundle() + [0x0A] + trusted + [0x0A]
    }

    /// The trusted bytes hold no certificate.
    public struct NoPEMCertificate: Error {}

    /// curl_global_init, once, before any thread uses curl.
    static let globalInit: Void = { _ = linklab_curl_global_init() }()

    /// Fetches every file of `order` at once, one thread and one curl handle each, each within the time limit;
    /// the fetches in the order's order.
    public func fetch(_ order: FetchExchange.Order) -> [SiteFetch] {
        let results = Results(count: order.files.count)
        let files = order.files
        Threads.runSideBySide(files.count) { [self] index in
            results.set(index, fetch(files[index].file, url: files[index].url))
        }
        return results.all()
    }

    /// One file: the request, and what came of it.
    func fetch(_ file: SiteFile, url: String) -> SiteFetch {
        let started = Date()
        let proxy = proxies.proxy(for: url)
        let outcome = CurlRequest(url: url, timeout: timeout, bundle: bundle, proxy: proxy).perform()
        return SiteFetch(file: file, url: url, fetchedAt: started, outcome: outcome, proxy: proxy.map(ProxyChoice.shown))
    }
}

/// The fetches of several threads, each in its place.
final class Results: @unchecked Sendable {
    private let lock = Lock()
    private var fetches: [SiteFetch?]

    init(count: Int) { fetches = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ fetch: SiteFetch) {
        lock.lock(); defer { lock.unlock() }
        fetches[index] = fetch
    }

    func all() -> [SiteFetch] {
        lock.lock(); defer { lock.unlock() }
        return fetches.compactMap { $0 }
    }
}
