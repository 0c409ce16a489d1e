import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing

/// `linklab site DOMAIN --app-id … URL` judges only DOMAIN's own URLs: a URL on another host or
/// port, or with a user name, is refused with `site-url-not-domain` and the report is not granted. Before,
/// such URLs were decided with DOMAIN's AASA, said `match`, and the command exited 0.
@Suite("site judges only its own domain's URLs")
struct SiteLinkRefusalTests {
    static let fetches = [SiteReportTests.fetch(.aasa, SiteReportTests.ok(SiteReportTests.aasa)),
                          SiteReportTests.fetch(.aasaCDN, SiteReportTests.ok(SiteReportTests.aasa)),
                          SiteReportTests.fetch(.assetLinks, SiteReportTests.ok(Array("[]".utf8)))]

    static func report(_ urls: [String], domain: String = "bank.example") -> SiteReport {
        SiteReport(domain: domain, question: SiteQuestion(appID: SiteReportTests.appID, urls: urls), fetches: fetches)
    }

    @Test("the domain's own URLs are decided and granted, letter case aside")
    func own() {
        let report = Self.report(["https://bank.example/buy/42", "https://BANK.example/buy/1"])
        #expect(report.links.allSatisfy { $0.refused == nil && $0.cdn?.opensApp == true })
        #expect(report.granted)
    }

    @Test("another host, a port, a lookalike suffix or a user name is refused and not granted", arguments: [
        ("https://evil.example/buy/42", SiteLinkRefusal.otherHost("evil.example")),
        ("https://bank.example.evil.example/buy/42", .otherHost("bank.example.evil.example")),
        ("https://bank.example:8443/buy/42", .otherHost("bank.example:8443")),
        ("https://www.bank.example/buy/42", .otherHost("www.bank.example")),
        ("https://user@bank.example/buy/42", .userinfo),
        ("https://bank.example@evil.example/buy/42", .userinfo),
    ])
    func refused(url: String, refusal: SiteLinkRefusal) {
        let report = Self.report(["https://bank.example/buy/1", url])
        #expect(report.links[1].refused == refusal)
        #expect(report.links[1].domain == nil && report.links[1].cdn == nil)
        #expect(report.links[1].refused?.code.rawValue == "site-url-not-domain")
        #expect(!report.granted)
        #expect(Wording.comparison(of: report.links[1]).hasPrefix("Not decided: "))
        let document = try? JSONSerialization.jsonObject(with: Data(SiteReportJSON.document(report).utf8)) as? [String: Any]
        #expect((document?["links"] as? [[String: Any]])?.map { $0["code"] as? String } == [nil, "site-url-not-domain"])
    }

    @Test("a domain with a port (tests) owns its port's URLs only")
    func port() {
        #expect(SiteLinkRefusal.of("https://localhost:8443/buy/1", domain: "localhost:8443") == nil)
        #expect(SiteLinkRefusal.of("https://localhost/buy/1", domain: "localhost:8443") == .otherHost("localhost"))
    }
}
