import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Which links an intent filter takes, as Android's `IntentFilter.matchData` decides (docs/contract.md, A36).
@Suite("Android intent filters")
struct IntentFilterTests {
    static let appLinks = IntentFilter(schemes: ["https"], hosts: ["demo.q2.com", "*.q2bank.com"],
                                       paths: [PathRule(.path, "/exact"), PathRule(.pathPrefix, "/help"), PathRule(.pathPattern, "/.*/uux.aspx")],
                                       autoVerify: true)
    static let scheme = IntentFilter(schemes: ["q2mob"])

    struct Row: Sendable, CustomStringConvertible {
        var filter: IntentFilter
        var scheme: String
        var host: String?
        var path: String
        var answer: IntentFilterMatch
        var description: String { "\(scheme)://\(host ?? "")\(path) → \(answer)" }
    }

    static let rows: [Row] = [
        Row(filter: appLinks, scheme: "https", host: "demo.q2.com", path: "/exact", answer: .taken(by: PathRule(.path, "/exact"))),
        Row(filter: appLinks, scheme: "https", host: "demo.q2.com", path: "/exact/", answer: .path),
        Row(filter: appLinks, scheme: "https", host: "demo.q2.com", path: "/help/faq", answer: .taken(by: PathRule(.pathPrefix, "/help"))),
        Row(filter: appLinks, scheme: "https", host: "demo.q2.com", path: "/experimental/uux.aspx",
            answer: .taken(by: PathRule(.pathPattern, "/.*/uux.aspx"))),
        Row(filter: appLinks, scheme: "https", host: "demo.q2.com", path: "/other", answer: .path),
        // Hosts ignore case; a leading * matches any prefix.
        Row(filter: appLinks, scheme: "https", host: "DEMO.Q2.COM", path: "/exact", answer: .taken(by: PathRule(.path, "/exact"))),
        Row(filter: appLinks, scheme: "https", host: "m.q2bank.com", path: "/exact", answer: .taken(by: PathRule(.path, "/exact"))),
        Row(filter: appLinks, scheme: "https", host: "wrong.q2.com", path: "/exact", answer: .host),
        // Schemes are compared exactly.
        Row(filter: appLinks, scheme: "http", host: "demo.q2.com", path: "/exact", answer: .scheme),
        Row(filter: appLinks, scheme: "HTTPS", host: "demo.q2.com", path: "/exact", answer: .scheme),
        // A filter that lists no host or path takes every link in its scheme.
        Row(filter: scheme, scheme: "q2mob", host: "open", path: "", answer: .taken(by: nil)),
        Row(filter: scheme, scheme: "q2mob", host: nil, path: "", answer: .taken(by: nil)),
        Row(filter: scheme, scheme: "other", host: "open", path: "", answer: .scheme),
    ]

    @Test("IntentFilter.matchData", arguments: rows)
    func takes(_ row: Row) {
        #expect(row.filter.takes(scheme: row.scheme, host: row.host, path: row.path) == row.answer)
    }

    @Test("the demo filters follow the FI: its associated domain, targetPageName and scheme")
    func derived() throws {
        let config = try Fixtures.configuration(#"{"urlScheme":"bank","universalAndAppLinkAssociatedDomain":"m.bank.example","uuxPage":"https://m.bank.example/x/page.aspx","targetPageName":"page.aspx"}"#)
        let filters = config.androidFilters
        #expect(filters.count == 2)
        #expect(filters[0].autoVerify)
        #expect(filters[0].takes(scheme: "https", host: "m.bank.example", path: "/x/page.aspx") == .taken(by: PathRule(.pathPattern, "/.*/page.aspx")))
        #expect(filters[1].takes(scheme: "bank", host: "open", path: "") == .taken(by: nil))
        #expect(config.androidPackage == "com.q2.mobile.demo", "the bundle ID part of the demo appID")
    }
}
