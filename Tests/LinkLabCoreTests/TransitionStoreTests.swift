import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The reducer's journeys, one event at a time, each asserting the whole state (docs/contract.md,
/// "The sign-in gate", "Journeys", "App states"): a field a transition changes by mistake fails here.
@Suite("Transitions, whole state")
struct TransitionStoreTests {
    static let profile = "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"
    static let moduleLink = "q2mob://com.q2.mobile.module.demo/path"

    @Test("signed out: the link is stored, sign-in lands on Home and replays it, nothing stays pending")
    func signInReplays() {
        var store = TransitionStore(.initial(signedIn: false))
        store.send(.openLink(Self.profile)) {
            $0.pending = PendingNavigation(target: .route("settings/profile"), source: Self.profile, entry: .customScheme)
            $0.stack = ["login"]
        }
        let decisions = store.send(.signIn, decisions: 2) {
            $0.signedIn = true
            $0.pending = nil
            $0.stack = ["landingPage", "profile"]
        }
        #expect(decisions.map(\.outcome) == [.navigated, .navigated])
        #expect(decisions.map(\.screen) == ["landingPage", "profile"])
    }

    @Test("a second link while signed out replaces the first")
    func pendingReplaced() {
        var store = TransitionStore(.initial(signedIn: false))
        store.send(.openLink(Self.profile)) {
            $0.pending = PendingNavigation(target: .route("settings/profile"), source: Self.profile, entry: .customScheme)
        }
        let d = store.send(.openLink(Self.messages)) {
            $0.pending = PendingNavigation(target: .route("messages"), source: Self.messages, entry: .customScheme)
        }
        #expect(d.first?.codes == ["pending-replaced", "deferred-until-sign-in"])
    }

    @Test("cancelling sign-in discards the pending navigation and stays on the login screen")
    func cancelDiscards() {
        var store = TransitionStore(.initial(signedIn: false))
        store.send(.openLink(Self.messages)) {
            $0.pending = PendingNavigation(target: .route("messages"), source: Self.messages, entry: .customScheme)
        }
        store.send(.cancelSignIn) { $0.pending = nil }
        store.send(.cancelSignIn) { _ in }
    }

    @Test("a module link puts the module's content in front; back closes it, then pops nothing at the root")
    func moduleThenBack() {
        var store = TransitionStore(SessionState(signedIn: true, stack: ["landingPage", "messages"]))
        store.send(.openLink(Self.moduleLink)) { $0.moduleInFront = "com.q2.mobile.module.demo" }
        store.send(.back) { $0.moduleInFront = nil }
        store.send(.back) { $0.stack = ["landingPage"] }
        let refused = store.send(.back) { _ in }
        #expect(refused.first?.outcome == .stayed)
    }

    @Test("sign-out clears the stack and the module and shows the login screen")
    func signOut() {
        var start = SessionState(signedIn: true, stack: ["landingPage", "messages"])
        start.moduleInFront = "com.q2.mobile.module.demo"
        var store = TransitionStore(start)
        store.send(.signOut) {
            $0.signedIn = false
            $0.stack = ["login"]
            $0.moduleInFront = nil
        }
    }

    @Test("install leaves the app installed, not running and signed out; launch starts it on the login screen")
    func installThenLaunch() {
        var store = TransitionStore(.initial(signedIn: true, appState: AppState(installed: false, running: false)))
        store.send(.install) {
            $0.app = AppState(installed: true, running: false)
            $0.signedIn = false
            $0.stack = ["login"]
            $0.firstLaunchPending = true
        }
        store.send(.launch) {
            $0.app = AppState(installed: true, running: true)
            $0.firstLaunchPending = false
        }
    }

    @Test("remembering the browser for the app's domain changes that and nothing else")
    func rememberBrowser() {
        var store = TransitionStore(.initial(signedIn: true))
        store.send(.rememberBrowser(domain: "", chosen: true), decisions: 0) { $0.browserDomains = ["demo.q2.com"] }
        store.send(.rememberBrowser(domain: "Demo.Q2.com", chosen: false), decisions: 0) { $0.browserDomains = [] }
    }

    @Test("forgetting older decisions keeps the newest and changes nothing else (linklab play's flat memory)")
    func forgetOlderDecisions() {
        var session = Session(app: Fixtures.demoApp)
        session.handle(.openLink(Self.messages))
        session.handle(.openLink(Self.profile))
        let before = session.state
        session.forgetOlderDecisions()
        var expected = before
        expected.history = [before.history[before.history.count - 1]]
        #expect(session.state == expected)
        session.forgetOlderDecisions()
        #expect(session.state == expected)
    }
}
