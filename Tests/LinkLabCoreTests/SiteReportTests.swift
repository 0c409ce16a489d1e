import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `linklab site`'s judgement of fetched bytes, with no network: each problem code from a server's answer,
/// the CDN comparison, the cache file and `--live`'s substitution (docs/contract.md, "Live site").
@Suite("Live site: judging what a server sent")
struct SiteReportTests {
    static let appID = "ABCDE12345.com.q2.mobile.demo"
    static let aasa = Array(#"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"components":[{"/":"/buy/*"}]}]}}"#.utf8)
    static let older = Array(#"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"components":[{"/":"/help/*"}]}]}}"#.utf8)
    static let when = Date(timeIntervalSince1970: 1_800_000_000)

    static func fetch(_ file: SiteFile, _ response: SiteResponse) -> SiteFetch {
        SiteFetch(file: file, url: "https://bank.example/x", fetchedAt: when, outcome: .answered(response))
    }

    static func ok(_ body: [UInt8], type: String = "application/json") -> SiteResponse {
        SiteResponse(status: 200, contentType: type, body: body)
    }

    static func codes(_ file: SiteFile, _ outcome: SiteFetch.Outcome) -> [String] {
        let report = SiteReport(domain: "bank.example", question: SiteQuestion(appID: appID),
                                fetches: [SiteFetch(file: file, url: "https://bank.example/x", fetchedAt: when, outcome: outcome)])
        return report.files[0].problems.map(\.code.rawValue)
    }

    @Test("each answer gets its code", arguments: [
        (SiteFile.aasa, SiteFetch.Outcome.answered(SiteResponse(status: 301, location: "https://evil.example/")), "site-redirect"),
        (.aasa, .answered(ok(aasa, type: "text/html")), "site-content-type"),
        (.aasa, .answered(SiteResponse(status: 200, contentType: "application/json", body: [UInt8](repeating: 0x20, count: 140_000))), "site-too-large"),
        (.assetLinks, .answered(SiteResponse(status: 200, contentType: "application/json", declaredLength: 1_000_000_000, overReadCap: true)), "site-too-large"),
        (.assetLinks, .answered(SiteResponse(status: 404)), "site-not-found"),
        (.aasa, .failed(.unreachable("connection refused")), "site-unreachable"),
        (.aasa, .failed(.timedOut(seconds: 8)), "site-unreachable"),
        (.aasa, .failed(.tls("certificate for other.example")), "site-tls"),
        (.aasa, .answered(ok(Array(#"{"applinks":{"details":[],}}"#.utf8))), "site-bad-json"),
        (.assetLinks, .answered(ok([0xFF, 0xFE])), "site-bad-json"),
        (.aasa, .answered(SiteResponse(status: 200, contentType: "application/json", contentEncoding: "gzip")), "site-bad-json"),
        (.aasaCDN, .answered(SiteResponse(status: 404, appleFailureReason: "SWCERR00301 Timeout")), "aasa-cdn-failure"),
    ])
    func codeFor(_ file: SiteFile, _ outcome: SiteFetch.Outcome, _ code: String) {
        #expect(Self.codes(file, outcome).contains(code), "\(Self.codes(file, outcome))")
    }

    @Test("every live-site code is among the codes, and each is produced above or by the CDN comparison")
    func everyCode() {
        #expect(DiagnosticCode.site.map(\.rawValue).sorted() == [
            "aasa-cdn-differs", "aasa-cdn-failure", "site-bad-json", "site-content-type", "site-not-found", "site-redirect",
            "site-tls", "site-too-large", "site-unreachable", "site-url-not-domain",
        ])
    }

    @Test("an older CDN copy differs, decides a URL otherwise, and is what grants (or not)")
    func cdnDiffers() {
        let report = SiteReport(domain: "bank.example", question: SiteQuestion(appID: Self.appID, urls: ["https://bank.example/buy/42"]),
                                fetches: [Self.fetch(.aasa, Self.ok(Self.aasa)), Self.fetch(.aasaCDN, Self.ok(Self.older))])
        #expect(report.file(.aasaCDN)?.problems == [.cdnDiffers])
        #expect(report.links.first?.differs == true)
        #expect(report.links.first?.domain?.opensApp == true)
        #expect(report.links.first?.cdn?.opensApp == false)
        #expect(!report.granted)
        #expect(Wording.comparison(of: report.links[0]).contains("iPhones do as the CDN copy says"))
    }

    @Test("the same rules written differently do not differ")
    func sameRules() {
        let spaced = Array(#"{ "applinks" : { "details" : [ { "components" : [ { "/" : "/buy/*" } ], "appIDs" : [ "ABCDE12345.com.q2.mobile.demo" ] } ] } }"#.utf8)
        let report = SiteReport(domain: "bank.example", question: SiteQuestion(appID: Self.appID),
                                fetches: [Self.fetch(.aasa, Self.ok(Self.aasa)), Self.fetch(.aasaCDN, Self.ok(spaced))])
        #expect(report.file(.aasaCDN)?.problems == [])
        #expect(report.file(.aasaCDN)?.grants == true)
    }

    @Test("assetlinks.json and Google's list grant the package with its fingerprint")
    func androidGrants() {
        let fingerprint = AndroidApp.demoFingerprint
        let links = Array(#"[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.q2.mobile.demo","sha256_cert_fingerprints":["\#(fingerprint)"]}}]"#.utf8)
        let google = Array(#"{"statements":[{"relation":"delegate_permission/common.handle_all_urls","target":{"androidApp":{"packageName":"com.q2.mobile.demo","certificate":{"sha256Fingerprint":"\#(fingerprint)"}}}}]}"#.utf8)
        let question = SiteQuestion(packageName: "com.q2.mobile.demo", fingerprints: [fingerprint.lowercased()])
        let report = SiteReport(domain: "bank.example", question: question,
                                fetches: [Self.fetch(.assetLinks, Self.ok(links)), Self.fetch(.googleAPI, Self.ok(google))])
        #expect(report.file(.assetLinks)?.grants == true)
        #expect(report.file(.googleAPI)?.grants == true)
        // Granted only with the AASA files fetched too: a missing file the phones read is not a pass.
        #expect(!report.granted)
    }

    @Test("the JSON report holds the same facts, and quotes nothing raw")
    func json() throws {
        let report = SiteReport(domain: "bank.example", question: SiteQuestion(appID: Self.appID),
                                fetches: [Self.fetch(.aasa, SiteResponse(status: 302, location: "https://x.example/\u{1B}]52;c;aGk=\u{07}"))])
        let text = SiteReportJSON.document(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["granted"] as? Bool == false)
        #expect(!text.contains("\u{1B}"))
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(((files[0]["problems"] as? [[String: Any]])?.first?["code"] as? String) == "site-redirect")
    }

    @Test("the cache file reads back what was written, and refuses another domain's")
    func cacheRoundTrip() throws {
        let fetches = [Self.fetch(.aasaCDN, SiteResponse(status: 200, contentType: "application/json", declaredLength: 10, body: Self.aasa)),
                       SiteFetch(file: .assetLinks, url: "https://bank.example/.well-known/assetlinks.json", fetchedAt: Self.when,
                                 outcome: .failed(.timedOut(seconds: 8)))]
        let text = SiteCache.encode(domain: "bank.example", fetches: fetches)
        #expect(try SiteCache.decode(Array(text.utf8), domain: "bank.example") == fetches)
        #expect(throws: SiteCache.CacheProblem.self) { try SiteCache.decode(Array(text.utf8), domain: "other.example") }
        #expect(throws: SiteCache.CacheProblem.self) { try SiteCache.decode(Array("{\"version\":1,}".utf8), domain: "bank.example") }
    }

    @Test("a fetch time outside 1970 to 9999 is a problem of its own, never a trap (a cache or helper answer with 1e300 crashed)",
          arguments: ["1e300", "-1", "-1e300", "253402300800", "1e308", "1700001.5"])
    func fetchTimeOutOfRange(time: String) throws {
        let text = SiteCache.encode(domain: "bank.example", fetches: [Self.fetch(.aasaCDN, SiteResponse(status: 200, contentType: nil, body: []))])
        let stored = try #require(text.firstRange(of: "\"fetchedAt\":"))
        let digits = text[stored.upperBound...].prefix { $0.isNumber }
        let tampered = String(text[..<stored.upperBound]) + time + text[stored.upperBound...].dropFirst(digits.count)
        #expect(throws: SiteCache.CacheProblem.unreadable(.fetchTimeOutOfRange)) {
            try SiteCache.decode(Array(tampered.utf8), domain: "bank.example")
        }
        #expect(String(describing: SiteCache.CacheDefect.fetchTimeOutOfRange).contains("between 1970 and the year 9999"))
    }

    @Test("domains: a host name with an optional port, nothing else", arguments: [
        ("bank.example", "bank.example"), ("Bank.Example", "bank.example"), ("localhost:8443", "localhost:8443"),
        ("bank.example/x", nil), ("bank example", nil), ("", nil), ("bank.example:99999", nil), ("user@bank.example", nil),
        ("bank.example:", nil), ("-bank.example", nil), ("bank..example", nil),
    ] as [(String, String?)])
    func domains(_ text: String, _ parsed: String?) {
        #expect(SiteDomain.parse(text) == parsed)
    }

    @Test("--live puts the CDN copy in place on iOS and names it in the trace; a failed fetch is a problem")
    func live() throws {
        let fetches = [Self.fetch(.aasa, Self.ok(Self.aasa)), Self.fetch(.aasaCDN, Self.ok(Self.older))]
        let app = try LiveSite.apply(fetches, domain: "bank.example", to: Fixtures.demoApp)
        #expect(app.configuration.prerequisites.files.liveAASA?.file == .aasaCDN)
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app)
        #expect(d.has(.aasaNoMatchingPath))
        #expect(d.steps.contains { step in
            if case .partnerFile(.liveFile(let origin)) = step.fact { return origin.file == .aasaCDN && origin.domain == "bank.example" }
            return false
        })
        #expect(throws: LiveProblem.self) {
            try LiveSite.apply([Self.fetch(.aasaCDN, SiteResponse(status: 404))], domain: "bank.example", to: Fixtures.demoApp)
        }
    }
}
