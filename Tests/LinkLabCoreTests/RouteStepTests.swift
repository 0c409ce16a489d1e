import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A scenario step can name a route instead of a link, and a push preset instead of a
/// payload, so one walkthrough plays under any FI.
@Suite("Scenario steps that name a route")
struct RouteStepTests {
    static func scenario(_ steps: String, settings: String = "") throws(ConfigurationError) -> Scenario {
        try ScenarioLoader.parse(#"{"name": "t", \#(settings) "steps": [\#(steps)]}"#, file: "t.json")
    }

    static func play(_ scenario: Scenario, app: BankingApp) -> (ScenarioPlayer, [ScenarioPlayer.StepResult]) {
        var player = ScenarioPlayer(scenario: scenario)
        var session = ScenarioPlayer.session(for: scenario, app: app)
        let results = player.runToEnd(&session)
        return (player, results)
    }

    /// `as` and the link built under the demo FI and under the partner FI.
    static let forms: [(String, String, String)] = [
        (#"{"openRoute": "messages", "as": "customScheme"}"#, "q2mob://open?targetPage=%23%2Fmessages", "partnerbank://open?targetPage=%23%2Fmessages"),
        (##"{"openRoute": "#/settings/profile", "as": "universalLink"}"##, "https://demo.q2.com/experimental/uux.aspx#/settings/profile",
         "https://m.partnerbank.example/app/mobile.aspx#/settings/profile"),
        (#"{"openRoute": "path", "as": "moduleLink"}"#, "q2mob://com.q2.mobile.module.demo/path", "partnerbank://com.partnerbank.module.offers/path"),
        (#"{"openRoute": "path", "as": "moduleLink", "via": "universalLink"}"#, "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path",
         "https://m.partnerbank.example/app/mobile.aspx#/com.partnerbank.module.offers/path"),
    ]

    @Test("openRoute builds the link for the FI the scenario plays under", arguments: forms.indices)
    func builtForTheFI(index: Int) throws {
        let (step, demo, partner) = Self.forms[index]
        let scenario = try Self.scenario(step)
        #expect(scenario.steps[0].action.keyword == "openRoute")
        #expect(Self.play(scenario, app: Fixtures.demoApp).1[0].event == .openLink(demo))
        #expect(Self.play(scenario, app: try ExamplesTests.partnerApp()).1[0].event == .openLink(partner))
        #expect(Self.play(scenario, app: try ExamplesTests.partnerApp()).1[0].decisions.first?.outcome.isSuccess == true)
    }

    @Test("pushPreset builds the payload from the FI's push module, at the stage given")
    func pushPreset() throws {
        let scenario = try Self.scenario(##"{"pushPreset": "documented", "route": "#/transfer", "stage": "silent"}"##)
        let partner = try ExamplesTests.partnerApp()
        let result = Self.play(scenario, app: partner).1[0]
        guard case .push(let payload, let stage)? = result.event else { Issue.record("not a push: \(String(describing: result.event))"); return }
        #expect(stage == .silent)
        #expect(payload.json["sender"]?.string == "com.partnerbank.module.offers")
        #expect(payload.json["data"]?["offers"]?["route"]?.string == "transfer")
        #expect(result.decisions.first?.codes == ["push-stage-no-navigation"])
    }

    @Test("a module link with no continuity module fails the step, naming it, and does not crash")
    func noContinuityModule() throws {
        var configuration = FIConfiguration.demo
        configuration.modules = configuration.modules.map { ModuleDeclaration(identifier: $0.identifier, name: $0.name) }
        let (player, results) = Self.play(try Self.scenario(#"{"openRoute": "path", "as": "moduleLink"}"#), app: try Fixtures.app(configuration))
        #expect(results[0].decisions.isEmpty)
        #expect(player.failures.map(\.key) == ["openRoute"])
    }

    /// Malformed route steps, and the key each error names.
    static let malformed: [(String, String)] = [
        (#"{"openRoute": "messages"}"#, "steps[0].as"),
        (#"{"openRoute": "messages", "as": "email"}"#, "steps[0].as"),
        (#"{"openRoute": 3, "as": "customScheme"}"#, "steps[0].openRoute"),
        (#"{"openRoute": "a/../b", "as": "customScheme"}"#, "steps[0].openRoute"),
        (#"{"openRoute": "messages", "as": "customScheme", "via": "universalLink"}"#, "steps[0].via"),
        (#"{"openRoute": "messages", "as": "customScheme", "stage": "tap"}"#, "steps[0].stage"),
        (#"{"pushPreset": "loud"}"#, "steps[0].pushPreset"),
        (#"{"pushPreset": "documented", "stage": "later"}"#, "steps[0].stage"),
        (#"{"say": "hi", "ask": true}"#, "steps[0].ask"),
        (#"{"openVariant": "signedOut", "of": "messages"}"#, "steps[0].openVariant"),
        (#"{"openVariant": "wrongHost"}"#, "steps[0].of"),
        (#"{"open": "q2mob://open", "ask": "yes"}"#, "steps[0].ask"),
    ]

    @Test("a malformed route or preset step names the step and the key", arguments: malformed.indices)
    func malformedStep(index: Int) {
        let (step, key) = Self.malformed[index]
        #expect(throws: ConfigurationError.self) { try Self.scenario(step) }
        do {
            _ = try Self.scenario(step)
        } catch {
            #expect(error.file == "t.json")
            #expect(error.key == key, "\(error)")
        }
    }

    @Test("a scenario keeps its description and which steps ask")
    func descriptionAndAsk() throws {
        let scenario = try ScenarioLoader.parse(#"{"name": "t", "description": "Why.", "steps": [{"openRoute": "messages", "as": "customScheme", "ask": true}, {"back": true}]}"#, file: "t.json")
        #expect(scenario.description == "Why.")
        #expect(scenario.steps.map(\.ask) == [true, false])
    }

    @Test("inline settings change the active FI, not the demo FI")
    func inlineSettingsOverTheActiveFI() throws {
        let scenario = try Self.scenario(#"{"openRoute": "messages", "as": "universalLink"}"#,
                                         settings: #""settings": {"prerequisites": {"associatedDomainsEntitlement": false}},"#)
        let app = try ScenarioLoader.app(for: scenario, fallbackConfig: ExamplesTests.partnerSettings, screensDirectory: Fixtures.screensDirectory)
        #expect(app.configuration.urlScheme == "partnerbank")
        #expect(app.configuration.prerequisites.associatedDomainsEntitlement == false)
    }
}
