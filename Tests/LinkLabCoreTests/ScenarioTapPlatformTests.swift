import LinkLabFormats
import LinkLabReading
import LinkLabWording
import Testing

/// A walkthrough's `from` and `page` are held to the rules `--from` and `--page` are read by, on the platform
/// the walkthrough runs on (docs/contract.md, "Where the link was tapped", P13): its settings decide the
/// platform, so the check is made once they are loaded.
@Suite("A walkthrough's tap is read as --from and --page are")
struct ScenarioTapPlatformTests {
    static let link = "https://demo.q2.com/mobile/deeplink?targetPage=messages"

    /// A one-step walkthrough on `platform` that opens the link with `tap` (the keys as a scenario writes them).
    static func scenario(_ tap: String, on platform: Platform) throws -> Scenario {
        let settings = platform == .android ? #""settings": {"platform": "android"}, "# : ""
        return try ScenarioLoader.parse(#"{"name": "t", "# + settings + #""steps": [{"open": "\#(link)", \#(tap)}]}"#,
                                        file: "t.json")
    }

    static func problem(_ tap: String, on platform: Platform) throws -> ConfigurationProblem? {
        let scenario = try scenario(tap, on: platform)
        do {
            _ = try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: nil)
            return nil
        } catch {
            #expect(error.step == 1)
            return error.problem
        }
    }

    @Test("each source of the other platform is refused, each of its own is read", arguments: Platform.allCases)
    func sources(platform: Platform) throws {
        for source in TapSource.allCases {
            let problem = try Self.problem(#""from": "\#(source.rawValue)""#, on: platform)
            if TapSource.sources(on: platform).contains(source) {
                #expect(problem == nil, "\(source) on \(platform)")
            } else {
                guard case .tapSource(let error)? = problem else {
                    Issue.record("\(source) on \(platform): \(String(describing: problem))"); continue
                }
                #expect(error.text == source.rawValue && error.platform == platform)
            }
        }
    }

    @Test("banner on Android: the sentence --from banner gets, pointing at the step's from")
    func bannerOnAndroid() throws {
        let scenario = try Self.scenario(#""from": "banner""#, on: .android)
        #expect {
            try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: nil)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == "steps[0].from" && error.position?.line == 1
                && Wording.sentence(for: error).hasSuffix("(step 1): line 1, column \(error.position?.column ?? 0): no source 'banner' on android: "
                    + Wording.noBannerOnAndroid)
        }
    }

    @Test("a walkthrough that reuses an app already loaded for another is held to the same rules")
    func reusedApp() throws {
        let loaded = try ScenarioLoader.app(for: try Self.scenario(#""from": "safari""#, on: .ios), fallbackConfig: nil, screensDirectory: nil)
        let chrome = try Self.scenario(#""from": "chrome""#, on: .ios)
        #expect {
            try ScenarioLoader.app(for: chrome, fallbackConfig: nil, screensDirectory: nil, reusing: loaded)
        } throws: { error in
            guard let error = error as? ConfigurationError, case .tapSource(let refused) = error.problem else { return false }
            return refused.text == "chrome" && refused.platform == .ios && error.step == 1
        }
    }

    @Test("a page goes with safari or web-view on iOS only, as --page", arguments: [
        (#""from": "safari", "page": "/offers""#, Platform.ios, nil as TapPageProblem?),
        (#""from": "web-view", "page": "https://news.example/""#, .ios, nil),
        (#""from": "app", "page": "/offers""#, .ios, .noPageSource),
        (#""page": "/offers""#, .ios, .noPageSource),
        (#""from": "web-view", "page": "/offers""#, .android, .noPageSource),
        (#""from": "chrome", "page": "/offers""#, .android, .noPageSource),
    ])
    func page(tap: String, platform: Platform, refused: TapPageProblem?) throws {
        let problem = try Self.problem(tap, on: platform)
        #expect(problem == refused.map { .pageRefused($0) })
    }
}
