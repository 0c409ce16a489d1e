import Foundation
import Testing
import LinkLabTestSupport
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Every event from every kind of starting state, the whole
/// new state and every decision, against a golden table (`Fixtures/transitions/`). A change to any line
/// of a reducer transition shows as a changed row; re-record with `LINKLAB_RECORD_GOLDENS=1` and read the
/// diff. `scripts/mutate-reducer.sh` deletes the transitions' lines one at a time and checks that this
/// suite (with `SessionTests`) fails for each.
@Suite("Transition table")
struct TransitionTableTests {
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"
    static let profile = "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"
    static let unknownRoute = "q2mob://open?targetPage=%23%2Fnowhere"
    static let universal = "https://demo.q2.com/experimental/uux.aspx#/transfer"
    static let moduleLink = "q2mob://com.q2.mobile.module.demo/path"
    static let otherSite = "https://example.com/promo"
    static let push = #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#
    static let deferredService = #"{"deferredLinks":{"service":"Branch","host":"links.demo.q2.com"}}"#

    /// A starting state, named for the table.
    struct Start {
        var name: String
        var state: SessionState
    }

    static func starts() -> [Start] {
        func signedIn(_ stack: [String]) -> SessionState { SessionState(signedIn: true, stack: stack) }
        var module = signedIn(["landingPage"])
        module.moduleInFront = "com.q2.mobile.module.demo"
        var pendingRoute = SessionState.initial(signedIn: false)
        pendingRoute.pending = PendingNavigation(target: .route("settings/profile"), source: profile, entry: .customScheme)
        var pendingLink = SessionState.initial(signedIn: false)
        pendingLink.pending = PendingNavigation(target: .link(moduleLink), source: moduleLink, entry: .customScheme)
        let notInstalled = SessionState.initial(signedIn: false, appState: AppState(installed: false, running: false))
        let notRunning = SessionState.initial(signedIn: true, appState: AppState(installed: true, running: false))
        var firstLaunch = SessionState.initial(signedIn: false, appState: AppState(installed: true, running: false))
        firstLaunch.firstLaunchPending = true
        firstLaunch.deferredLink = PendingNavigation(target: .route("settings/profile"), source: universal, entry: .universalLink)
        // A screen that needs no sign-in can be in front while signed out: a gated link must take it away.
        let publicScreen = SessionState(signedIn: false, stack: ["login", "branches"])
        var remembered = signedIn(["landingPage"])
        remembered.browserDomains = ["demo.q2.com"]
        var fromSafari = signedIn(["landingPage", "messages"])
        fromSafari.tap = Tap(source: .safari, page: "https://demo.q2.com/offers")
        return [
            Start(name: "signed in on Home", state: signedIn(["landingPage"])),
            Start(name: "signed in on a screen", state: signedIn(["landingPage", "profile"])),
            Start(name: "signed in, module content in front", state: module),
            Start(name: "signed out", state: .initial(signedIn: false)),
            Start(name: "signed out, a route pending", state: pendingRoute),
            Start(name: "signed out, a module link pending", state: pendingLink),
            Start(name: "signed out, on a screen that needs no sign-in", state: publicScreen),
            Start(name: "not installed", state: notInstalled),
            Start(name: "installed, not running", state: notRunning),
            Start(name: "first launch, a deferred link stored", state: firstLaunch),
            Start(name: "Safari remembered for the domain", state: remembered),
            Start(name: "tapped in Safari on the bank's page", state: fromSafari),
        ]
    }

    static func events() throws -> [(String, SessionEvent)] {
        let payload = try PushPayload(text: push)
        return [
            ("open messages", .openLink(messages)),
            ("open settings/profile", .openLink(profile)),
            ("open an unknown route", .openLink(unknownRoute)),
            ("open branches", .openLink("q2mob://open?targetPage=%23%2Fbranches")),
            ("open a Universal Link", .openLink(universal)),
            ("open a module link", .openLink(moduleLink)),
            ("open another site's link", .openLink(otherSite)),
            ("open text that is not a link", .openLink("not a link")),
            ("open a Universal Link from Safari on another site",
             .openLinkFrom(universal, Tap(source: .safari, page: "https://news.example.com/"))),
            ("open a Universal Link from a QR code", .openLinkFrom(universal, Tap(source: .qr))),
            ("remember the browser", .rememberBrowser(domain: "", chosen: true)),
            ("forget the browser", .rememberBrowser(domain: "DEMO.q2.com", chosen: false)),
            ("push tapped", .push(payload, stage: .tap)),
            ("push in the foreground", .push(payload, stage: .foreground)),
            ("silent push", .push(payload, stage: .silent)),
            ("sign in", .signIn),
            ("cancel sign-in", .cancelSignIn),
            ("sign out", .signOut),
            ("back", .back),
            ("install", .install),
            ("launch", .launch),
        ]
    }

    /// Every field of the state, the history left out (the decisions follow it) and the set sorted. Type names
    /// are shown without their module, so that moving a type between targets leaves the table as it is.
    static func render(_ state: SessionState) -> String {
        var shown = state
        shown.history = []
        let domains = shown.browserDomains.sorted()
        shown.browserDomains = []
        let described = "\(shown)".replacing(/\bLinkLab[A-Za-z]+\./, with: "")
        return "state: \(described)\nbrowserDomains: \(domains)\n"
    }

    static func table(app: BankingApp) throws -> String {
        let engine = LinkEngine(app: app)
        var out = ""
        for start in starts() {
            for (label, event) in try events() {
                let (next, decisions) = Session.reduce(start.state, event, engine: engine)
                out += "## \(start.name) + \(label)\n"
                out += render(next)
                #expect(next.history.count == start.state.history.count + decisions.count)
                for d in decisions { out += "decision: " + DecisionJSON.line(d) + "\n" }
                out += "\n"
            }
        }
        return out
    }

    static func compare(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        Golden.compare(actual, path: Fixtures.path("transitions/\(name)"), sourceLocation: sourceLocation)
    }

    @Test("iOS: every event from every starting state, against the golden table")
    func iosTable() throws {
        try Self.compare(try Self.table(app: Fixtures.demoApp), golden: "ios.txt")
    }

    @Test("iOS with a deferred-link service: install and first launch, against the golden table")
    func deferredServiceTable() throws {
        let app = try Fixtures.app(settings: Self.deferredService)
        try Self.compare(try Self.table(app: app), golden: "ios-deferred-links.txt")
    }

    @Test("Android: every event from every starting state, against the golden table")
    func androidTable() throws {
        var configuration = Fixtures.demoApp.configuration
        configuration.platform = .android
        try Self.compare(try Self.table(app: Fixtures.app(configuration)), golden: "android.txt")
    }

    @Test("the table covers every field of the state")
    func everyField() {
        // A field added to SessionState without a row that changes it is a field no test watches.
        let fields = Mirror(reflecting: SessionState.initial(signedIn: true)).children.compactMap(\.label)
        #expect(fields == ["signedIn", "stack", "pending", "moduleInFront", "history", "app", "firstLaunchPending",
                           "deferredLink", "tap", "browserDomains"])
    }
}
