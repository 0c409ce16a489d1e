import Foundation
import LinkLabWording
import Testing
@testable import linklab

/// The shipped walkthroughs pass under the demo FI and under a partner FI with another
/// scheme, domain, page name and push module.
@Suite("linklab play --config partner")
struct PlayPartnerFITests {
    static let partner = LinkLab.scenarios.appendingPathComponent("partner-fi/settings.json").path

    @Test("every shipped walkthrough passes under the partner FI")
    func allShippedUnderThePartner() throws {
        let scenarios = LinkLab.shippedScenarios
        try #require(!scenarios.isEmpty)
        let result = try LinkLab.run(["play", "--config", Self.partner] + scenarios)
        #expect(result.status == 0, "\(result.out.suffix(2_000))\(result.err)")
        #expect(result.outLines.last == Wording.passedAndFailed(passed: scenarios.count, failed: 0), "\(result.out.suffix(300))")
    }

    @Test("route steps open the partner's own links, and preset pushes use its module")
    func partnerLinks() throws {
        let scenarios = [LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path,
                         LinkLab.scenarios.appendingPathComponent("push-sender-mismatch.json").path]
        let result = try LinkLab.run(["play", "--config", Self.partner] + scenarios)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(!result.out.contains("q2mob://"), "no demo FI link is shown anywhere")
        // What each step opened or tapped, in order: the partner's Universal Link, then its module's pushes.
        let json = try LinkLab.run(["play", "--json", "--config", Self.partner] + scenarios)
        let alert = #""aps":{"alert":{"title":"LinkLab","body":"Tap to open"}}"#
        #expect(try json.playedDecisions().map(\.input) == [
            "https://m.partnerbank.example/app/mobile.aspx#/settings/profile",
            "sign in",
            "https://m.partnerbank.example/app/mobile.aspx#/settings/profile",
            #"{\#(alert),"sender":"com.partnerbank.module.Offers","data":{"offers":{"route":"messages"}}}"#,
            #"{\#(alert),"sender":"com.example.other","data":{"offers":{"route":"messages"}}}"#,
            #"{\#(alert),"data":{"offers":{"route":"messages"}}}"#,
        ])
    }

    @Test("openVariant steps show the partner's own broken links")
    func partnerVariants() throws {
        let result = try LinkLab.run(["play", "--config", Self.partner, LinkLab.scenarios.appendingPathComponent("link-shape-failures.json").path])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let json = try LinkLab.run(["play", "--json", "--config", Self.partner, LinkLab.scenarios.appendingPathComponent("link-shape-failures.json").path])
        #expect(try json.playedDecisions().map(\.input) == [
            "partnerbank://open?targetPage=#/messages",
            "partnerbank://open?targetPage=https%3A%2F%2Fm.partnerbank.example%2Fapp%2Fmobile.aspx%23%2Fmessages",
            "partnerbank://open?targetPage=%2523%252Fmessages",
            "partnerbank://open",
            "https://m.partnerbank.example/app/mobile.aspx",
            "https://m.partnerbank.example/app/mobile.aspx?targetPage=messages",
            "https://m.partnerbank.example/app/#/messages",
            "https://wrong-host.partnerbank.example/app/mobile.aspx#/messages",
            "otherapp://open?targetPage=%23%2Fmessages",
            "partnerbank://open?targetPage=%23%2Frewards",
        ])
    }

    @Test("a walkthrough that needs the demo FI says so and plays its own settings under the partner's")
    func demoOnlyWalkthrough() throws {
        let path = LinkLab.scenarios.appendingPathComponent("hostile-links.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("Needs the demo FI"))
        let result = try LinkLab.run(["play", "--config", Self.partner, path])
        #expect(result.status == 0, "\(result.out)\(result.err)")
    }
}

/// A partner with screens of its own, drawn natively by its own module rather than the demo's banking
/// module: the walkthroughs still load and pass.
@Suite("linklab play --config partner with its own screens")
struct PlayPartnerScreensTests {
    @Test("every shipped walkthrough passes when the partner's screens name only its own modules")
    func ownScreens() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = folder.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: LinkLab.screens.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: LinkLab.screens.appendingPathComponent(name), encoding: .utf8)
            try Data(text.replacingOccurrences(of: "com.q2.mobile.module.banking", with: "com.partnerbank.module.native").utf8)
                .write(to: screens.appendingPathComponent(name))
        }
        var settings = try String(contentsOfFile: PlayPartnerFITests.partner, encoding: .utf8)
        settings = settings.replacingOccurrences(of: #"{"identifier": "com.q2.mobile.module.banking", "name": "Native banking module"}"#,
                                                 with: #"{"identifier": "com.partnerbank.module.native"}"#)
        settings = settings.replacingOccurrences(of: #""name": "Partner Bank","#, with: #""name": "Partner Bank", "screens": "screens","#)
        let config = try LinkLab.fixture("partner.json", settings, in: folder)
        #expect(settings.contains("com.partnerbank.module.native") && !settings.contains("module.banking"))

        let result = try LinkLab.run(["play", "--config", config] + LinkLab.shippedScenarios)
        #expect(result.status == 0, "\(result.out.suffix(1_500))\(result.err)")
        #expect(result.outLines.last == Wording.passedAndFailed(passed: LinkLab.shippedScenarios.count, failed: 0), "\(result.out.suffix(300))")
    }
}

/// A partner's first settings file gives only its scheme, domain, page name and app ID.
/// Every prerequisite then holds by default for that FI, so its links open and every walkthrough passes.
@Suite("linklab play --config with only scheme, domain, page name and app ID")
struct PlayMinimalFITests {
    static let minimal = LinkLab.repositoryRoot.appendingPathComponent("Tests/LinkLabCoreTests/Fixtures/partner/minimal-settings.json").path

    @Test("every shipped walkthrough passes under the minimal settings")
    func allShipped() throws {
        let scenarios = LinkLab.shippedScenarios
        let result = try LinkLab.run(["play", "--config", Self.minimal] + scenarios)
        #expect(result.status == 0, "\(result.out.suffix(2_000))\(result.err)")
        #expect(result.outLines.last == Wording.passedAndFailed(passed: scenarios.count, failed: 0), "\(result.out.suffix(300))")
    }

    @Test("a scenario written by route passes under the minimal settings and under the partner FI's", arguments: [
        minimal, PlayPartnerFITests.partner,
    ])
    func byRoute(config: String) throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try LinkLab.fixture("by-route.json", """
            {"name": "By route", "steps": [
              {"openRoute": "messages", "as": "universalLink"},
              {"expect": {"outcome": "navigated", "route": "messages"}},
              {"openRoute": "settings/profile", "as": "customScheme"},
              {"expect": {"outcome": "navigated", "route": "settings/profile"}},
              {"signOut": true},
              {"openRoute": "messages", "as": "universalLink"},
              {"expect": {"outcome": "deferred", "pending": "messages"}}
            ]}
            """, in: folder)
        let result = try LinkLab.run(["play", "--config", config, scenario])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.hasLine("PASS" + Wording.scenarioPassed("By route", steps: 7, expectations: 3)), "\(result.out)")
        let json = try LinkLab.run(["play", "--json", "--config", config, scenario])
        let summary = try #require(try json.decoded(DecodedPlayLine.self).last)
        #expect(summary.scenario == "By route" && summary.passed == true && summary.failures.isEmpty, "\(summary)")
    }

    @Test("the trace says which prerequisites are defaults, and names the settings file")
    func traceSaysDefault() throws {
        let result = try LinkLab.run(["explain", "--config", Self.minimal, "https://app.minbank.example/experimental/go.aspx#/messages"])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasPrefix("navigated"), "\(result.out)")
        // The wording of the default is under test here: each line whole, as a person reads it.
        #expect(result.hasLine("  ✓ default: \(Self.minimal) gives no AASA (aasa or aasaFile), so by default the AASA lists MINBK12345.com.minbank.app for */go.aspx."),
                "\(result.out)")
        #expect(result.hasLine("  ✓ default: \(Self.minimal) names no entitlements file (entitlementsFile), so by default the entitlement lists applinks:app.minbank.example."),
                "\(result.out)")
        let json = try LinkLab.run(["explain", "--json", "--config", Self.minimal, "minbank://open?targetPage=%23%2Fmessages"])
        let decision = try #require(try json.decisions().first, "\(json.err)")
        #expect(decision.step("default")?.passed == true, "\(decision.checks)")
    }
}
