import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The decision carries what the phone shows once it is made (`Decision.scene`), so the
/// terminal app draws it and never works a state out again. The last decision of an event shows the new
/// state; a sign-in followed by its replay shows the landing page, signed in, with nothing waiting.
@Suite("What the phone shows, carried by each decision")
struct DecisionSceneTests {
    static let profile = "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"
    static let moduleLink = "q2mob://com.q2.mobile.module.demo/path"
    static let broken = "q2mob://open?targetPage=%2Fnowhere"

    /// Events that pass through every transition: links signed in and out, a module, a replay, back, sign
    /// out and cancel, refusals, pushes, and the app uninstalled, installed and launched.
    static let events: [SessionEvent] = [
        .openLink(messages), .openLink(moduleLink), .back, .back, .back, .openLink(broken), .signOut,
        .openLink(profile), .openLink(messages), .cancelSignIn, .openLink(profile), .signIn, .signIn, .back,
        .openLink(moduleLink), .signOut, .openLink(moduleLink), .signIn,
        .push(PushPayload(json: .object([("navigateTo", .string("#/messages"))])), stage: .tap),
        .push(PushPayload(json: .object([("navigateTo", .string("#/messages"))])), stage: .foreground),
        .openLink("https://demo.q2.com/experimental/uux.aspx#/transfer"), .openLink("https://elsewhere.example/x"),
        .install, .launch, .openLinkFrom(messages, .unspecified), .rememberBrowser(domain: "", chosen: true),
        .openLink("https://demo.q2.com/experimental/uux.aspx#/transfer"),
    ]

    @Test("every decision carries a scene, and the last of each event shows the state the session is left in")
    func lastShowsTheState() {
        for signedIn in [true, false] {
            for appState in [AppState(), AppState(installed: true, running: false), AppState(installed: false, running: false)] {
                var session = Session(app: Fixtures.demoApp, state: .initial(signedIn: signedIn, appState: appState))
                for event in Self.events {
                    let decisions = session.handle(event)
                    for decision in decisions { #expect(decision.scene != nil, "\(event): \(decision.input)") }
                    if let last = decisions.last {
                        #expect(last.scene == PhoneScene(session.state), "\(event) from \(signedIn), \(appState)")
                    }
                }
            }
        }
    }

    @Test("a face that draws no phone gets each decision without a scene, and otherwise the same decision")
    func decisionsWithoutScenes() {
        let engine = LinkEngine(app: Fixtures.demoApp)
        for signedIn in [true, false] {
            for event in Self.events {
                let state = SessionState.initial(signedIn: signedIn)
                let drawn = Session.decisions(state, event, engine: engine)
                let worded = Session.decisions(state, event, engine: engine, scenes: false)
                #expect(worded.allSatisfy { $0.scene == nil }, "\(event)")
                #expect(drawn.allSatisfy { $0.scene != nil }, "\(event)")
                #expect(worded.map { var d = $0; d.scene = nil; return d } == drawn.map { var d = $0; d.scene = nil; return d }, "\(event)")
            }
        }
    }

    @Test("sign-in before its replay shows the landing page, signed in, with nothing waiting")
    func signInBeforeReplay() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        session.handle(.openLink(Self.profile))
        let deferred = try #require(session.state.history.last?.scene)
        #expect(deferred.signedIn == false)
        #expect(deferred.stack == ["login"])
        #expect(deferred.pending?.target == .route("settings/profile"))
        let decisions = session.handle(.signIn)
        try #require(decisions.count == 2)
        let landing = try #require(decisions[0].scene)
        #expect(landing.signedIn)
        #expect(landing.stack == ["landingPage"])
        #expect(landing.pending == nil)
        #expect(landing.moduleInFront == nil)
        #expect(decisions[1].scene?.stack == ["landingPage", "profile"])
        #expect(decisions[1].scene?.pending == nil)
    }

    @Test("a module's link shows the module in front; back closes it")
    func moduleInFront() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: true)
        let claimed = try #require(session.handle(.openLink(Self.moduleLink)).last)
        #expect(claimed.outcome == .handledByModule)
        #expect(claimed.scene?.moduleInFront == "com.q2.mobile.module.demo")
        let back = try #require(session.handle(.back).last)
        #expect(back.scene?.moduleInFront == nil)
        #expect(back.scene?.stack == ["landingPage"])
    }

    @Test("signed out, a module's link offered to the module: the module in front, nobody signed in")
    func moduleWhileSignedOut() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let claimed = try #require(session.handle(.openLink(Self.moduleLink)).last)
        try #require(claimed.outcome == .handledByModule, "the demo FI offers continuity links to modules while signed out")
        #expect(claimed.scene?.moduleInFront == "com.q2.mobile.module.demo")
        #expect(claimed.scene?.signedIn == false)
        #expect(claimed.scene?.stack == ["login"])
    }
}
