import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Ports and wildcard hosts as AOSP decides them (docs/contract.md, A34): a port never stops a match, a
/// wildcard verifies with the file of the host it stands for, and `*` never lets another site's link in.
@Suite("Android ports and wildcard hosts")
struct AndroidWildcardTests {
    static let good = #"[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.q2.mobile.demo","sha256_cert_fingerprints":["\#(AndroidApp.demoFingerprint)"]}}]"#

    /// The FI's sites serve the good file; every other host serves one that vouches for nothing.
    static func app(_ filters: String, version: Int, apex: String = good, demo: String = good) throws -> BankingApp {
        let folder = try Fixtures.temporaryDirectory()
        let apexFile = folder.appendingPathComponent("apex.json"), demoFile = folder.appendingPathComponent("demo.json")
        try Data(apex.utf8).write(to: apexFile)
        try Data(demo.utf8).write(to: demoFile)
        let sites = #""sites":{"https://q2.com/.well-known/assetlinks.json":"\#(apexFile.path)","https://demo.q2.com/.well-known/assetlinks.json":"\#(demoFile.path)"}"#
        return try Producer.android(#""intentFilters":[\#(filters)],"version":\#(version),"assetLinks":[],"# + sites)
    }

    static func opensApp(_ d: Decision) -> Bool { ![.openedInBrowser, .notOpened].contains(d.outcome) }

    @Test("DomainVerificationCollector.DOMAIN_NAME_WITH_WILDCARD: which hosts Android can verify", arguments: [
        ("demo.q2.com", true), ("*.q2.com", true), ("q2.com", true), ("10.0.0.1", true), ("xn--bcher-kva.example", true),
        ("*", false), ("*q2.com", false), ("*.com", false), ("q2", false), ("", false), ("demo..q2.com", false),
        ("-demo.q2.com", false), ("demo.q2.c0m", false), ("*.*.q2.com", false),
    ])
    func verifiable(host: String, expected: Bool) {
        #expect(AndroidDomains.isVerifiable(host) == expected, "\(host)")
    }

    @Test("DomainVerificationService.approvalLevelForDomainInternal: exact, then by wildcard (endsWith)", arguments: [
        ("demo.q2.com", "demo.q2.com", true), ("demo.q2.com", "DEMO.Q2.com", true), ("demo.q2.com", "q2.com", false),
        ("*.q2.com", "demo.q2.com", true), ("*.q2.com", "a.b.q2.com", true), ("*.q2.com", "q2.com", true),
        // AOSP compares the end of the string: evilq2.com ends with q2.com.
        ("*.q2.com", "evilq2.com", true), ("*.q2.com", "q2.com.evil.example", false), ("*", "evil.example", false),
    ])
    func approves(domain: String, host: String, expected: Bool) {
        #expect(AndroidDomains.approves(domain, host) == expected, "\(domain) for \(host)")
    }

    @Test("IntentFilter.handlesWebUris: only http and https declare hosts for verification")
    func handlesWebURIs() {
        #expect(IntentFilter(schemes: ["https"]).handlesWebURIs(onlyWebSchemes: true))
        #expect(IntentFilter(schemes: ["http", "https"]).handlesWebURIs(onlyWebSchemes: true))
        #expect(!IntentFilter(schemes: ["https", "q2mob"]).handlesWebURIs(onlyWebSchemes: true))
        #expect(IntentFilter(schemes: ["https", "q2mob"]).handlesWebURIs(onlyWebSchemes: false))
        #expect(!IntentFilter(schemes: []).handlesWebURIs(onlyWebSchemes: false))
    }

    @Test("IntentFilter.matchData: a port the filter does not name never stops the match, on every version")
    func port() throws {
        for version in [11, 12, 16] {
            var configuration = Fixtures.demoApp.configuration
            configuration.platform = .android
            configuration.android.version = version
            let d = decide("https://demo.q2.com:8443/experimental/uux.aspx#/messages", app: try Fixtures.app(configuration))
            #expect(d.outcome == .navigated, "Android \(version): \(d.codes)")
        }
        // iOS keeps its rule: the associated domain names no port.
        let ios = decide("https://demo.q2.com:8443/experimental/uux.aspx#/messages")
        #expect(ios.has(.suspiciousHost))
        // A filter that names a port takes only that port.
        let pinned = #"{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com","port":443}]}"#
        #expect(decide("https://demo.q2.com:8443/x#/messages", app: try Self.app(pinned, version: 16)).outcome == .openedInBrowser)
    }

    @Test("StatementUtils.createWebAssetString: *.q2.com is verified with q2.com's file, not the link host's")
    func wildcardUsesApexFile() throws {
        let wild = #"{"autoVerify":true,"data":[{"scheme":"https","host":"*.q2.com","pathPattern":"/.*/uux.aspx"}]}"#
        let link = "https://demo.q2.com/experimental/uux.aspx#/messages"
        for version in [8, 11, 12, 15, 16] {
            let apexGood = decide(link, app: try Self.app(wild, version: version, demo: "[]"))
            #expect(apexGood.outcome == .navigated, "Android \(version): \(apexGood.codes)")
            #expect(apexGood.steps.map(Wording.detail).contains { $0.contains("assetlinks.json of q2.com") })
            let apexBad = decide(link, app: try Self.app(wild, version: version, apex: "[]"))
            #expect(apexBad.outcome == .openedInBrowser, "Android \(version): the demo host's own file does not count")
            #expect(apexBad.has(.assetLinksMissingPackage))
        }
    }

    @Test("a filter with android:host=\"*\" and autoVerify verifies nothing: another site opens in the browser")
    func starVerifiesNothing() throws {
        let star = #"{"autoVerify":true,"data":[{"scheme":"https","host":"*"}]}"#
        for version in [6, 11, 12, 16] {
            let d = decide("https://evil.example/x#/com.q2.mobile.module.demo/path", app: try Self.app(star, version: version))
            #expect(d.outcome == .openedInBrowser, "Android \(version)")
            #expect(d.has(.appLinkHostNotVerified), "Android \(version): \(d.codes)")
        }
    }

    @Test("Android 6 to 11 verify the hosts of every web filter once one has autoVerify; 12 and later only autoVerify hosts")
    func legacyVerifiesEveryWebFilter() throws {
        let verified = #"{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com","pathPattern":"/.*/uux.aspx"}]}"#
        let other = #"{"data":[{"scheme":"https","host":"other.example"}]}"#
        let link = "https://demo.q2.com/experimental/uux.aspx#/messages"
        let old = decide(link, app: try Self.app(verified + "," + other, version: 11))
        #expect(old.outcome == .openedInBrowser, "other.example's file does not vouch, so nothing is verified")
        #expect(old.has(.appLinkHostNotVerified), "\(old.codes)")
        let new = decide(link, app: try Self.app(verified + "," + other, version: 12))
        #expect(new.outcome == .navigated, "\(new.codes)")
        // A filter with another scheme beside https declares no host (handlesWebUris(true) is false).
        let mixed = #"{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com"},{"scheme":"q2mob"}]}"#
        let notDeclared = decide(link, app: try Self.app(mixed, version: 16))
        #expect(notDeclared.outcome == .openedInBrowser, "\(notDeclared.codes)")
    }

    @Test("evilq2.com through a verified *.q2.com and a filter taking every host: opened as AOSP does, and warned")
    func wildcardSuffix() throws {
        let filters = #"{"autoVerify":true,"data":[{"scheme":"https","host":"*.q2.com"}]},{"data":[{"scheme":"https","host":"*"}]}"#
        let d = decide("https://evilq2.com/experimental/uux.aspx#/messages", app: try Self.app(filters, version: 16))
        #expect(Self.opensApp(d))
        #expect(d.has(.appLinkWildcardSuffix), "\(d.codes)")
        let under = decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: try Self.app(filters, version: 16))
        #expect(!under.has(.appLinkWildcardSuffix))
    }

    /// The fuzzing corpus's links and hostile ones, against filters with wildcards on every version.
    static let hostile = [
        "https://evil.example/x#/com.q2.mobile.module.demo/path", "https://evil.example/experimental/uux.aspx#/messages",
        "https://q2.com.evil.example/experimental/uux.aspx#/messages", "https://evil.example:443/experimental/uux.aspx#/messages",
        "https://evil.example:8443/experimental/uux.aspx#/messages", "https://EVIL.example/experimental/uux.aspx#/messages",
        "http://evil.example/experimental/uux.aspx#/messages", "https://demo.q2.com.evil.example/experimental/uux.aspx#/messages",
        "https://evilq2.com/experimental/uux.aspx#/messages", "https://xq2.com/experimental/uux.aspx#/messages",
        "https://10.0.0.1/experimental/uux.aspx#/messages", "https://com/experimental/uux.aspx#/messages",
    ]
    static let wildcardTables = [
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"*"}]}"#,
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"*"},{"scheme":"http"}]}"#,
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"*.q2.com"}]},{"data":[{"scheme":"https","host":"*"}]}"#,
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"*.q2.com"}]},{"autoVerify":true,"data":[{"scheme":"https","host":"*"}]}"#,
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com"}]},{"data":[{"scheme":"https","host":"*"}]}"#,
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"*q2.com"}]}"#,
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"*.com"}]}"#,
        #"{"autoVerify":true,"data":[{"scheme":"https","host":"*.example"}]}"#,
        #"{"data":[{"scheme":"https","host":"*"}]}"#,
    ]

    @Test("no link to a host the FI does not own opens the app, on any version, with any wildcard filter (but the flagged suffix)")
    func hostileTable() throws {
        let links = try AndroidWordingTests.links() + Self.hostile
        for version in AndroidApp.emulatedVersions {
            for table in Self.wildcardTables {
                let app = try Self.app(table, version: version)
                for link in links {
                    guard let host = LinkParts.strict(link)?.host, !host.isEmpty,
                          !AndroidDomains.isUnder(host, base: "q2.com") else { continue }
                    let d = decide(link, app: app)
                    if Self.opensApp(d) {
                        #expect(d.has(.appLinkWildcardSuffix),
                                "Android \(version), \(table): \(link.debugDescription) opened the app: \(d.outcome) \(d.codes)")
                    }
                }
            }
        }
    }
}
