#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// What `linklab` and its network helper, `linklab-fetch`, say to each other (README, "Live site"). linklab
/// writes an order on the helper's standard input; the helper fetches and writes its answer on its standard
/// output. The answer is the `--live` cache file's own format, read as strictly: the helper's bytes carry a
/// server's answers, and are judged by the core like any file.
///
/// The helper is a program of its own so that `linklab` itself holds no network code: starting linklab
/// does not load an HTTP client it will not use (docs/performance.md, "A program without the network").
public enum FetchExchange {
    /// The most a helper's answer may hold: every file at the read cap, in base64, with room for headers.
    public static let answerLimit = SiteFile.allCases.count * (SiteFile.readCap / 3 * 4 + 4096) + 65_536
    /// The most an order may hold: a CA file of at most `caFileLimit` bytes, in base64, and the URLs.
    public static let orderLimit = caFileLimit / 3 * 4 + 65_536
    /// The largest `--ca-file` read.
    public static let caFileLimit = 1 << 20

    /// One fetch order: which files to fetch for `domain`, from which URLs, within `timeout` seconds each.
    public struct Order: Sendable, Equatable {
        public var domain: String
        public var timeout: Int
        /// The PEM bytes of `--ca-file`, trusted besides the system's roots; empty when none was given.
        public var trusted: [UInt8]
        public var files: [(file: SiteFile, url: String)]

        public init(domain: String, timeout: Int, trusted: [UInt8], files: [(file: SiteFile, url: String)]) {
            self.domain = domain
            self.timeout = timeout
            self.trusted = trusted
            self.files = files
        }

        public static func == (a: Order, b: Order) -> Bool {
            a.domain == b.domain && a.timeout == b.timeout && a.trusted == b.trusted
                && a.files.map(\.file) == b.files.map(\.file) && a.files.map(\.url) == b.files.map(\.url)
        }
    }

    /// The helper's answer: the fetches, or why it fetched nothing.
    public enum Answer: Sendable, Equatable {
        case fetched([SiteFetch])
        /// The `--ca-file` bytes hold no certificate the helper can use.
        case noPEMCertificate
    }

    /// Why an order or an answer cannot be read.
    public enum Defect: Error, Sendable, Equatable {
        case order(OrderDefect)
        case answer(SiteCache.CacheDefect)
        /// The answer has no fetch for a file that was asked for.
        case answerLacks(SiteFile)
    }

    /// What is wrong with an order, for a person who ran the helper by hand.
    public enum OrderDefect: Sendable, Equatable {
        case notJSON(JSONSyntaxError)
        case notVersion1
        case lacksDomainOrTimeout
        case timeoutOutOfRange
        case fileLacksNameOrURL
        case trustedNotBase64
    }

    // MARK: The order

    public static func encode(_ order: Order) -> String {
        var w = JSONWriter(capacity: 1024 + order.trusted.count * 2)
        w.raw("{\"version\":1,\"domain\":"); w.string(order.domain)
        w.raw(",\"timeout\":"); w.number(order.timeout)
        w.raw(",\"trusted\":"); w.string(Data(order.trusted).base64EncodedString())
        w.raw(",\"files\":[")
        for (i, item) in order.files.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"file\":"); w.string(item.file.rawValue)
            w.raw(",\"url\":"); w.string(item.url)
            w.raw("}")
        }
        w.raw("]}\n")
        return w.text
    }

    public static func decodeOrder(_ bytes: [UInt8]) throws(Defect) -> Order {
        let value: JSONValue
        do { value = try JSONValue.parse(utf8: bytes) } catch { throw .order(.notJSON(error)) }
        guard value["version"] == .number(1) else { throw .order(.notVersion1) }
        guard let domain = value["domain"]?.string, case .number(let t)? = value["timeout"] else {
            throw .order(.lacksDomainOrTimeout)
        }
        guard let timeout = Int(exactly: t), (1...60).contains(timeout) else { throw .order(.timeoutOutOfRange) }
        guard let trusted = value["trusted"]?.string.flatMap({ Data(base64Encoded: $0) }) else { throw .order(.trustedNotBase64) }
        guard case .array(let items)? = value["files"] else { throw .order(.fileLacksNameOrURL) }
        var files: [(file: SiteFile, url: String)] = []
        for item in items {
            guard let file = item["file"]?.string.flatMap(SiteFile.init(rawValue:)), let url = item["url"]?.string else {
                throw .order(.fileLacksNameOrURL)
            }
            files.append((file, url))
        }
        return Order(domain: domain, timeout: timeout, trusted: [UInt8](trusted), files: files)
    }

    // MARK: The answer

    /// The helper's answer, as it writes it.
    public static func encode(_ answer: Answer, domain: String) -> String {
        switch answer {
        case .fetched(let fetches): SiteCache.encode(domain: domain, fetches: fetches)
        case .noPEMCertificate: "{\"version\":1,\"setup\":\"no-pem-certificate\"}\n"
        }
    }

    /// The helper's answer to `order`, read strictly: a fetch for every file asked for, in the order asked.
    public static func decodeAnswer(_ bytes: [UInt8], to order: Order) throws(Defect) -> Answer {
        let value: JSONValue
        do { value = try JSONValue.parse(utf8: bytes) } catch { throw .answer(.notJSON(error)) }
        if value["version"] == .number(1), value["setup"]?.string == "no-pem-certificate" { return .noPEMCertificate }
        let fetches: [SiteFetch]
        do { fetches = try SiteCache.fetches(in: value, domain: order.domain) } catch {
            switch error { case .unreadable(let defect): throw .answer(defect) }
        }
        var inOrder: [SiteFetch] = []
        for item in order.files {
            guard let fetch = fetches.first(where: { $0.file == item.file && $0.url == item.url }) else { throw .answerLacks(item.file) }
            inOrder.append(fetch)
        }
        return .fetched(inOrder)
    }
}
