import Foundation
import Testing

/// Issue 9: the shipped walkthroughs pass under the demo FI and under a partner FI with another
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
        #expect(result.out.contains("\(scenarios.count) passed, 0 failed"), "\(result.out.suffix(300))")
    }

    @Test("route steps open the partner's own links, and preset pushes use its module")
    func partnerLinks() throws {
        let result = try LinkLab.run(["play", "--config", Self.partner,
                                      LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path,
                                      LinkLab.scenarios.appendingPathComponent("push-sender-mismatch.json").path])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("open   https://m.partnerbank.example/app/mobile.aspx#/settings/profile"), "\(result.out)")
        #expect(result.out.contains(#""sender":"com.partnerbank.module.Offers","data":{"offers":{"route":"messages"}}"#), "\(result.out)")
        #expect(!result.out.contains("q2mob://"))
    }

    @Test("a walkthrough that needs the demo FI says so and plays its own settings under the partner's")
    func demoOnlyWalkthrough() throws {
        let path = LinkLab.scenarios.appendingPathComponent("link-shape-failures.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("Needs the demo FI"))
        let result = try LinkLab.run(["play", "--config", Self.partner, path])
        #expect(result.status == 0, "\(result.out)\(result.err)")
    }
}
