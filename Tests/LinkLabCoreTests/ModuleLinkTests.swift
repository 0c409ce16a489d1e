import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Module-owned links decided as the documented sample `ContinuityLifecycleModule` decides them
/// (Continuity Lifecycle Module page): the fragment when there is one, otherwise host/path, lowercased,
/// slashes trimmed; claimed only when the target is `com.q2.mobile.module.demo/path`; built-in handling first.
@Suite("Module links, as the documented sample decides")
struct ModuleLinkTests {
    static let demo = "com.q2.mobile.module.demo"
    static let page = "https://demo.q2.com/experimental/uux.aspx"

    /// The 14 module-link decisions: the link, the outcome, and the module that claims it (if any).
    static let decisions: [(link: String, outcome: Outcome, module: String?)] = [
        ("q2mob://com.q2.mobile.module.demo/path", .handledByModule, demo),
        ("q2mob://com.q2.mobile.module.demo//path//", .handledByModule, demo),
        ("q2mob://x#/com.q2.mobile.module.demo/path", .handledByModule, demo),
        ("q2mob://com.q2.mobile.module.demo/path#/other", .stayed, nil),
        ("q2mob://COM.Q2.Mobile.Module.Demo/PATH", .handledByModule, demo),
        ("q2mob://com.q2.mobile.module.demo/path/more", .stayed, nil),
        ("q2mob://com.q2.mobile.module.demo", .stayed, nil),
        ("q2mob://com.q2.mobile.module.demo/pa%74h", .handledByModule, demo),
        ("q2mob://open#/com.q2.mobile.module.demo/path", .handledByModule, demo),
        ("q2mob://open?targetPage=%23%2Fcom.q2.mobile.module.demo%2Fpath", .stayed, nil),
        (page + "#/com.q2.mobile.module.demo/path", .handledByModule, demo),
        (page + "#/COM.Q2.MOBILE.MODULE.DEMO/PATH/", .handledByModule, demo),
        (page + "#%2Fcom.q2.mobile.module.demo%2Fpath", .stayed, nil),
        (page + "#/messages", .navigated, nil),
    ]

    @Test("the 14 module-link decisions", arguments: decisions)
    func decision(_ link: String, _ outcome: Outcome, _ module: String?) {
        let d = decide(link)
        #expect(d.outcome == outcome, "\(link): \(d.summary)")
        #expect(d.module == module, "\(link)")
    }

    @Test("the sample's target", arguments: [
        ("q2mob://com.q2.mobile.module.demo//path//", "com.q2.mobile.module.demo/path"),
        ("q2mob://x#/com.q2.mobile.module.demo/path", "com.q2.mobile.module.demo/path"),
        ("q2mob://com.q2.mobile.module.demo/path#/other", "other"),
        ("q2mob://x#", "x"),
        ("q2mob://X/Y/", "x/y"),
        ("https://demo.q2.com/a/uux.aspx", "demo.q2.com/a/uux.aspx"),
        ("q2mob://x#%2FPath", "%2fpath"),
    ])
    func target(_ link: String, _ expected: String) throws {
        let url = try #require(URLComponents(string: link))
        #expect(ContinuityLink.target(of: url) == expected)
    }

    @Test("no host and no fragment: no target, so no module decides")
    func noTarget() throws {
        #expect(ContinuityLink.target(of: try #require(URLComponents(string: "q2mob:///com.q2.mobile.module.demo/path"))) == nil)
    }

    @Test("the sample answers nil, never false, for a link that is not its own")
    func answersNil() {
        let d = decide("q2mob://com.q2.mobile.module.demo/other")
        let answers = d.steps.compactMap { step -> [ModuleAnswer]? in
            if case .continuityModules(_, let answers) = step.fact { return answers }
            return nil
        }
        #expect(answers == [[ModuleAnswer(module: Self.demo, answer: nil),
                             ModuleAnswer(module: "com.q2.mobile.module.banking", answer: nil)]])
    }

    @Test("a settings-file module normalises as the sample does by default")
    func settingsDefault() throws {
        let app = try Fixtures.app(settings: #"{"modules":[{"identifier":"com.q2.mobile.module.banking"},{"identifier":"com.acme.cards","continuityTargets":["com.acme.cards/Activate"]}]}"#)
        #expect(decide("q2mob://COM.ACME.CARDS/activate/", app: app).module == "com.acme.cards")
        #expect(decide("q2mob://x#/com.acme.cards/activate", app: app).module == "com.acme.cards")
    }

    @Test("targetNormalisation lowercase false: compared as written")
    func settingsCaseSensitive() throws {
        let app = try Fixtures.app(settings: """
            {"modules":[{"identifier":"com.q2.mobile.module.banking"},{"identifier":"com.acme.cards","continuityTargets":["com.acme.cards/Activate"],
             "targetNormalisation":{"lowercase":false}}]}
            """)
        #expect(decide("q2mob://com.acme.cards/Activate", app: app).module == "com.acme.cards")
        #expect(decide("q2mob://com.acme.cards/activate", app: app).outcome == .stayed)
    }

    @Test("targetNormalisation fragmentFirst false: host/path even when there is a fragment")
    func settingsHostAndPath() throws {
        let app = try Fixtures.app(settings: """
            {"modules":[{"identifier":"com.q2.mobile.module.banking"},{"identifier":"com.acme.cards","continuityTargets":["com.acme.cards/activate"],
             "targetNormalisation":{"fragmentFirst":false}}]}
            """)
        #expect(decide("q2mob://com.acme.cards/activate#/other", app: app).module == "com.acme.cards")
        #expect(decide("q2mob://x#/com.acme.cards/activate", app: app).outcome == .stayed)
    }

    @Test("targetNormalisation: an unknown key or a wrong type names the key")
    func settingsBad() {
        let unknown = Fixtures.configurationError(#"{"modules":[{"identifier":"m.x","targetNormalisation":{"lowercased":false}}]}"#)
        #expect(unknown?.key == "modules[0].targetNormalisation.lowercased", "\(String(describing: unknown))")
        let wrong = Fixtures.configurationError(#"{"modules":[{"identifier":"m.x","targetNormalisation":{"lowercase":"no"}}]}"#)
        #expect(wrong?.key == "modules[0].targetNormalisation.lowercase", "\(String(describing: wrong))")
    }
}
