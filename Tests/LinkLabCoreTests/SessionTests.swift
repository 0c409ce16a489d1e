import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// After each event, the whole new state and every decision.
@Suite("Session")
struct SessionTests {
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"
    static let profile = "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"
    static let transfer = "https://demo.q2.com/experimental/uux.aspx#/transfer"
    static let moduleLink = "q2mob://com.q2.mobile.module.demo/path"
    static let demoModule = "com.q2.mobile.module.demo"

    /// Asserts the whole state: every field of `SessionState`, the ones a test does not name at their
    /// values in a fresh, installed, running app (the pending navigation by its target, the history by its
    /// length; `TransitionTableTests` compares both in full).
    func expectState(_ s: SessionState, signedIn: Bool, stack: [String], pending: PendingNavigation.Target? = nil,
                     module: String? = nil, history: Int, app: AppState = AppState(), firstLaunchPending: Bool = false,
                     deferredLink: PendingNavigation? = nil, tap: Tap = .unspecified, browserDomains: Set<String> = [],
                     sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(s.signedIn == signedIn, "signedIn", sourceLocation: sourceLocation)
        #expect(s.stack == stack, "stack", sourceLocation: sourceLocation)
        #expect(s.pending?.target == pending, "pending", sourceLocation: sourceLocation)
        #expect(s.moduleInFront == module, "moduleInFront", sourceLocation: sourceLocation)
        #expect(s.history.count == history, "history", sourceLocation: sourceLocation)
        #expect(s.app == app, "app", sourceLocation: sourceLocation)
        #expect(s.firstLaunchPending == firstLaunchPending, "firstLaunchPending", sourceLocation: sourceLocation)
        #expect(s.deferredLink == deferredLink, "deferredLink", sourceLocation: sourceLocation)
        #expect(s.tap == tap, "tap", sourceLocation: sourceLocation)
        #expect(s.browserDomains == browserDomains, "browserDomains", sourceLocation: sourceLocation)
        #expect(s.currentScreen == stack.last, sourceLocation: sourceLocation)
        let fields = Mirror(reflecting: s).children.count
        #expect(fields == 10, "SessionState has \(fields) fields: name the new one here", sourceLocation: sourceLocation)
    }

    /// Asserts one decision.
    func expectDecision(_ d: Decision, _ outcome: Outcome, entry: Entry, screen: String?, route: String?, codes: [DiagnosticCode] = [],
                        module: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(d.outcome == outcome, "outcome", sourceLocation: sourceLocation)
        #expect(d.entry == entry, "entry", sourceLocation: sourceLocation)
        #expect(d.screen == screen, "screen", sourceLocation: sourceLocation)
        #expect(d.route == route, "route", sourceLocation: sourceLocation)
        #expect(d.codes == codes.map(\.rawValue), "codes", sourceLocation: sourceLocation)
        #expect(d.module == module, "module", sourceLocation: sourceLocation)
        #expect(!d.summary.isEmpty, sourceLocation: sourceLocation)
    }

    // MARK: the sign-in gate

    @Test("signed out: a link to settings/profile, then sign-in, ends on settings/profile with nothing pending")
    func deferredReplay() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        expectState(session.state, signedIn: false, stack: ["login"], history: 0)

        let opened = session.handle(.openLink(Self.profile))
        try #require(opened.count == 1)
        expectDecision(opened[0], .deferred, entry: .customScheme, screen: "login", route: "settings/profile", codes: [.deferredUntilSignIn])
        #expect(opened[0].handler == .uux)
        #expect(opened[0].journey.isEmpty)
        #expect(opened[0].steps.contains { $0.check == "sign-in gate" && !$0.passed })
        #expect(session.state.pending?.source == Self.profile)
        #expect(session.state.pending?.entry == .customScheme)
        expectState(session.state, signedIn: false, stack: ["login"], pending: .route("settings/profile"), history: 1)

        let stored = try #require(session.state.pending)
        let signedIn = session.handle(.signIn)
        try #require(signedIn.count == 2)
        // The landing page first...
        expectDecision(signedIn[0], .navigated, entry: .signIn, screen: "landingPage", route: "landingPage")
        #expect(signedIn[0].journey == [JourneyStep(.reset, "landingPage", animated: true)])
        let landingStep = try #require(signedIn[0].steps.first { $0.check == "landing page" })
        #expect(landingStep.passed)
        #expect(landingStep.fact == .landingPage(pending: stored))
        // ...then the stored request, replayed through the same resolution.
        expectDecision(signedIn[1], .navigated, entry: .customScheme, screen: "profile", route: "settings/profile")
        #expect(signedIn[1].input == Self.profile)
        #expect(signedIn[1].handler == .uux)
        #expect(signedIn[1].steps.first?.check == "replay")
        #expect(signedIn[1].steps.contains(TraceStep(.uuxRoute(path: "settings/profile", title: "Profile"), passed: true)))
        #expect(signedIn[1].journey == [JourneyStep(.reset, "landingPage", animated: false), JourneyStep(.show, "profile", animated: true)])
        expectState(session.state, signedIn: true, stack: ["landingPage", "profile"], history: 3)
        #expect(session.state.history.map(\.outcome) == [.deferred, .navigated, .navigated])
    }

    @Test("signed out: a Universal Link is deferred the same way")
    func deferredUniversalLink() {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let d = session.handle(.openLink(Self.transfer))
        expectDecision(d[0], .deferred, entry: .universalLink, screen: "login", route: "transfer", codes: [.deferredUntilSignIn],
                       module: "com.q2.mobile.module.banking")
        #expect(d[0].handler == .native)
        expectState(session.state, signedIn: false, stack: ["login"], pending: .route("transfer"), history: 1)
        let after = session.handle(.signIn)
        #expect(after.map(\.screen) == ["landingPage", "transfer"])
        #expect(after[1].handler == .native)
        expectState(session.state, signedIn: true, stack: ["landingPage", "transfer"], history: 3)
    }

    @Test("a newer link replaces a pending one, and the trace says which")
    func newerReplacesPending() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let first = session.handle(.openLink(Self.messages))
        expectDecision(first[0], .deferred, entry: .customScheme, screen: "login", route: "messages", codes: [.deferredUntilSignIn])
        expectState(session.state, signedIn: false, stack: ["login"], pending: .route("messages"), history: 1)

        let second = session.handle(.openLink(Self.profile))
        try #require(second.count == 1)
        expectDecision(second[0], .deferred, entry: .customScheme, screen: "login", route: "settings/profile",
                       codes: [.pendingReplaced, .deferredUntilSignIn])
        let old = PendingNavigation(target: .route("messages"), source: Self.messages, entry: .customScheme)
        let new = PendingNavigation(target: .route("settings/profile"), source: Self.profile, entry: .customScheme)
        #expect(second[0].steps.contains(TraceStep(.pendingReplaces(new, old: old), passed: true)))
        #expect(second[0].diagnostic(.pendingReplaced)?.finding == .pendingReplaced(old: old))
        expectState(session.state, signedIn: false, stack: ["login"], pending: .route("settings/profile"), history: 2)

        let after = session.handle(.signIn)
        #expect(after.map(\.screen) == ["landingPage", "profile"])
        expectState(session.state, signedIn: true, stack: ["landingPage", "profile"], history: 4)
    }

    @Test("signed out: a link that does not resolve leaves the pending navigation alone")
    func brokenLinkKeepsPending() {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        session.handle(.openLink(Self.messages))
        let broken = session.handle(.openLink("q2mob://open?targetPage=#/settings/profile"))
        expectDecision(broken[0], .stayed, entry: .customScheme, screen: nil, route: nil, codes: [.unencodedTargetPage])
        expectState(session.state, signedIn: false, stack: ["login"], pending: .route("messages"), history: 2)
        let notOpened = session.handle(.openLink("otherapp://open?targetPage=%23%2Fsettings%2Fprofile"))
        expectDecision(notOpened[0], .notOpened, entry: .customScheme, screen: nil, route: nil, codes: [.wrongURLScheme])
        expectState(session.state, signedIn: false, stack: ["login"], pending: .route("messages"), history: 3)
    }

    @Test("cancelling sign-in discards the pending navigation and says so")
    func cancelDiscards() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        session.handle(.openLink(Self.messages))
        expectState(session.state, signedIn: false, stack: ["login"], pending: .route("messages"), history: 1)

        let cancelled = session.handle(.cancelSignIn)
        try #require(cancelled.count == 1)
        expectDecision(cancelled[0], .stayed, entry: .cancelSignIn, screen: "login", route: nil, codes: [.pendingDiscarded])
        #expect(cancelled[0].diagnostic(.pendingDiscarded)?.finding
            == .pendingDiscarded(PendingNavigation(target: .route("messages"), source: Self.messages, entry: .customScheme)))
        expectState(session.state, signedIn: false, stack: ["login"], history: 2)

        let signedIn = session.handle(.signIn)
        try #require(signedIn.count == 1, "nothing is replayed")
        expectDecision(signedIn[0], .navigated, entry: .signIn, screen: "landingPage", route: "landingPage")
        expectState(session.state, signedIn: true, stack: ["landingPage"], history: 3)
    }

    @Test("cancelling sign-in with nothing stored discards nothing")
    func cancelNothing() {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let cancelled = session.handle(.cancelSignIn)
        expectDecision(cancelled[0], .stayed, entry: .cancelSignIn, screen: "login", route: nil)
        expectState(session.state, signedIn: false, stack: ["login"], history: 1)
    }

    @Test("sign-out clears the stack and shows the login screen")
    func signOutClears() throws {
        var session = Session(app: Fixtures.demoApp)
        expectState(session.state, signedIn: true, stack: ["landingPage"], history: 0)
        let opened = session.handle(.openLink(Self.messages))
        expectDecision(opened[0], .navigated, entry: .customScheme, screen: "messages", route: "messages")
        expectState(session.state, signedIn: true, stack: ["landingPage", "messages"], history: 1)

        let out = session.handle(.signOut)
        try #require(out.count == 1)
        expectDecision(out[0], .navigated, entry: .signOut, screen: "login", route: nil)
        #expect(out[0].journey.first?.action == .reset)
        expectState(session.state, signedIn: false, stack: ["login"], history: 2)
    }

    @Test("sign-out closes a module's content too")
    func signOutClosesModule() {
        var session = Session(app: Fixtures.demoApp)
        session.handle(.openLink(Self.moduleLink))
        expectState(session.state, signedIn: true, stack: ["landingPage"], module: Self.demoModule, history: 1)
        session.handle(.signOut)
        expectState(session.state, signedIn: false, stack: ["login"], history: 2)
    }

    // MARK: back and refusals

    @Test("back pops one screen; at the root it is refused as a transition not allowed")
    func back() {
        var session = Session(app: Fixtures.demoApp)
        session.handle(.openLink(Self.transfer))
        expectState(session.state, signedIn: true, stack: ["landingPage", "transfer"], history: 1)

        let popped = session.handle(.back)
        expectDecision(popped[0], .navigated, entry: .back, screen: "landingPage", route: "landingPage")
        #expect(popped[0].journey == [JourneyStep(.pop, "landingPage", animated: true)])
        expectState(session.state, signedIn: true, stack: ["landingPage"], history: 2)

        let refused = session.handle(.back)
        expectDecision(refused[0], .stayed, entry: .back, screen: nil, route: nil, codes: [.transitionNotAllowed])
        #expect(refused[0].steps.contains { $0.check == "transition" && !$0.passed })
        expectState(session.state, signedIn: true, stack: ["landingPage"], history: 3)
    }

    @Test("back on the login screen is refused")
    func backSignedOut() {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let refused = session.handle(.back)
        expectDecision(refused[0], .stayed, entry: .back, screen: nil, route: nil, codes: [.transitionNotAllowed])
        expectState(session.state, signedIn: false, stack: ["login"], history: 1)
    }

    @Test("back closes a module's content first")
    func backClosesModule() {
        var session = Session(app: Fixtures.demoApp)
        session.handle(.openLink(Self.messages))
        session.handle(.openLink(Self.moduleLink))
        expectState(session.state, signedIn: true, stack: ["landingPage", "messages"], module: Self.demoModule, history: 2)
        let closed = session.handle(.back)
        expectDecision(closed[0], .navigated, entry: .back, screen: "messages", route: nil, module: Self.demoModule)
        expectState(session.state, signedIn: true, stack: ["landingPage", "messages"], history: 3)
    }

    @Test("transitions the auth state does not allow are refused, never crashed on", arguments: [
        (true, SessionEvent.signIn, Entry.signIn), (true, SessionEvent.cancelSignIn, Entry.cancelSignIn),
        (false, SessionEvent.signOut, Entry.signOut),
    ])
    func refusals(_ signedIn: Bool, _ event: SessionEvent, _ entry: Entry) {
        var session = Session(app: Fixtures.demoApp, signedIn: signedIn)
        let before = session.state
        let refused = session.handle(event)
        #expect(refused.count == 1)
        expectDecision(refused[0], .stayed, entry: entry, screen: nil, route: nil, codes: [.transitionNotAllowed])
        expectState(session.state, signedIn: before.signedIn, stack: before.stack, history: 1)
    }

    // MARK: journeys

    @Test("a journey resets to the root without animation and animates only the last step")
    func journeys() {
        var session = Session(app: Fixtures.demoApp)
        session.handle(.openLink(Self.messages))
        let d = session.handle(.openLink(Self.profile))
        expectDecision(d[0], .navigated, entry: .customScheme, screen: "profile", route: "settings/profile")
        #expect(d[0].journey == [JourneyStep(.reset, "landingPage", animated: false), JourneyStep(.show, "profile", animated: true)])
        #expect(d[0].journey.filter(\.animated).count == 1)
        #expect(d[0].journey.last?.animated == true)
        let journeySteps = d[0].steps.filter { $0.check == "journey" }
        #expect(journeySteps.map(\.detail) == ["reset to landingPage (no animation)", "show profile (animated)"])
        expectState(session.state, signedIn: true, stack: ["landingPage", "profile"], history: 2)
    }

    @Test("a link to the landing page is a one-step, animated journey")
    func journeyToRoot() {
        var session = Session(app: Fixtures.demoApp)
        session.handle(.openLink(Self.transfer))
        let d = session.handle(.openLink("q2mob://open?targetPage=%23%2FlandingPage"))
        expectDecision(d[0], .navigated, entry: .customScheme, screen: "landingPage", route: "landingPage")
        #expect(d[0].journey == [JourneyStep(.reset, "landingPage", animated: true)])
        expectState(session.state, signedIn: true, stack: ["landingPage"], history: 2)
    }

    @Test("every journey of a long session starts from the root and animates once")
    func journeyInvariant() {
        var session = Session(app: Fixtures.demoApp)
        let links = [Self.messages, Self.profile, Self.transfer, "q2mob://open?targetPage=%23%2Fbranches",
                     "q2mob://open?targetPage=%23%2Ftransactions%2FactivityCenter"]
        for link in links + links.reversed() {
            let d = session.handle(.openLink(link))[0]
            #expect(d.outcome == .navigated)
            #expect(d.journey.first == JourneyStep(.reset, "landingPage", animated: d.journey.count == 1))
            #expect(d.journey.filter(\.animated).count == 1)
            #expect(d.journey.last?.animated == true)
            #expect(session.state.stack.count == 2)
            #expect(session.state.stack.first == "landingPage")
        }
    }

    // MARK: module links and the signed-out policy

    @Test("signed in: a module link is handled by the module")
    func moduleLinkSignedIn() {
        var session = Session(app: Fixtures.demoApp)
        let d = session.handle(.openLink(Self.moduleLink))
        expectDecision(d[0], .handledByModule, entry: .moduleLink, screen: nil, route: nil, module: Self.demoModule)
        #expect(d[0].handler == .module)
        expectState(session.state, signedIn: true, stack: ["landingPage"], module: Self.demoModule, history: 1)
        // A later navigation brings the app's own screens to the front.
        session.handle(.openLink(Self.messages))
        expectState(session.state, signedIn: true, stack: ["landingPage", "messages"], history: 2)
    }

    @Test("signed out, by default: modules may handle links")
    func moduleLinkSignedOutDefault() {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let d = session.handle(.openLink(Self.moduleLink))
        expectDecision(d[0], .handledByModule, entry: .moduleLink, screen: nil, route: nil, module: Self.demoModule)
        #expect(d[0].steps.contains(TraceStep(.moduleLinkPolicy(whileSignedOut: true), passed: true)))
        expectState(session.state, signedIn: false, stack: ["login"], module: Self.demoModule, history: 1)
    }

    @Test("signed out, with moduleLinksWhileSignedOut false: deferred, then replayed to the module after sign-in")
    func moduleLinkSignedOutPolicy() throws {
        let app = try Fixtures.app(settings: #"{"policies":{"moduleLinksWhileSignedOut":false}}"#)
        var session = Session(app: app, signedIn: false)
        let d = session.handle(.openLink(Self.moduleLink))
        expectDecision(d[0], .deferred, entry: .moduleLink, screen: "login", route: nil, codes: [.deferredUntilSignIn], module: Self.demoModule)
        expectState(session.state, signedIn: false, stack: ["login"], pending: .link(Self.moduleLink), history: 1)

        let after = session.handle(.signIn)
        try #require(after.count == 2)
        expectDecision(after[0], .navigated, entry: .signIn, screen: "landingPage", route: "landingPage")
        expectDecision(after[1], .handledByModule, entry: .moduleLink, screen: nil, route: nil, module: Self.demoModule)
        #expect(after[1].steps.first?.check == "replay")
        expectState(session.state, signedIn: true, stack: ["landingPage"], module: Self.demoModule, history: 3)
    }

    @Test("the Universal Link form of the module link is also handled by the module")
    func moduleUniversalLink() {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let d = session.handle(.openLink("https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path"))
        expectDecision(d[0], .handledByModule, entry: .moduleLink, screen: nil, route: "com.q2.mobile.module.demo/path",
                       module: Self.demoModule)
        expectState(session.state, signedIn: false, stack: ["login"], module: Self.demoModule, history: 1)
    }

    // MARK: purity

    @Test("reduce is pure: the same state and event give the same result, and the input state is untouched")
    func reduceIsPure() {
        let engine = LinkEngine(app: Fixtures.demoApp)
        let start = SessionState.initial(signedIn: false)
        let events: [SessionEvent] = [.openLink(Self.messages), .openLink(Self.profile), .signIn, .back, .back, .signOut, .cancelSignIn]
        var a = start, b = start
        for event in events {
            let before = a
            let (nextA, decisionsA) = Session.reduce(a, event, engine: engine)
            let (nextB, decisionsB) = Session.reduce(b, event, engine: engine)
            #expect(nextA == nextB)
            #expect(decisionsA == decisionsB)
            #expect(a == before)
            #expect(nextA.history == before.history + decisionsA)
            a = nextA
            b = nextB
        }
        expectState(a, signedIn: false, stack: ["login"], history: 8)
    }

    @Test("Session.handle and Session.reduce agree")
    func handleMatchesReduce() {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        var state = SessionState.initial(signedIn: false)
        for event: SessionEvent in [.openLink(Self.profile), .signIn, .openLink(Self.moduleLink), .back, .back] {
            let decisions = session.handle(event)
            let (next, reduced) = Session.reduce(state, event, engine: session.engine)
            #expect(decisions == reduced)
            state = next
            #expect(session.state == state)
        }
    }
}
