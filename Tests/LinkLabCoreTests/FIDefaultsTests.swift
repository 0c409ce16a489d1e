import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// What a settings file leaves out holds by default for the FI it describes, not for
/// the demo FI, and the trace says which prerequisites are defaults rather than files.
@Suite("Defaults that follow the FI")
struct FIDefaultsTests {
    static let minimal = Fixtures.path("partner/minimal-settings.json")
    static let partner = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenarios/partner-fi/settings.json").path

    static func defaults(_ d: Decision) -> [Prerequisite] {
        d.steps.compactMap { step in
            if case .partnerFile(.byDefault(let prerequisite, _, _)) = step.fact { return prerequisite }
            return nil
        }
    }

    @Test("a file with only scheme, domain, page name and app ID gets an AASA, and a UUX page, of its own")
    func minimalSettings() throws {
        let config = try ConfigurationLoader.load(path: Self.minimal)
        #expect(config.prerequisites.aasa == .standard(appID: "MINBK12345.com.minbank.app", targetPageName: "go.aspx"))
        #expect(config.prerequisites.defaults == Set(Prerequisite.allCases.filter { $0.platform == .ios }))
        #expect(config.uuxPage == "https://app.minbank.example/experimental/go.aspx")
        #expect(config.settingsFile == Self.minimal)
        for prerequisite in Prerequisite.allCases { #expect(prerequisite.holds(in: config), "\(prerequisite)") }
    }

    @Test("the FI's own links navigate, and the trace says each prerequisite is a default", arguments: [
        (LinkForm.universalLink, [Prerequisite.associatedDomainsEntitlement, .provisioningAssociatedDomains, .aasaListsAppID]),
        (LinkForm.customScheme, [Prerequisite.schemeRegistered]),
    ])
    func ownLinksNavigate(form: LinkForm, expected: [Prerequisite]) throws {
        let app = try Fixtures.app(ConfigurationLoader.load(path: Self.minimal))
        let link = try #require(form.link(route: "settings/profile", configuration: app.configuration))
        let d = decide(link, app: app)
        #expect(d.outcome == .navigated, "\(link): \(d.codes)")
        #expect(Self.defaults(d) == expected)
        let words = d.steps.filter { Wording.name(of: $0.fact).description == "default" }.map(Wording.detail)
        #expect(words.allSatisfy { $0.hasPrefix(Self.minimal) && $0.contains("by default") }, "\(words)")
    }

    @Test("the AASA default is worded with the FI's own app ID and page name")
    func aasaDefaultWording() throws {
        let app = try Fixtures.app(ConfigurationLoader.load(path: Self.minimal))
        let d = decide(LinkBuilder(configuration: app.configuration).universalLink(route: "messages"), app: app)
        let step = try #require(d.steps.first { if case .partnerFile(.byDefault(.aasaListsAppID, _, _)) = $0.fact { true } else { false } })
        #expect(Wording.detail(step) == "\(Self.minimal) gives no AASA (aasa or aasaFile), so by default the AASA lists MINBK12345.com.minbank.app for */go.aspx.")
    }

    @Test("a prerequisite the file decides is not called a default")
    func partnerGivesAASA() throws {
        let config = try ConfigurationLoader.load(path: Self.partner)
        #expect(!config.prerequisites.defaults.contains(.aasaListsAppID))
        let d = decide(LinkBuilder(configuration: config).universalLink(route: "messages"), app: try Fixtures.app(config))
        #expect(d.outcome == .navigated)
        #expect(Self.defaults(d) == [.associatedDomainsEntitlement, .provisioningAssociatedDomains])
    }

    @Test("the demo FI's trace names no defaults, embedded or from a file that keeps its scheme, domain, page and app ID")
    func demoSaysNothing() throws {
        let stated = try Fixtures.app(settings: #"{"name": "Stated", "appState": {"installed": true}}"#)
        for app in [Fixtures.demoApp, stated] {
            #expect(Self.defaults(decide("https://demo.q2.com/experimental/uux.aspx#/messages", app: app)).isEmpty)
            #expect(Self.defaults(decide("q2mob://open?targetPage=%23%2Fmessages", app: app)).isEmpty)
        }
    }

    @Test("marking a default missing (F6) drops the default; restoring it brings it back", arguments: Prerequisite.allCases)
    func toggling(prerequisite: Prerequisite) throws {
        let original = try ConfigurationLoader.load(path: Self.minimal)
        let missing = prerequisite.setting(false, in: original, original: original)
        #expect(!prerequisite.holds(in: missing))
        #expect(!missing.prerequisites.defaults.contains(prerequisite))
        let restored = prerequisite.setting(true, in: missing, original: original)
        #expect(prerequisite.holds(in: restored))
        #expect(restored.prerequisites.defaults == original.prerequisites.defaults)
        #expect(restored.prerequisites.aasa == original.prerequisites.aasa)
    }

    @Test("a walkthrough's inline settings keep the FI's defaults, and the default AASA follows a new app ID")
    func layers() throws {
        let base = try ConfigurationLoader.load(path: Self.minimal)
        let layer = try ConfigurationLoader.load(data: Data(#"{"appID":"NEWID12345.com.minbank.other","prerequisites":{"schemeRegistered":false}}"#.utf8),
                                                 file: "walkthrough.json (settings)", over: base, layered: true)
        #expect(layer.settingsFile == Self.minimal)
        #expect(layer.prerequisites.defaults == [.associatedDomainsEntitlement, .provisioningAssociatedDomains, .aasaListsAppID])
        #expect(layer.prerequisites.aasa == .standard(appID: "NEWID12345.com.minbank.other", targetPageName: "go.aspx"))
        let overDemo = try ConfigurationLoader.load(data: Data(#"{"appState":{"running":false}}"#.utf8), file: "w.json (settings)", layered: true)
        #expect(overDemo.settingsFile == nil)
        #expect(overDemo.prerequisites.aasa == .demo)
    }

    @Test("an AASA the settings give stays as given when the app ID changes beside it")
    func givenAASAStays() throws {
        let config = try Fixtures.configuration(#"{"appID":"OTHER12345.com.example.app","prerequisites":{"aasa":{"applinks":{"details":[{"appIDs":["ABCDE12345.com.q2.mobile.demo"],"paths":["*"]}]}}}}"#)
        #expect(!Prerequisite.aasaListsAppID.holds(in: config))
        #expect(!config.prerequisites.defaults.contains(.aasaListsAppID))
    }
}
