import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, "Where the link was tapped": one row per rule.
@Suite("Where the link was tapped")
struct TapPathTests {
    static let ul = "https://demo.q2.com/experimental/uux.aspx#/messages"
    static let tracker = "https://click.mailer.example/ls/click?upn=abc&u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages"

    static func tapped(_ link: String, _ tap: Tap, app: BankingApp = Fixtures.demoApp, remembered: [String] = [],
                       installed: Bool = true) -> Decision {
        var state = SessionState.initial(signedIn: true, appState: AppState(installed: installed))
        state.browserDomains = Set(remembered)
        return Session.decide(state, .openLinkFrom(link, tap), engine: LinkEngine(app: app)).1[0]
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var rule: String
        var link: String
        var tap: Tap
        var outcome: Outcome
        var opens: [Hop.Opens]
        var codes: [DiagnosticCode] = []
        var remembered: [String] = []
        var testDescription: String { rule }
    }

    static let rows: [Row] = [
        Row(rule: "P1 app: today's behaviour", link: ul, tap: Tap(source: .app), outcome: .navigated, opens: [.app]),
        Row(rule: "P2 safari, same-domain page: Safari stays", link: ul, tap: Tap(source: .safari, page: "https://demo.q2.com/offers"),
            outcome: .openedInBrowser, opens: [.browser], codes: [.sourceOpensBrowser]),
        Row(rule: "P3 safari, another domain's page: the app", link: ul, tap: Tap(source: .safari, page: "https://news.example/story"),
            outcome: .navigated, opens: [.app]),
        Row(rule: "P3 safari, no page: another domain", link: ul, tap: Tap(source: .safari), outcome: .navigated, opens: [.app]),
        Row(rule: "P3 web-view, same-domain page", link: ul, tap: Tap(source: .webView, page: "https://demo.q2.com/"),
            outcome: .openedInBrowser, opens: [.browser], codes: [.sourceOpensBrowser]),
        Row(rule: "P4 typed: the browser", link: ul, tap: Tap(source: .typed), outcome: .openedInBrowser, opens: [.browser],
            codes: [.sourceOpensBrowser]),
        Row(rule: "P4 script: the browser", link: ul, tap: Tap(source: .script), outcome: .openedInBrowser, opens: [.browser],
            codes: [.sourceOpensBrowser]),
        Row(rule: "P5 qr: as app", link: ul, tap: Tap(source: .qr), outcome: .navigated, opens: [.app]),
        Row(rule: "P8 a custom scheme is not changed by the source", link: "q2mob://open?targetPage=%23%2Fmessages",
            tap: Tap(source: .typed), outcome: .navigated, opens: [.app]),
        Row(rule: "notOpened stays for a scheme nothing registered", link: "otherapp://open?targetPage=%23%2Fmessages",
            tap: Tap(source: .app), outcome: .notOpened, opens: [.nothing], codes: [.wrongURLScheme]),
        Row(rule: "an https link on another domain opens in the browser", link: "https://wrong-host.q2.com/experimental/uux.aspx#/messages",
            tap: Tap(source: .app), outcome: .openedInBrowser, opens: [.browser], codes: [.wrongAssociatedDomain]),
        Row(rule: "P9 a tracker: Safari follows it and stays", link: tracker, tap: Tap(source: .app), outcome: .openedInBrowser,
            opens: [.browser, .browser], codes: [.wrongAssociatedDomain, .linkWrapped]),
        Row(rule: "P10 the phone remembers Safari for the domain", link: ul, tap: Tap(source: .app), outcome: .openedInBrowser,
            opens: [.browser], codes: [.browserRemembered], remembered: ["demo.q2.com"]),
        Row(rule: "P11 Mimecast holds only a token", link: "https://protect-us.mimecast.com/s/abcDEF123", tap: Tap(source: .app),
            outcome: .openedInBrowser, opens: [.browser], codes: [.linkWrapped, .wrapperDestinationUnknown]),
        Row(rule: "P11 --redirects-to gives the token's destination", link: "https://protect-us.mimecast.com/s/abcDEF123",
            tap: Tap(source: .app, redirectsTo: ul), outcome: .openedInBrowser, opens: [.browser, .browser], codes: [.linkWrapped]),
        Row(rule: "P13 banner: OPEN gives the page's link to the app", link: ul, tap: Tap(source: .banner), outcome: .navigated, opens: [.app]),
        Row(rule: "P13 banner: OPEN ends the customer's choice of Safari", link: ul, tap: Tap(source: .banner), outcome: .navigated,
            opens: [.app], remembered: ["demo.q2.com"]),
        Row(rule: "P13 banner: a page the app's rules do not take shows why", link: "https://demo.q2.com/experimental/other.aspx#/messages",
            tap: Tap(source: .banner), outcome: .openedInBrowser, opens: [.browser], codes: [.aasaNoMatchingPath]),
    ]

    @Test("P13: the banner's hop and the customer's sentence name OPEN, and the phone forgets the choice of Safari")
    func bannerOpen() throws {
        let d = Self.tapped(Self.ul, Tap(source: .banner), remembered: ["demo.q2.com"])
        #expect(d.path?.hops.first?.why == .bannerOpen)
        #expect(!d.has(.browserRemembered))
        #expect(Wording.hopReason(try #require(d.path?.hops.first), platform: .ios)
            == "OPEN on the Smart App Banner gives the page's link to the app, and the app's rules take it")
        #expect(Wording.customerSays(d) == "Tapping OPEN on the banner opens the app on the right page.")
        let refused = Self.tapped("https://demo.q2.com/experimental/other.aspx#/messages", Tap(source: .banner))
        #expect(Wording.customerSays(refused)
            == "OPEN on the banner brings you back to this page: the app does not take this page's link. Open the app and go to the page from its menu.")
        var state = SessionState.initial(signedIn: true)
        state.browserDomains = ["demo.q2.com"]
        let (after, _) = Session.decide(state, .openLinkFrom(Self.ul, Tap(source: .banner)), engine: LinkEngine(app: Fixtures.demoApp))
        #expect(after.browserDomains.isEmpty)
        let next = Session.decide(after, .openLinkFrom(Self.ul, Tap(source: .app)), engine: LinkEngine(app: Fixtures.demoApp)).1[0]
        #expect(next.outcome == .navigated)
    }

    @Test("P13: Android has no Smart App Banner, so banner is no source there, and the refusal says why")
    func noBannerOnAndroid() throws {
        guard case .failure(let error) = TapSource.parse("banner", on: .android) else { Issue.record("banner parsed on android"); return }
        #expect(error.isBannerOnAndroid)
        #expect(error.message == "no source 'banner' on android: Android has no Smart App Banner (Chrome shows none), "
            + "so there is no OPEN to tap; use chrome for a tap on a web page, or app")
        #expect(TapSource.parse("banner", on: .ios) == .success(.banner))
        #expect(Wording.source(.banner, platform: .ios) == "OPEN on Safari's Smart App Banner, which opens the app with the page's link")
    }

    @Test("each rule: the outcome, what opens at each hop, and its codes", arguments: rows)
    func rule(_ row: Row) {
        let d = Self.tapped(row.link, row.tap, remembered: row.remembered)
        #expect(d.outcome == row.outcome, "\(d.outcome) \(d.codes)")
        #expect(d.path?.hops.map(\.opens) == row.opens)
        for code in row.codes { #expect(d.has(code), "\(code.rawValue) not in \(d.codes)") }
        #expect(d.path?.tap.source == row.tap.source)
    }

    static let wrappers: [(String, String)] = [
        ("https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages&data=05%7C01&reserved=0", ul),
        ("https://urldefense.proofpoint.com/v2/url?u=https-3A__demo.q2.com_experimental_uux.aspx-23_messages&d=DwMF&c=x", ul),
        ("https://urldefense.com/v3/__https://demo.q2.com/experimental/uux.aspx*/messages__;Iw!!AbC123!xyz$", ul),
        ("https://www.google.com/url?q=https://demo.q2.com/experimental/uux.aspx%23/messages&sa=D", ul),
        ("https://l.facebook.com/l.php?u=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages&h=AT0", ul),
        ("https://links.esp.example/track?redirect=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages", ul),
    ]

    @Test("P11: each wrapper's destination is read", arguments: wrappers.indices)
    func unwrap(_ i: Int) {
        let (link, destination) = Self.wrappers[i]
        #expect(WrapperTable.unwrap(link, appDomain: "demo.q2.com")?.destination == destination)
        let d = Self.tapped(link, Tap(source: .app))
        #expect(d.outcome == .openedInBrowser)
        #expect(d.diagnostics.first { $0.code == .linkWrapped }?.fixText == destination, "the fix is the destination, checked")
    }

    @Test("Proofpoint v3 runs: **X stands for a run of characters")
    func proofpointRun() {
        // "**A" is a run of 2 characters: "#/" from the base64 "Iy8" ("#/").
        #expect(ProofpointDecoding.v3("https://urldefense.com/v3/__https://demo.q2.com/experimental/uux.aspx**Amessages__;Iy8!!x$")
                == "https://demo.q2.com/experimental/uux.aspx#/messages")
        #expect(ProofpointDecoding.v3("https://urldefense.com/v3/__https://x.example/a*b__;!!x$") == nil, "a * with no data is refused")
    }

    @Test("the FI's own link with url= is not read as a wrapper")
    func ownDomainIsNotAWrapper() {
        #expect(WrapperTable.unwrap("https://demo.q2.com/experimental/uux.aspx?url=https%3A%2F%2Fx.example#/messages", appDomain: "demo.q2.com") == nil)
    }

    @Test("P12: a tracking domain's own AASA gives the app the tracking URL, which stays")
    func trackingAASA() throws {
        let app = try Fixtures.app(settings: #"{"tracking":{"domainsWithAASA":["click.mailer.example"]}}"#)
        let d = Self.tapped(Self.tracker, Tap(source: .app), app: app)
        #expect(d.outcome == .stayed)
        #expect(d.has(.trackingURLInApp))
        #expect(d.path?.hops.map(\.opens) == [.app])
        #expect(d.diagnostics.first { $0.code == .trackingURLInApp }?.fixText == Self.ul)
        #expect(Wording.bankFix(d).hasPrefix("Have the app resolve tracking links"))
    }

    @Test("P12: the tracking URL the app receives is the decision's input, and a cold start launches the app")
    func trackingAASAInputAndLaunch() throws {
        // Found by scripts/mutate-reducer.sh: the plan's first evaluation (the decision's input) and the launch
        // on a cold start were each deleted unnoticed.
        let app = try Fixtures.app(settings: #"{"tracking":{"domainsWithAASA":["click.mailer.example"]}}"#)
        let warm = Self.tapped(Self.tracker, Tap(source: .app), app: app)
        #expect(warm.input == Self.tracker)
        let state = SessionState.initial(signedIn: true, appState: AppState(installed: true, running: false))
        let (next, decisions) = Session.decide(state, .openLinkFrom(Self.tracker, Tap(source: .app)), engine: LinkEngine(app: app))
        #expect(decisions.first?.has(.trackingURLInApp) == true)
        #expect(next.app.running)
        #expect(decisions.first?.steps.contains { if case .appState(.launches) = $0.fact { true } else { false } } == true)
    }

    @Test("P12: an app that resolves tracking links routes to the destination")
    func appResolves() throws {
        let app = try Fixtures.app(settings: #"{"tracking":{"domainsWithAASA":["click.mailer.example"],"appResolvesTrackingLinks":true}}"#)
        let d = Self.tapped(Self.tracker, Tap(source: .app), app: app)
        #expect(d.outcome == .navigated)
        #expect(d.path?.hops.map(\.opens) == [.app, .app])
    }

    @Test("P9: serverRedirects app offers the destination to the app")
    func redirectPolicy() throws {
        let app = try Fixtures.app(settings: #"{"tracking":{"serverRedirects":"app"}}"#)
        let d = Self.tapped(Self.tracker, Tap(source: .app), app: app)
        #expect(d.outcome == .navigated)
        #expect(d.path?.hops.map(\.opens) == [.browser, .app])
    }

    @Test("P9: a redirect the app takes on a later hop keeps that hop's link, which a held-back module link replays")
    func laterHopKeepsItsLink() throws {
        // Found by scripts/mutate-reducer.sh: without `plan.end = .engine(text: current)` the wrapper's link was kept.
        let module = "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path"
        let app = try Fixtures.app(settings: #"{"tracking":{"serverRedirects":"app"},"redirects":{"a.example":"\#(module)"},"policies":{"moduleLinksWhileSignedOut":false}}"#)
        let state = SessionState.initial(signedIn: false, appState: AppState(installed: true))
        let (next, decisions) = Session.decide(state, .openLinkFrom("https://a.example/x", Tap(source: .app)), engine: LinkEngine(app: app))
        #expect(decisions.first?.path?.hops.map(\.opens) == [.browser, .app])
        #expect(decisions.first?.outcome == .deferred)
        #expect(next.pending?.target == .link(module), "\(String(describing: next.pending))")
    }

    @Test("P9: a typed tracker stays in the browser even with serverRedirects app")
    func typedTrackerStays() throws {
        let app = try Fixtures.app(settings: #"{"tracking":{"serverRedirects":"app"}}"#)
        let d = Self.tapped(Self.tracker, Tap(source: .typed), app: app)
        #expect(d.outcome == .openedInBrowser)
        #expect(d.diagnostics.allSatisfy { $0.fix == nil }, "no fix opens the app when typed")
    }

    @Test("settings redirects: a loop and too many hops each have their code")
    func loopsAndCaps() throws {
        let loop = try Fixtures.app(settings: #"{"redirects":{"a.example":"https://b.example/x","b.example":"https://a.example/y"}}"#)
        let d = Self.tapped("https://a.example/x", Tap(source: .app), app: loop)
        #expect(d.outcome == .notOpened && d.has(.redirectLoop))
        // The way stops where it comes back (a.example/x, b.example/x, a.example/y, then b.example/x again):
        // no hop is counted past the loop. Found by scripts/mutate-reducer.sh: the loop's return was deleted unnoticed.
        #expect(d.path?.hops.count == 3)
        #expect(!d.has(.tooManyHops))
        let table = (0..<10).map { #""h\#($0).example":"https://h\#($0 + 1).example/""# }.joined(separator: ",")
        let chain = try Fixtures.app(settings: #"{"redirects":{"# + table + "}}")
        let c = Self.tapped("https://h0.example/", Tap(source: .app), app: chain)
        #expect(c.outcome == .notOpened && c.has(.tooManyHops))
        #expect(c.path?.hops.count == LinkPathSettings.maximumHops)
    }

    @Test("no wrong fixes: the host-swapped tracker is never offered")
    func noWrongFix() {
        let d = decide(Self.tracker)
        let fixes = d.diagnostics.compactMap(\.fixText)
        #expect(fixes == [Self.ul], "\(fixes)")
    }

    @Test("every decision with a source has a customer sentence and a bank fix")
    func sentences() {
        for row in Self.rows {
            let d = Self.tapped(row.link, row.tap, remembered: row.remembered)
            #expect(!Wording.customerSays(d).isEmpty && !Wording.bankFix(d).isEmpty)
            let keys = Set(Self.object(DecisionJSON.line(d)).keys)
            #expect(keys.isSuperset(of: ["from", "hops", "customerSays", "bankFix"]), "\(row.rule): \(keys.sorted())")
        }
        let remembered = Self.tapped(Self.ul, Tap(source: .app), remembered: ["demo.q2.com"])
        #expect(Wording.customerSays(remembered).contains("remembers"))
    }

    /// One JSON line, parsed.
    static func object(_ line: String) -> [String: Any] {
        ((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]) ?? [:]
    }

    @Test("the default source keeps today's JSON: no path keys for a plain link")
    func defaultUnchanged() {
        let d = decide(Self.ul)
        #expect(d.path == nil)
        #expect(Self.object(DecisionJSON.line(d))["hops"] == nil)
    }

    @Test("a source another platform models is refused with the list")
    func sourceNames() {
        if case .failure(let e) = TapSource.parse("chrome", on: .ios) {
            #expect(e.text == "chrome" && e.platform == .ios && e.accepted == TapSource.sources(on: .ios).map(\.rawValue), "\(e)")
            #expect(e.message.contains("android source"), "the message says whose source it is: \(e.message)")
        } else { Issue.record("chrome accepted on iOS") }
        #expect((try? TapSource.parse("custom-tab", on: .android).get()) == .customTab)
    }

    @Test("settings: bad redirects, tracking and appStoreID are one clear error each")
    func badSettings() {
        #expect(Fixtures.configurationError(#"{"redirects":{"click.example":"javascript:alert(1)"}}"#) != nil)
        #expect(Fixtures.configurationError(#"{"tracking":{"serverRedirects":"maybe"}}"#) != nil)
        #expect(Fixtures.configurationError(#"{"tracking":{"bogus":true}}"#) != nil)
        #expect(Fixtures.configurationError(#"{"appStoreID":"id123"}"#) != nil)
    }
}
