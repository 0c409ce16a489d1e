import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Parts 1 to 4 (docs/contract.md, "App states"): Not installed, deferred deep links across an
/// install, and cold start.
@Suite("App states")
struct AppStateTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let profileUL = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
    static let custom = "q2mob://open?targetPage=%23%2Fmessages"
    static let push = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#

    static func session(_ appState: AppState, settings: String? = nil, signedIn: Bool = true) throws -> Session {
        let app = try settings.map { try Fixtures.app(settings: $0) } ?? Fixtures.demoApp
        return Session(app: app, state: .initial(signedIn: signedIn, appState: appState))
    }

    static let service = #"{"deferredLinks":{"service":"Branch","host":"links.demo.q2.com"}}"#

    typealias Row = AppStateRow

    /// docs/contract.md, "Not installed", A27 and A28.
    static let notInstalled: [Row] = [
        Row(link: ul, outcome: .openedInBrowser, codes: [.openedInBrowser], absent: [.appNotInstalled]),
        Row(link: custom, outcome: .notOpened, codes: [.appNotInstalled], absent: [.openedInBrowser]),
        // The app would stay: the link is still broken, but Safari shows the page.
        Row(link: "https://demo.q2.com/experimental/uux.aspx", outcome: .openedInBrowser, codes: [.missingRouteFragment, .openedInBrowser]),
        // A link iOS would not hand to an installed app is judged as before.
        Row(link: "https://wrong-host.q2.com/experimental/uux.aspx#/messages", outcome: .openedInBrowser, codes: [.wrongAssociatedDomain],
            absent: [.appNotInstalled, .openedInBrowser]),
        Row(link: "otherapp://open?targetPage=%23%2Fmessages", outcome: .notOpened, codes: [.wrongURLScheme], absent: [.appNotInstalled]),
        Row(link: "q2mob://com.q2.mobile.module.demo/path", outcome: .notOpened, codes: [.appNotInstalled]),
    ]

    @Test("not installed: Universal Links open in Safari, custom-scheme links fail", arguments: notInstalled)
    func notInstalledLinks(_ row: Row) throws {
        var session = try Self.session(AppState(installed: false))
        let d = try row.expect(in: &session)
        #expect(!d.outcome.isSuccess)
        #expect(d.screen == nil && d.journey.isEmpty, "nothing shows in the app")
        #expect(!session.state.app.installed)
    }

    @Test("installing starts afresh: a module's content left in front (the app state set by hand) is closed")
    func installClosesModule() {
        // Found by scripts/mutate-reducer.sh: deleting `state.moduleInFront = nil` from install went unnoticed.
        var state = SessionState(signedIn: true, stack: ["landingPage"], moduleInFront: "com.q2.mobile.module.demo")
        state.app = AppState(installed: false)
        let (next, _) = Session.reduce(state, .install, engine: LinkEngine(app: Fixtures.demoApp))
        #expect(next.app.installed)
        #expect(next.moduleInFront == nil)
        #expect(next.stack == ["login"] && !next.signedIn)
    }

    @Test("not installed: the trace says so, and a custom-scheme link gets no fix that would not open the app")
    func notInstalledTrace() throws {
        var session = try Self.session(AppState(installed: false))
        let d = try #require(session.handle(.openLink(Self.custom)).first)
        #expect(d.steps.contains(TraceStep(.appState(.notInstalled), passed: false)))
        #expect(d.steps.contains(TraceStep(.appState(.safariCannotOpen(scheme: "q2mob")), passed: false)))
        #expect(d.diagnostic(.appNotInstalled)?.fixText == nil, "the Universal Link opens no app either while none is installed")
        let browser = try #require(session.handle(.openLink(Self.ul)).first)
        #expect(browser.steps.contains(TraceStep(.appState(.safariOpens(link: Self.ul)), passed: true)))
        #expect(browser.steps.last?.check == "deferred link" && browser.steps.last?.passed == false, "no service: the destination is lost")
        #expect(session.state.deferredLink == nil)
    }

    @Test("not installed: a push reaches nothing")
    func notInstalledPush() throws {
        var session = try Self.session(AppState(installed: false))
        let d = try #require(session.handle(.push(try PushPayload(text: Self.push), stage: .tap)).first)
        #expect(d.outcome == .notOpened)
        #expect(d.codes == ["app-not-installed"])
    }

    @Test("the openedInBrowser outcome is written as such in JSON, and is not a success")
    func outcomeValue() {
        #expect(Outcome.openedInBrowser.rawValue == "openedInBrowser")
        #expect(!Outcome.openedInBrowser.isSuccess)
    }

    @Test("a deferred deep link: browser page, App Store, first launch, login, landing page, target")
    func deferredAcrossInstall() throws {
        var session = try Self.session(AppState(installed: false), settings: Self.service)
        let browser = session.handle(.openLink(Self.profileUL))
        #expect(browser.map(\.outcome) == [.openedInBrowser])
        #expect(browser.first?.has(.deferredLinkStored) == true)
        #expect(session.state.deferredLink?.route == "settings/profile")

        let install = session.handle(.install)
        #expect(install.map(\.entry) == [.install])
        #expect(install.first?.steps.map(\.check) == ["App Store"])
        #expect(session.state.app == AppState(installed: true, running: false))
        #expect(!session.state.signedIn && session.state.firstLaunchPending)

        let launch = session.handle(.launch)
        #expect(launch.map(\.outcome) == [.deferred])
        #expect(launch.first?.screen == "login")
        #expect(launch.first?.codes == ["deferred-link-restored", "deferred-until-sign-in"])
        #expect(launch.first?.steps.map(\.check).prefix(2) == ["launch", "deferred link"])
        #expect(session.state.pending?.route == "settings/profile")
        #expect(session.state.deferredLink == nil && !session.state.firstLaunchPending)

        let signIn = session.handle(.signIn)
        #expect(signIn.map(\.screen) == ["landingPage", "profile"])
        #expect(signIn.map(\.outcome) == [.navigated, .navigated])
        #expect(session.state.currentScreen == "profile")
    }

    @Test("without a deferred-link service, the first launch shows only the login screen")
    func noService() throws {
        var session = try Self.session(AppState(installed: false))
        session.handle(.openLink(Self.profileUL))
        session.handle(.install)
        let launch = try #require(session.handle(.launch).first)
        #expect(launch.outcome == .navigated)
        #expect(launch.screen == "login")
        #expect(launch.codes.isEmpty)
        #expect(session.state.pending == nil)
    }

    @Test("the service is asked on the first launch only; a second launch needs the app closed")
    func firstLaunchOnly() throws {
        var session = try Self.session(AppState(installed: false), settings: Self.service)
        session.handle(.install)
        let first = try #require(session.handle(.launch).first)
        #expect(first.steps.contains(TraceStep(.appState(.deferredLookup(DeferredLinkService(service: "Branch", host: "links.demo.q2.com"),
                                                                          found: nil)), passed: false)))
        let again = try #require(session.handle(.launch).first)
        #expect(again.codes == ["transition-not-allowed"])
        #expect(again.steps.first?.fact == .transition(.alreadyRunning))
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        var state: AppState
        var event: SessionEvent
        var refusal: Refusal
        var testDescription: String { "\(event) when installed=\(state.installed) running=\(state.running)" }
    }

    static let refusals: [Refused] = [
        Refused(state: AppState(), event: .install, refusal: .alreadyInstalled),
        Refused(state: AppState(installed: false), event: .launch, refusal: .notInstalled),
        Refused(state: AppState(), event: .launch, refusal: .alreadyRunning),
        Refused(state: AppState(installed: false), event: .signOut, refusal: .notInstalled),
        Refused(state: AppState(running: false), event: .signOut, refusal: .notRunning),
        Refused(state: AppState(running: false), event: .back, refusal: .notRunning),
    ]

    @Test("actions the app state does not allow are refused (A29)", arguments: refusals)
    func refused(_ row: Refused) throws {
        var session = try Self.session(row.state)
        let d = try #require(session.handle(row.event).first)
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["transition-not-allowed"])
        #expect(d.steps.first?.fact == .transition(row.refusal))
        #expect(session.state.app == row.state, "a refused action changes nothing")
    }

    @Test("cold start, queued: the link waits for launch, then follows the same rules", arguments: [custom, ul])
    func coldStartQueued(_ link: String) throws {
        var session = try Self.session(AppState(running: false))
        let d = try #require(session.handle(.openLink(link)).first)
        let running = decide(link)
        #expect(d.outcome == running.outcome && d.screen == running.screen && d.codes == running.codes)
        #expect(d.steps.first == TraceStep(.appState(.coldStartQueued(rootTitle: "Home")), passed: true))
        #expect(Array(d.steps.dropFirst()) == running.steps)
        #expect(session.state.app.running)
    }

    @Test("cold start while signed out: the queued link reaches the sign-in gate")
    func coldStartSignedOut() throws {
        var session = try Self.session(AppState(running: false), signedIn: false)
        let d = try #require(session.handle(.openLink(Self.custom)).first)
        #expect(d.outcome == .deferred)
        #expect(d.steps.first == TraceStep(.appState(.coldStartQueued(rootTitle: "Sign in")), passed: true))
    }

    @Test("cold start, dropped: link-dropped-on-cold-start, and the next link works")
    func coldStartDropped() throws {
        var session = try Self.session(AppState(running: false), settings: #"{"policies":{"coldStartLinks":"drop"}}"#)
        let d = try #require(session.handle(.openLink(Self.custom)).first)
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["link-dropped-on-cold-start"])
        #expect(d.screen == "landingPage")
        #expect(d.route == "messages", "the route the link carried is still named")
        #expect(session.state.app.running)
        #expect(session.handle(.openLink(Self.custom)).first?.outcome == .navigated)
    }

    @Test("cold start: a link iOS would not open does not launch the app")
    func coldStartNotOpened() throws {
        var session = try Self.session(AppState(running: false), settings: #"{"policies":{"coldStartLinks":"drop"}}"#)
        let d = try #require(session.handle(.openLink("https://wrong-host.q2.com/experimental/uux.aspx#/messages")).first)
        #expect(d.outcome == .openedInBrowser)
        #expect(!d.has(.linkDroppedOnColdStart))
        #expect(!session.state.app.running)
    }

    @Test("cold start: a tapped push is queued, whatever the link policy")
    func coldStartPush() throws {
        var session = try Self.session(AppState(running: false), settings: #"{"policies":{"coldStartLinks":"drop"}}"#)
        let d = try #require(session.handle(.push(try PushPayload(text: Self.push), stage: .tap)).first)
        #expect(d.outcome == .navigated)
        #expect(d.steps.first?.check == "cold start")
        #expect(session.state.app.running)
    }

    @Test("installed and running (the default) decides exactly as before")
    func defaultUnchanged() {
        let engine = LinkEngine(app: Fixtures.demoApp)
        for link in [Self.ul, Self.custom, "q2mob://open?targetPage=#/messages"] {
            let (_, plain) = Session.decide(.initial(signedIn: true), .openLink(link), engine: engine)
            let (_, stated) = Session.decide(.initial(signedIn: true, appState: AppState()), .openLink(link), engine: engine)
            #expect(plain == stated)
            #expect(DecisionJSON.line(plain[0]) == DecisionJSON.line(stated[0]))
            #expect(!plain[0].steps.contains { if case .appState = $0.fact { true } else { false } })
        }
    }
}

/// The settings keys of app states: `appState`, `deferredLinks` and `policies.coldStartLinks`.
@Suite("App state settings")
struct AppStateSettingsTests {
    @Test("the keys load, and default to installed, running, no service and queue")
    func keys() throws {
        #expect(FIConfiguration.demo.appState == AppState(installed: true, running: true))
        #expect(FIConfiguration.demo.deferredLinks == nil)
        #expect(FIConfiguration.demo.policies.coldStartLinks == .queue)
        let c = try Fixtures.configuration(#"{"appState":{"installed":false},"deferredLinks":{"service":"Branch","host":"links.demo.q2.com"},"policies":{"coldStartLinks":"drop"}}"#)
        #expect(c.appState == AppState(installed: false, running: true))
        #expect(c.deferredLinks == DeferredLinkService(service: "Branch", host: "links.demo.q2.com"))
        #expect(c.policies.coldStartLinks == .drop)
        #expect(Session(app: try Fixtures.app(c), signedIn: true).state.app.installed == false)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var json: String
        var key: String
        var reason: String
        var testDescription: String { json }
    }

    static let bad: [Bad] = [
        Bad(json: #"{"policies":{"coldStartLinks":"later"}}"#, key: "policies.coldStartLinks", reason: "must be queue or drop"),
        Bad(json: #"{"appState":{"installed":"no"}}"#, key: "appState.installed", reason: "must be true or false, not a string"),
        Bad(json: #"{"appState":{"open":true}}"#, key: "appState.open", reason: "is not a known key"),
        Bad(json: #"{"deferredLinks":{"service":"Branch"}}"#, key: "deferredLinks.host", reason: "required but missing"),
        Bad(json: #"{"deferredLinks":{"service":" ","host":"links.demo.q2.com"}}"#, key: "deferredLinks.service", reason: "must name the service"),
        Bad(json: #"{"deferredLinks":{"service":"Branch","host":"https://links.demo.q2.com/x"}}"#, key: "deferredLinks.host", reason: "plain host name"),
        Bad(json: #"{"deferredLinks":{"service":"Branch","host":""}}"#, key: "deferredLinks.host", reason: "plain host name"),
    ]

    @Test("a bad app-state key is refused with the file, the key and the reason", arguments: bad)
    func refused(_ row: Bad) throws {
        let error = try #require(Fixtures.configurationError(row.json))
        let line = error.description
        #expect(error.file == "bad-settings.json" && error.key == row.key, "\(line)")
        #expect(line == "bad-settings.json: key '\(row.key)': \(error.reason)", "\(line)")
        #expect(line.contains(row.reason), "\(line)")
    }
}

/// The shipped app-state walkthroughs pass, under the demo FI.
@Suite("App state walkthroughs")
struct AppStateScenarioTests {
    static let files = ["app-not-installed", "deferred-link-install", "cold-start-queued", "cold-start-dropped"]

    @Test("each walkthrough's expectations hold", arguments: files)
    func plays(_ name: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("scenarios/\(name).json").path
        let scenario = try ScenarioLoader.load(path: path)
        let app = try ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory)
        var player = ScenarioPlayer(scenario: scenario)
        var session = ScenarioPlayer.session(for: scenario, app: app)
        var expectations = 0
        while let result = player.advance(&session) {
            if case .expect = result.step.action { expectations += 1 }
        }
        #expect(player.failures.isEmpty, "\(player.failures)")
        #expect(expectations >= 1)
    }

    @Test("install and launch steps load, and installed and running are expectations")
    func stepsLoad() throws {
        let json = #"{"name":"x","steps":[{"install":true},{"launch":true},{"expect":{"installed":true,"running":true}}]}"#
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let scenario = try ScenarioLoader.load(path: path)
        #expect(scenario.steps.map(\.action.keyword) == ["install", "launch", "expect"])
        #expect(scenario.steps[2].action == .expect(Expectation(installed: true, running: true)))
    }
}

/// docs/contract.md A31: app states apply to both platforms.
@Suite("App states on both platforms")
struct AppStatesBothPlatformsTests {
    @Test("an Android settings file may set appState; it is read as on iOS")
    func androidAppState() throws {
        let config = try Fixtures.configuration(#"{"platform": "android", "appState": {"installed": false, "running": false}}"#)
        #expect(config.platform == .android)
        #expect(config.appState == AppState(installed: false, running: false))
    }
}
