import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// What the Android app does with a link or a push (docs/contract.md, "Android").
@Suite("Android decisions")
struct AndroidDecisionTests {
    static var android: BankingApp { get throws { try Producer.android() } }
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"

    struct Row: Sendable, CustomStringConvertible {
        var link: String
        var outcome: Outcome
        var code: DiagnosticCode?
        var description: String { "\(link) → \(outcome)" }
    }

    static let rows: [Row] = [
        Row(link: ul, outcome: .navigated),
        Row(link: "https://DEMO.q2.com/experimental/uux.aspx#/settings/profile", outcome: .navigated),
        Row(link: "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path", outcome: .handledByModule),
        Row(link: "https://demo.q2.com/experimental/uux.aspx", outcome: .stayed, code: .missingRouteFragment),
        Row(link: "https://demo.q2.com/help/faq#/messages", outcome: .openedInBrowser, code: .intentFilterNoMatch),
        Row(link: "https://demo.q2.com/a/b/uux.aspx#/messages", outcome: .openedInBrowser, code: .intentFilterNoMatch),
        Row(link: "https://other.q2.com/experimental/uux.aspx#/messages", outcome: .openedInBrowser, code: .intentFilterNoMatch),
        // Android verifies http App Links too, but only when a filter lists http: the demo's do not.
        Row(link: "http://demo.q2.com/experimental/uux.aspx#/messages", outcome: .openedInBrowser, code: .intentFilterNoMatch),
        // On Android an https link opens an app or the browser, never nothing; the host
        // is evil.example, which no filter takes.
        Row(link: "https://demo.q2.com@evil.example/experimental/uux.aspx#/messages", outcome: .openedInBrowser, code: .userinfoInLink),
        Row(link: "q2mob://open?targetPage=%23%2Fmessages", outcome: .navigated),
        Row(link: "q2mob://open?targetPage=#/messages", outcome: .stayed, code: .unencodedTargetPage),
        Row(link: "q2mob://com.q2.mobile.module.demo/path", outcome: .handledByModule),
        Row(link: "otherapp://open?targetPage=%23%2Fmessages", outcome: .notOpened, code: .wrongURLScheme),
    ]

    @Test("the demo FI on Android", arguments: rows)
    func demo(_ row: Row) throws {
        let d = decide(row.link, app: try Self.android)
        #expect(d.outcome == row.outcome, "\(d.codes)")
        if row.link.hasPrefix("https:") { #expect(d.outcome != .notOpened, "an https link on Android opens an app or the browser") }
        if let code = row.code { #expect(d.has(code), "\(d.codes)") }
        #expect(!d.steps.contains { $0.check == "continuity modules" }, "Android offers LifecycleModules")
        #expect(!d.summary.contains("iOS"), "\(d.summary)")
    }

    @Test("iOS is unchanged by the android settings: the same link keeps its iOS trace")
    func iosUnchanged() throws {
        let ios = decide(Self.ul)
        let withAndroidSettings = decide(Self.ul, app: try Fixtures.app(settings: #"{"android":{"packageName":"com.example.x"}}"#))
        #expect(ios == withAndroidSettings)
        #expect(ios.steps.contains { step in if case .aasaCovers = step.fact { step.passed } else { false } }, "\(ios.steps.map(\.check))")
    }

    @Test("the trace names the filter, autoVerify and the assetlinks statement, then the app's own checks")
    func trace() throws {
        let d = decide(Self.ul, app: try Self.android)
        let names = d.steps.map { $0.check }
        // "Android decides" separates Android's decision from the Q2 app's handling.
        #expect(Array(names.prefix(8)) == ["length", "scheme", "intent filter", "autoVerify", "assetlinks", "Android decides", "associated domain", "target page name"])
    }

    @Test("a module link on Android goes to the LifecycleModules, with the same claim rules")
    func lifecycleModules() throws {
        let d = decide("q2mob://com.q2.mobile.module.demo/other", app: try Self.android)
        #expect(d.outcome == .stayed)
        let step = d.steps.first { $0.check == "lifecycle modules" }
        #expect(step?.passed == false)
        // A module that made no decision (nil), typed: its answer is nil, not false.
        if case .android(.lifecycleModules(_, let answers))? = step?.fact {
            #expect(answers.contains(ModuleAnswer(module: "com.q2.mobile.module.demo", answer: nil)), "\(answers)")
        } else {
            Issue.record("no lifecycle-modules step: \(d.steps.map(\.fact))")
        }
    }

    @Test("a verified link to another host the filters take is offered to the LifecycleModules")
    func otherHost() throws {
        let app = try Producer.android(#""intentFilters":[{"autoVerify":true,"data":[{"scheme":"https","host":"*.q2.com"}]}]"#)
        let d = decide("https://m.q2.com/experimental/uux.aspx#/messages", app: app)
        #expect(d.outcome == .stayed)
        #expect(d.steps.contains { $0.fact == .android(.builtInHost(host: "m.q2.com", domain: "demo.q2.com")) && !$0.passed })
    }

    @Test("a custom scheme no filter lists is not opened at all")
    func noSchemeFilter() throws {
        let app = try Producer.android(#""intentFilters":[{"autoVerify":true,"data":[{"scheme":"https","host":"demo.q2.com"}]}]"#)
        let d = decide("q2mob://open?targetPage=%23%2Fmessages", app: app)
        #expect(d.outcome == .notOpened)
        #expect(d.has(.intentFilterNoMatch))
        #expect(d.summary == "Android would not open the app for this link.")
    }

    @Test("an unverified link with the chooser policy says so, and still does not open the app")
    func chooser() throws {
        let app = try Producer.android(#""unverifiedLinks":"chooser","intentFilters":[{"data":[{"scheme":"https","host":"demo.q2.com"}]}]"#)
        let d = decide(Self.ul, app: app)
        #expect(d.outcome == .openedInBrowser)
        #expect(d.codes == ["app-link-missing-auto-verify", "app-link-chooser"])
        #expect(d.summary.hasPrefix("Android asks which app should open this link"))
    }

    @Test("the example settings: manifest and assetlinks.json files are named in the trace")
    func exampleSettings() throws {
        let root = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        let config = try ConfigurationLoader.load(path: root.appendingPathComponent("examples/android/settings.json").path)
        #expect(config.platform == .android)
        let d = decide(Self.ul, app: try Fixtures.app(config))
        #expect(d.outcome == .navigated)
        #expect(d.steps.map(Wording.detail).contains { $0.contains("examples/android/assetlinks.json") })
        // On Android 12 and later demo.q2.com is verified through the autoVerify filter,
        // so the help filter (no autoVerify) opens the app too; the Q2 app then declines the path and stays.
        let help = decide("https://demo.q2.com/help/faq#/messages", app: try Fixtures.app(config))
        #expect(help.outcome == .stayed)
        #expect(help.codes == ["missing-target-page-name"])
        #expect(help.steps.map(Wording.detail).contains { $0.contains("On Android 16, demo.q2.com is verified for the package through") })
    }

    @Test("bad android settings: one line with the key and the reason")
    func settingsErrors() {
        func key(_ json: String) -> String? { Fixtures.configurationError(json)?.key }
        #expect(key(#"{"platform":"windows"}"#) == "platform")
        #expect(key(#"{"android":{"packageName":"demo"}}"#) == "android.packageName")
        #expect(key(#"{"android":{"certificateFingerprints":["AB:CD"]}}"#) == "android.certificateFingerprints[0]")
        #expect(key(#"{"android":{"certificateFingerprints":[]}}"#) == "android.certificateFingerprints")
        #expect(key(#"{"android":{"intentFilters":[{"data":[{"host":"demo.q2.com"}]}]}}"#) == "android.intentFilters[0].data")
        #expect(key(#"{"android":{"intentFilters":[{"data":[{"scheme":"https","pathGlob":"/x"}]}]}}"#) == "android.intentFilters[0].data[0].pathGlob")
        #expect(key(#"{"android":{"intentFilters":[],"manifest":"AndroidManifest.xml"}}"#) == "android.manifest")
        #expect(key(#"{"android":{"unverifiedLinks":"ask"}}"#) == "android.unverifiedLinks")
        #expect(key(#"{"android":{"assetLinksFile":"missing.json"}}"#) == "android.assetLinksFile")
    }
}

/// On Android, modules decide whether a notification belongs to them: no sender targeting (A38).
@Suite("Android push")
struct AndroidPushTests {
    static var android: BankingApp { get throws { try Producer.android() } }

    struct Row: Sendable, CustomStringConvertible {
        var payload: String
        var outcome: Outcome
        var codes: [String]
        var description: String { payload }
    }

    static let rows: [Row] = [
        // The page's example, sender and all: the sender is not read.
        Row(payload: #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#, outcome: .navigated, codes: []),
        // No sender, or a wrong one, changes nothing on Android.
        Row(payload: #"{"aps":{},"data":{"demo":{"route":"messages"}}}"#, outcome: .navigated, codes: []),
        Row(payload: #"{"aps":{},"sender":"com.example.other","data":{"demo":{"route":"messages"}}}"#, outcome: .navigated, codes: []),
        // Claimed, but the module's own part is unusable.
        Row(payload: #"{"aps":{},"data":{"demo":{"route":7}}}"#, outcome: .stayed, codes: ["push-payload-invalid"]),
        // No module finds its key.
        Row(payload: #"{"aps":{},"data":{"other":{"route":"messages"}}}"#, outcome: .stayed, codes: ["push-not-claimed"]),
        Row(payload: #"{"aps":{},"route":"messages"}"#, outcome: .stayed, codes: ["push-not-claimed"]),
    ]

    @Test("a module claims a payload when its payload key is under data", arguments: rows)
    func claim(_ row: Row) throws {
        let d = try decidePush(row.payload, app: try Self.android)
        #expect(d.outcome == row.outcome, "\(d.codes)")
        #expect(d.codes == row.codes)
        #expect(!d.steps.contains { $0.fact == .noSender })
    }

    @Test("a generic payload's fix moves the route under the first module's key, which then navigates")
    func fix() throws {
        let d = try decidePush(#"{"aps":{},"route":"messages"}"#, app: try Self.android)
        let fix = try #require(d.diagnostics.first?.fixText)
        #expect(fix == #"{"aps":{},"data":{"demo":{"route":"messages"}}}"#)
        #expect(try decidePush(fix, app: Self.android).outcome == .navigated)
    }

    @Test("only a tap navigates, as on iOS")
    func stages() throws {
        let d = try decidePush(#"{"aps":{},"data":{"demo":{"route":"messages"}}}"#, stage: .silent, app: try Self.android)
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-stage-no-navigation"])
    }
}
