import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// apple-app-site-association matching against real and synthetic files (Fixtures/aasa), loaded the
/// way a settings file's `aasaFile` loads them.
@Suite("apple-app-site-association matching")
struct AASATests {
    static func association(_ file: String) throws -> AppSiteAssociation {
        try Fixtures.configuration(#"{"prerequisites":{"aasaFile":"aasa/\#(file)"}}"#).prerequisites.aasa
    }

    /// The parts of an https URL as AASA matching sees them, encoded as written.
    static func parts(_ url: String) throws -> URLParts {
        let c = try #require(URLComponents(string: url, encodingInvalidCharacters: false))
        return URLParts(encodedPath: c.percentEncodedPath, encodedQuery: c.percentEncodedQuery, encodedFragment: c.percentEncodedFragment)
    }

    /// The deciding rule as the trace words it (a wording test: the rule is named as written).
    static func ruleText(_ verdict: AASAVerdict) -> String? {
        switch verdict {
        case .matched(let rule, _), .excluded(let rule, _): Wording.text { Wording.rule(rule, into: &$0) }
        case .missingAppID, .noMatch, .fileTooLarge: nil
        }
    }

    static func verdict(_ file: String, _ appID: String, _ url: String) throws -> AASAVerdict {
        try association(file).verdict(appID: appID, url: parts(url))
    }

    static func isMatched(_ v: AASAVerdict) -> Bool { if case .matched = v { true } else { false } }
    static func isExcluded(_ v: AASAVerdict) -> Bool { if case .excluded = v { true } else { false } }

    // MARK: the synthetic demo file

    static let demo = "SYNTHETIC_q2_demo__apple-app-site-association.json"
    static let demoID = "ABCDE12345.com.q2.mobile.demo"

    @Test("demo: the logout fragment on the UUX page is excluded",
          arguments: ["https://demo.q2.com/experimental/uux.aspx#/logout", "https://demo.q2.com/experimental/uux.aspx#/logout/now"])
    func demoLogoutExcluded(_ url: String) throws {
        let v = try Self.verdict(Self.demo, Self.demoID, url)
        #expect(Self.isExcluded(v), "\(v)")
        if case .excluded(.component(let rule), _) = v { #expect(rule.fragment == "/logout*") }
    }

    @Test("demo: a uux.aspx path with a route matches the route rule", arguments: [
        "https://demo.q2.com/experimental/uux.aspx#/messages", "https://demo.q2.com/experimental/uux.aspx#/settings/profile",
        "https://demo.q2.com/other/uux.aspx#/logout",
    ])
    func demoRouteMatches(_ url: String) throws {
        let v = try Self.verdict(Self.demo, Self.demoID, url)
        #expect(Self.ruleText(v) == ##"{"/": "*/uux.aspx", "#": "/?*"}"##, "\(v)")
    }

    @Test("demo: the bare page matches the bare-page rule")
    func demoBarePage() throws {
        let v = try Self.verdict(Self.demo, Self.demoID, "https://demo.q2.com/experimental/uux.aspx")
        #expect(Self.ruleText(v) == #"{"/": "*/uux.aspx"}"#, "\(v)")
    }

    @Test("demo: other pages and other capitals do not match", arguments: [
        "https://demo.q2.com/experimental/dashboard.aspx#/messages", "https://demo.q2.com/messages",
        "https://demo.q2.com/experimental/UUX.aspx#/messages",
    ])
    func demoNoMatch(_ url: String) throws {
        #expect(try Self.verdict(Self.demo, Self.demoID, url) == .noMatch)
    }

    @Test("demo: another app is not listed")
    func demoOtherApp() throws {
        #expect(try Self.verdict(Self.demo, "ZZZZZ99999.com.other", "https://demo.q2.com/experimental/uux.aspx#/messages") == .missingAppID)
    }

    @Test("demo: through the engine, logout is not opened and messages navigates")
    func demoThroughEngine() throws {
        let app = try Fixtures.app(settings: #"{"prerequisites":{"aasaFile":"aasa/\#(Self.demo)"}}"#)
        let logout = decide("https://demo.q2.com/experimental/uux.aspx#/logout", app: app)
        #expect(logout.outcome == .openedInBrowser)
        #expect(logout.has(.aasaNoMatchingPath))
        #expect(logout.steps.contains { step in
            if case .aasaExcluded = step.fact { return !step.passed }
            return false
        })
        #expect(decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app).outcome == .navigated)
    }

    // MARK: Apple's documentation example

    static let apple = "apple_docs_applinks_overview_example.json"

    @Test("Apple's example", arguments: [
        ("https://example.com/buy/x", "matched"),
        ("https://example.com/buy/", "matched"),
        ("https://example.com/help/website/x", "excluded"),
        ("https://example.com/help/x?articleNumber=1234", "matched"),
        ("https://example.com/help/x?articleNumber=12345", "noMatch"),
        ("https://example.com/help/x?articleNumber=123", "noMatch"),
        ("https://example.com/help/x", "noMatch"),
        ("https://example.com/buy/x#no_universal_links", "excluded"),
        ("https://example.com/other", "noMatch"),
    ])
    func appleExample(_ url: String, _ expected: String) throws {
        for appID in ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"] {
            let v = try Self.verdict(Self.apple, appID, url)
            switch expected {
            case "matched": #expect(Self.isMatched(v), "\(url): \(v)")
            case "excluded": #expect(Self.isExcluded(v), "\(url): \(v)")
            default: #expect(v == .noMatch, "\(url): \(v)")
            }
        }
    }

    @Test("Apple's example does not list the demo app")
    func appleOtherApp() throws {
        #expect(try Self.verdict(Self.apple, Self.demoID, "https://example.com/buy/x") == .missingAppID)
    }

    // MARK: real-world files

    @Test("Gr8G1: '/*' comes before the NOT lines, so the NOTs are unreachable",
          arguments: ["https://wefun.kr/id/123", "https://wefun.kr/email/x", "https://wefun.kr/qr/abc", "https://wefun.kr/"])
    func gr8g1(_ url: String) throws {
        let v = try Self.verdict("Gr8G1_wellknown-aasa__apple-app-site-association.json", "Z7K6J6Z368.kr.wefun.app", url)
        #expect(v.decidingRule?.rule == .legacyPath("/*"), "\(v)")
    }

    @Test("bluesky: '*' opens every path", arguments: ["https://bsky.app/", "https://bsky.app/profile/x", "https://bsky.app/a?b=c#d"])
    func bluesky(_ url: String) throws {
        let file = "bluesky-social_social-app__apple-app-site-association.json"
        #expect(try Self.verdict(file, "B3LX46C5HS.xyz.blueskyweb.app", url).decidingRule?.rule == .legacyPath("*"))
        #expect(try Self.verdict(file, Self.demoID, url) == .missingAppID)
    }

    @Test("Hylo: an appID without a team ID never equals a real app ID",
          arguments: ["ABCDE12345.com.hylo.HyloA", "ABCDE12345.com.q2.mobile.demo", "XXXXXXXXXX.com.hylo.HyloA"])
    func hyloMalformed(_ appID: String) throws {
        let v = try Self.verdict("Hylozoic_hylo-evo__apple-app-site-association.MALFORMED_APPID.json", appID, "https://hylo.com/anything")
        #expect(v == .missingAppID)
    }

    @Test("Hylo through the engine: aasa-missing-app-id and notOpened")
    func hyloThroughEngine() throws {
        let app = try Fixtures.app(settings:
            #"{"prerequisites":{"aasaFile":"aasa/Hylozoic_hylo-evo__apple-app-site-association.MALFORMED_APPID.json"}}"#)
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app)
        #expect(d.outcome == .openedInBrowser)
        #expect(d.has(.aasaMissingAppID))
        #expect(d.diagnostic(.aasaMissingAppID)?.message.contains(Self.demoID) == true)
    }

    @Test("element: appIDs lists several apps, each opens every path")
    func element() throws {
        let file = "element-hq_element-call__apple-app-site-association.json"
        for appID in ["7J4U792NQT.io.element.elementx", "7J4U792NQT.io.element.elementx.nightly", "7J4U792NQT.io.element.elementx.pr"] {
            #expect(Self.isMatched(try Self.verdict(file, appID, "https://call.element.io/room")))
        }
        #expect(try Self.verdict(file, "7J4U792NQT.io.element.other", "https://call.element.io/room") == .missingAppID)
    }

    @Test("CruGlobal: a single legacy prefix")
    func cruGlobal() throws {
        let file = "CruGlobal_campus-contacts-web__apple-app-site-association.json"
        #expect(Self.isMatched(try Self.verdict(file, "DQ48D9BF2V.com.missionhub", "https://x.org/l/abc")))
        #expect(try Self.verdict(file, "DQ48D9BF2V.com.missionhub", "https://x.org/m/abc") == .noMatch)
    }

    @Test("Google: two details entries with two team IDs")
    func google() throws {
        let file = "GoogleChromeLabs_web-based-payment-app-example__apple-app-site-association.json"
        for appID in ["EQHXZ8M8AV.com.google.Bobbucks.dev", "4ANB9W7R3P.com.google.Bobbucks.enterprise"] {
            #expect(Self.isMatched(try Self.verdict(file, appID, "https://bobbucks.dev/pay")))
            #expect(try Self.verdict(file, appID, "https://bobbucks.dev/pay/more") == .noMatch)
        }
        #expect(try Self.verdict(file, "EQHXZ8M8AV.com.google.Bobbucks.enterprise", "https://bobbucks.dev/pay") == .missingAppID)
    }
}
