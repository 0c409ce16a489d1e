import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// What linklab and `linklab-fetch` say to each other (`FetchExchange`): an order goes one way, the fetches
/// come back in the `--live` cache file's format, and linklab reads the answer as strictly as any file.
@Suite("The network helper's exchange")
struct FetchExchangeTests {
    static let order = FetchExchange.Order(
        domain: "bank.example", timeout: 8, trusted: Array("-----BEGIN CERTIFICATE-----\n".utf8),
        files: SiteFile.allCases.map { ($0, SiteDomain.url(of: $0, domain: "bank.example", appleCDN: SiteDomain.appleCDN, googleAPI: SiteDomain.googleAPI)) })

    /// One fetch of each kind: a hostile body (every byte value, a right-to-left override), and each failure.
    static let fetches: [SiteFetch] = {
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        let urls = order.files.map(\.url)
        return [
            SiteFetch(file: .aasa, url: urls[0], fetchedAt: at, outcome: .answered(SiteResponse(
                status: 200, contentType: "application/json\u{202E}", location: nil, appleFailureReason: nil,
                appleFailureDetails: nil, declaredLength: 256, body: (0...255).map(UInt8.init), overReadCap: false))),
            SiteFetch(file: .aasaCDN, url: urls[1], fetchedAt: at, outcome: .failed(.timedOut(seconds: 8))),
            SiteFetch(file: .assetLinks, url: urls[2], fetchedAt: at, outcome: .failed(.tls("the certificate is for another name"))),
            SiteFetch(file: .googleAPI, url: urls[3], fetchedAt: at, outcome: .answered(SiteResponse(
                status: 301, location: "https://evil.example/", body: [], overReadCap: true, contentEncoding: "gzip"))),
        ]
    }()

    @Test("an order reads back as written")
    func orderRoundTrip() throws {
        let text = FetchExchange.encode(Self.order)
        #expect(try FetchExchange.decodeOrder(Array(text.utf8)) == Self.order)
    }

    @Test("an answer reads back as written: every byte of a body, every failure, in the order asked")
    func answerRoundTrip() throws {
        let text = FetchExchange.encode(.fetched(Self.fetches.reversed()), domain: "bank.example")
        #expect(try FetchExchange.decodeAnswer(Array(text.utf8), to: Self.order) == .fetched(Self.fetches))
    }

    @Test("a CA file with no certificate is an answer of its own")
    func noPEM() throws {
        let text = FetchExchange.encode(.noPEMCertificate, domain: "bank.example")
        #expect(try FetchExchange.decodeAnswer(Array(text.utf8), to: Self.order) == .noPEMCertificate)
    }

    @Test("an answer that is not one is refused, each with its reason", arguments: [
        ("not json", "is not valid JSON"),
        (#"{"version":2,"domain":"bank.example","fetches":[]}"#, "it is not a version 1 cache file"),
        (#"{"version":1,"domain":"evil.example","fetches":[]}"#, "it is for another domain"),
        (#"{"version":1,"domain":"bank.example","fetches":[]}"#, "it has no fetch for AASA, from the domain"),
        (#"{"version":1,"domain":"bank.example","fetches":[{"file":"aasa"}]}"#, "a fetch lacks its file, URL or time"),
        (#"{"version":1,"setup":"something-else"}"#, "it is for another domain"),
    ])
    func refused(answer: String, reason: String) {
        #expect(throws: FetchExchange.Defect.self) { try FetchExchange.decodeAnswer(Array(answer.utf8), to: Self.order) }
        do { _ = try FetchExchange.decodeAnswer(Array(answer.utf8), to: Self.order) } catch {
            #expect(Wording.reason(error).contains(reason), "\(Wording.reason(error))")
        }
    }

    @Test("a fetch for a URL that was not asked for does not stand in for one that was")
    func otherURL() {
        var fetches = Self.fetches
        fetches[0].url = "https://evil.example/.well-known/apple-app-site-association"
        let text = FetchExchange.encode(.fetched(fetches), domain: "bank.example")
        #expect(throws: FetchExchange.Defect.answerLacks(.aasa)) { try FetchExchange.decodeAnswer(Array(text.utf8), to: Self.order) }
    }

    @Test("an order that is not one is refused, each with its reason", arguments: [
        ("fetch https://bank.example", FetchExchange.OrderDefect?.none),
        (#"{"version":1,"timeout":8,"trusted":"","files":[]}"#, .lacksDomainOrTimeout),
        (#"{"version":1,"domain":"bank.example","timeout":0,"trusted":"","files":[]}"#, .timeoutOutOfRange),
        (#"{"version":1,"domain":"bank.example","timeout":8,"trusted":"***","files":[]}"#, .trustedNotBase64),
        (#"{"version":1,"domain":"bank.example","timeout":8,"trusted":"","files":[{"file":"robots"}]}"#, .fileLacksNameOrURL),
        (#"{"version":3}"#, .notVersion1),
    ])
    func orderRefused(order: String, defect: FetchExchange.OrderDefect?) {
        do {
            _ = try FetchExchange.decodeOrder(Array(order.utf8))
            Issue.record("read \(order)")
        } catch {
            guard case .order(let found) = error else { Issue.record("\(error)"); return }
            if let defect { #expect(found == defect) } else if case .notJSON = found {} else { Issue.record("\(found)") }
            #expect(!Wording.reason(found).isEmpty)
        }
    }

    @Test("the answer's limit holds every file at the read cap, in base64")
    func answerLimit() {
        #expect(FetchExchange.answerLimit > SiteFile.allCases.count * SiteFile.readCap * 4 / 3)
    }
}
