import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Android 15's dynamic App Links, from developer.android.com/training/app-links/configure-assetlinks
/// ("Configure dynamic rules"): each example of the page is a row.
@Suite("Android dynamic App Links")
struct DynamicAppLinksTests {
    static func statement(_ components: String) -> String {
        #"[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":"android_app","package_name":"com.q2.mobile.demo","sha256_cert_fingerprints":["\#(AndroidApp.demoFingerprint)"]},"relation_extensions":{"delegate_permission/common.handle_all_urls":{"dynamic_app_link_components":\#(components)}}}]"#
    }

    static func app(_ components: String, version: Int = 15) throws -> BankingApp {
        let filter = #"{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com"}]}"#
        return try Producer.android(#""version":\#(version),"intentFilters":[\#(filter)],"assetLinks":"# + statement(components))
    }

    @Test("configure-assetlinks: the special characters * ? and ?*", arguments: [
        ("/products/*", "/products/shoes", true), ("/products/*", "/products/", true), ("/products/*", "/product", false),
        ("/p?th", "/path", true), ("/p?th", "/pth", false), ("/a?*", "/a", false), ("/a?*", "/ab", true), ("*", "", true),
        // * stops at the first place the next character is found: no backtracking.
        ("/a*b", "/axbyb", false), ("/a*b", "/axb", true), ("app", "app", true), ("app", "apps", false),
    ])
    func pattern(pattern: String, text: String, expected: Bool) {
        #expect(DynamicAppLinks.matches(pattern, text) == expected, "\(pattern) on \(text)")
    }

    static let pageExample = ##"[{"?":{"dl":"*"}},{"#":"app"},{"/":"/products/*"},{"/":"/shoes","?":{"in_app":"true"}},{"/":"*","exclude":true}]"##

    @Test("configure-assetlinks: the page's example file, rule by rule", arguments: [
        ("https://demo.q2.com/x?dl=abc", Outcome.stayed), ("https://demo.q2.com/x#app", .stayed),
        ("https://demo.q2.com/products/shoes", .stayed), ("https://demo.q2.com/shoes?lang=en&in_app=true", .stayed),
        ("https://demo.q2.com/shoes?lang=en", .openedInBrowser), ("https://demo.q2.com/other", .openedInBrowser),
    ])
    func pageExample(link: String, outcome: Outcome) throws {
        let d = decide(link, app: try Self.app(Self.pageExample))
        #expect(d.outcome == outcome, "\(d.codes)")
        #expect(d.has(.appLinkDynamicExcluded) == (outcome == .openedInBrowser))
    }

    @Test("configure-assetlinks, order: the first matching rule decides; no match is excluded")
    func order() throws {
        let excludeFirst = #"[{"/":"*","exclude":true},{"/":"/path1"}]"#
        #expect(decide("https://demo.q2.com/path1", app: try Self.app(excludeFirst)).outcome == .openedInBrowser)
        let allowFirst = #"[{"/":"/path1"},{"/":"*","exclude":true}]"#
        #expect(decide("https://demo.q2.com/path1", app: try Self.app(allowFirst)).outcome == .stayed)
        let noMatch = #"[{"/":"/path1"},{"/":"/path2"}]"#
        #expect(decide("https://demo.q2.com/path3", app: try Self.app(noMatch)).has(.appLinkDynamicExcluded))
    }

    @Test("configure-assetlinks: Android 14 and earlier ignore the rules; malformed rules are discarded")
    func versionsAndMalformed() throws {
        let excludeAll = #"[{"/":"*","exclude":true}]"#
        #expect(decide("https://demo.q2.com/x", app: try Self.app(excludeAll, version: 14)).outcome == .stayed)
        #expect(decide("https://demo.q2.com/x", app: try Self.app(excludeAll, version: 16)).outcome == .openedInBrowser)
        for malformed in [#"[]"#, #"[{}]"#, #"[{"/":""}]"#, #"[{"/":"*","exclude":"yes"}]"#, #"{"/":"*"}"#] {
            let d = decide("https://demo.q2.com/x", app: try Self.app(malformed))
            #expect(d.outcome == .stayed, "\(malformed): the manifest alone decides; \(d.codes)")
        }
    }

    @Test("the typed reader keeps the rules of a statement in an assetlinks.json file")
    func reader() throws {
        let links = try AssetLinks.decode(Data(Self.statement(Self.pageExample).utf8), file: "assetlinks.json")
        guard case .components(let rules)? = links.statements.first?.dynamicRules else {
            Issue.record("no rules read")
            return
        }
        #expect(rules.count == 5)
        #expect(rules[3] == DynamicAppLinks.Component(path: "/shoes", query: [.init("in_app", "true")]))
        #expect(rules[4].exclude)
    }
}
