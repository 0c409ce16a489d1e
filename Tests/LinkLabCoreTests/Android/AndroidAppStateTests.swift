import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// App states on Android (docs/contract.md, "App states on Android"): Not installed, a deferred
/// deep link through Google Play's install referrer, and cold start, in Android's words.
@Suite("App states on Android")
struct AndroidAppStateTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let profileUL = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
    static let custom = "q2mob://open?targetPage=%23%2Fmessages"
    static let push = #"{"data":{"demo":{"route":"messages"}}}"#

    static func session(_ appState: AppState, android: String = "", policies: String = "", signedIn: Bool = true) throws -> Session {
        let app = try Fixtures.app(settings: #"{"platform":"android","android":{"# + android + "}" + policies + "}")
        return Session(app: app, state: .initial(signedIn: signedIn, appState: appState))
    }

    typealias Row = AppStateRow

    /// docs/contract.md, "App states on Android", Not installed.
    static let notInstalled: [Row] = [
        // A verified App Link: Android has no app to give it to, so the browser opens it. Never "not opened".
        Row(link: ul, outcome: .openedInBrowser, codes: [.openedInBrowser, .deferredLinkStored], absent: [.appNotInstalled]),
        // The custom scheme: no activity takes it, and nothing happens.
        Row(link: custom, outcome: .notOpened, codes: [.appNotInstalled], absent: [.openedInBrowser]),
        Row(link: "q2mob://com.q2.mobile.module.demo/path", outcome: .notOpened, codes: [.appNotInstalled]),
        // The app would stay: the link is still broken, but the browser shows the page; no route to keep.
        Row(link: "https://demo.q2.com/experimental/uux.aspx", outcome: .openedInBrowser, codes: [.missingRouteFragment, .openedInBrowser],
            absent: [.deferredLinkStored]),
        // A link Android would not give an installed app is judged as before: no filter takes it.
        Row(link: "https://demo.q2.com/a/b/uux.aspx#/messages", outcome: .openedInBrowser, codes: [.intentFilterNoMatch],
            absent: [.appNotInstalled, .openedInBrowser]),
        Row(link: "otherapp://open?targetPage=%23%2Fmessages", outcome: .notOpened, codes: [.wrongURLScheme], absent: [.appNotInstalled]),
    ]

    @Test("not installed: App Links open in the browser, custom-scheme links find no activity", arguments: notInstalled)
    func notInstalledLinks(_ row: Row) throws {
        var session = try Self.session(AppState(installed: false))
        let d = try row.expect(in: &session)
        if row.link.hasPrefix("https:") { #expect(d.outcome != .notOpened, "an https link on Android opens an app or the browser") }
        #expect(d.screen == nil && d.journey.isEmpty, "nothing shows in the app")
        // The app-state words are Android's (the shared intake sentences are held to that by AndroidWordingTests).
        let words = ([d.summary] + d.steps.filter { $0.fact.isAppState }.map(\.detail)
                     + d.diagnostics.filter { [.appNotInstalled, .openedInBrowser, .deferredLinkStored].contains($0.code) }.map(\.message))
            .joined(separator: "\n")
        for ios in ["Safari", "App Store", "iPhone", "iOS"] { #expect(!words.contains(ios), "\(ios) in \(words)") }
    }

    @Test("not installed: the trace says what Android does, in its words; the custom scheme gets no fix that would not open the app")
    func notInstalledTrace() throws {
        var session = try Self.session(AppState(installed: false))
        let d = try #require(session.handle(.openLink(Self.custom)).first)
        #expect(d.steps.contains(TraceStep(.appState(.android(.notInstalled)), passed: false)))
        #expect(d.steps.contains(TraceStep(.appState(.android(.noActivity(scheme: "q2mob"))), passed: false)))
        #expect(d.diagnostic(.appNotInstalled)?.fixText == nil, "the Universal Link opens no app either while none is installed")
        #expect(d.diagnostic(.appNotInstalled)?.message.contains("ActivityNotFoundException") == true)
        #expect(d.summary == "The app is not installed: no activity takes a q2mob:// link, so nothing happens.")
        let browser = try #require(session.handle(.openLink(Self.ul)).first)
        #expect(browser.steps.contains(TraceStep(.appState(.android(.browserOpens(link: Self.ul))), passed: true)))
        #expect(browser.steps.last?.check == "install referrer" && browser.steps.last?.passed == true)
        #expect(browser.steps.last?.detail.contains("https://play.google.com/store/apps/details?id=com.q2.mobile.demo&referrer=targetPage%3D%23%2Fmessages") == true,
                "\(browser.steps.last?.detail ?? "")")
        #expect(browser.summary == "The app is not installed: Android opens the page in the browser. The web page passes the destination to Google Play in the install referrer.")
        #expect(session.state.deferredLink?.route == "messages")
    }

    @Test("android.installReferrer false: the destination is lost at the install")
    func noReferrer() throws {
        var session = try Self.session(AppState(installed: false), android: #""installReferrer": false"#)
        let d = try #require(session.handle(.openLink(Self.ul)).first)
        #expect(d.codes == ["opened-in-browser"])
        #expect(d.steps.last?.check == "install referrer" && d.steps.last?.passed == false)
        #expect(session.state.deferredLink == nil)
        _ = session.handle(.install)
        let launch = try #require(session.handle(.launch).first)
        #expect(launch.outcome == .navigated && launch.screen == Screen.loginID)
        #expect(!launch.steps.contains { $0.check == "install referrer" }, "the app does not read a referrer it was never given")
    }

    @Test("not installed: a push reaches nothing")
    func notInstalledPush() throws {
        var session = try Self.session(AppState(installed: false))
        let d = try #require(session.handle(.push(try PushPayload(text: Self.push), stage: .tap)).first)
        #expect(d.outcome == .notOpened)
        #expect(d.codes == ["app-not-installed"])
        #expect(d.steps.first == TraceStep(.appState(.android(.notInstalled)), passed: false))
    }

    @Test("deferred deep link: browser page, Google Play, first launch reads the install referrer, login, landing page, target")
    func deferredThroughInstallReferrer() throws {
        var session = try Self.session(AppState(installed: false))
        let page = try #require(session.handle(.openLink(Self.profileUL)).first)
        #expect(page.outcome == .openedInBrowser && page.has(.deferredLinkStored))
        let install = try #require(session.handle(.install).first)
        #expect(install.steps == [TraceStep(.appState(.android(.installs)), passed: true)])
        #expect(install.summary == "Google Play installs the app; it has not been opened yet.")
        #expect(session.state.app == AppState(installed: true, running: false) && !session.state.signedIn)
        let launch = try #require(session.handle(.launch).first)
        #expect(launch.outcome == .deferred)
        #expect(launch.codes == ["deferred-link-restored", "deferred-until-sign-in"])
        #expect(launch.diagnostic(.deferredLinkRestored)?.message.contains("install referrer") == true)
        #expect(session.state.pending?.route == "settings/profile")
        let signIn = session.handle(.signIn)
        #expect(signIn.last?.outcome == .navigated)
        #expect(session.state.currentScreen == "profile")
        // The referrer is read once: a later launch (after a cold start) finds nothing new to ask.
        #expect(session.state.deferredLink == nil)
    }

    @Test("refused while not installed: the words say Google Play")
    func refusal() throws {
        var session = try Self.session(AppState(installed: false))
        let d = try #require(session.handle(.launch).first)
        #expect(d.codes == ["transition-not-allowed"])
        #expect(d.summary == "The app is not installed: install it from Google Play first.")
    }

    @Test("cold start: the activity is created with the intent, which waits until launch ends")
    func coldStartQueued() throws {
        var session = try Self.session(AppState(installed: true, running: false))
        let d = try #require(session.handle(.openLink(Self.ul)).first)
        #expect(d.outcome == .navigated && d.route == "messages")
        #expect(d.steps.first == TraceStep(.appState(.android(.coldStartQueued(rootTitle: "Home"))), passed: true))
        #expect(d.steps.first?.detail.contains("Android starts it with the link's intent") == true)
        #expect(session.state.app.running)
    }

    @Test("cold start with coldStartLinks drop: the intent is dropped, in Android's words")
    func coldStartDropped() throws {
        var session = try Self.session(AppState(installed: true, running: false), policies: #","policies":{"coldStartLinks":"drop"}"#)
        let d = try #require(session.handle(.openLink(Self.custom)).first)
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["link-dropped-on-cold-start"])
        #expect(d.diagnostic(.linkDroppedOnColdStart)?.message.contains("getIntent() in onCreate") == true)
        #expect(d.steps.first == TraceStep(.appState(.android(.coldStartDropped(rootTitle: "Home"))), passed: false))
    }

    @Test("a tapped push on a cold start is queued, in Android's words")
    func coldStartPush() throws {
        var session = try Self.session(AppState(installed: true, running: false))
        let d = try #require(session.handle(.push(try PushPayload(text: Self.push), stage: .tap)).first)
        #expect(d.outcome == .navigated)
        #expect(d.steps.first?.fact == .appState(.android(.coldStartQueued(rootTitle: "Home", push: true))))
        #expect(d.steps.first?.detail.contains("the tapped notification's intent") == true)
    }

    @Test("iOS keeps its own words for the same states")
    func iosUnchanged() throws {
        var session = Session(app: Fixtures.demoApp, state: .initial(signedIn: true, appState: AppState(installed: false)))
        let d = try #require(session.handle(.openLink(Self.custom)).first)
        #expect(d.steps.contains(TraceStep(.appState(.notInstalled), passed: false)))
        #expect(d.summary == "The app is not installed: Safari cannot open a q2mob:// link.")
    }
}

extension Check {
    /// Whether the step is about the app's state (installed, running, the install referrer).
    var isAppState: Bool {
        if case .appState = self { return true }
        return false
    }
}
