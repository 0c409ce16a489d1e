import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A decision is data: these tests read its facts (checks, findings, typed fixes, conclusion) and never
/// a sentence. The wording is pinned separately, in a few tests at the end.
@Suite("Decisions as facts")
struct DecisionFactsTests {
    static let demoScheme = "q2mob"
    static let uuxPage = "https://demo.q2.com/experimental/uux.aspx"

    @Test("the documented custom-scheme link: every check, in order, as facts")
    func documentedCustomScheme() {
        let d = decide("q2mob://open?targetPage=%23%2Fsettings%2Fprofile")
        #expect(d.outcome == .navigated)
        #expect(d.steps.map(\.fact) == [
            .length(bytes: 48, limit: 8192), .customScheme("q2mob"), .schemeRegistered("q2mob"), .openHost,
            .targetPageRoute("settings/profile"), .routeSafety(nil),
            .uuxRoute(path: "settings/profile", title: "Profile"),
            .signInGate(signedIn: true),
            .journey(JourneyStep(.reset, "landingPage", animated: false)), .journey(JourneyStep(.show, "profile", animated: true)),
        ])
        let allPassed = d.steps.allSatisfy(\.passed)
        #expect(allPassed)
        #expect(d.diagnostics.isEmpty)
        #expect(d.conclusion == .navigated(title: "Profile", route: "settings/profile", handler: .uux, module: nil))
    }

    @Test("the classic unencoded # is a finding with a typed fix, rendered only when shown")
    func unencodedHash() {
        let d = decide("q2mob://open?targetPage=#/messages")
        #expect(d.outcome == .stayed)
        #expect(d.diagnostics.map(\.finding) == [.emptyTargetPageRouteInFragment])
        #expect(d.diagnostics.first?.fix == .customSchemeLink(scheme: Self.demoScheme, route: "messages"))
        #expect(d.steps.contains(TraceStep(.emptyTargetPageRouteInFragment, passed: false)))
    }

    @Test("signed out: the stored navigation is a fact of the trace and of the finding")
    func deferred() {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/transfer", signedIn: false)
        let pending = PendingNavigation(target: .route("transfer"), source: "https://demo.q2.com/experimental/uux.aspx#/transfer", entry: .universalLink)
        #expect(d.outcome == .deferred)
        #expect(d.steps.contains(TraceStep(.pendingStored(pending), passed: true)))
        #expect(d.diagnostics.map(\.finding) == [.deferredUntilSignIn(pending)])
        #expect(d.conclusion == .deferredRoute(route: "transfer", title: "Transfer funds"))
    }

    @Test("a host that is not the associated domain names both, and says whether it is a subdomain")
    func wrongDomain() {
        let d = decide("https://x.demo.q2.com/experimental/uux.aspx#/messages")
        #expect(d.diagnostics.map(\.finding) == [.wrongAssociatedDomain(host: "x.demo.q2.com", domain: "demo.q2.com", subdomain: true)])
        #expect(d.diagnostics.first?.fix == .universalLink(uuxPage: Self.uuxPage, route: "messages"))
    }

    @Test("the AASA rule that decides is carried as the rule itself")
    func aasaRule() {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages")
        let covering = d.steps.compactMap { step -> AppSiteAssociation.Rule? in
            if case .aasaCovers(let rule, _, _) = step.fact { return rule }
            return nil
        }
        #expect(covering == AppSiteAssociation.demo.details[0].rules)
    }

    @Test("push: the push engine decides on its own; the session adds the gate and the journey")
    func pushEngine() throws {
        let payload = try PushPayload(text: #"{"aps":{},"sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#)
        let engine = PushEngine(app: Fixtures.demoApp)
        #expect(engine.evaluate(payload, stage: .silent).verdict == .notTapped(.silent))
        #expect(engine.evaluate(payload, stage: .silent).trace.diagnostics.map(\.finding) == [.stageNoNavigation(.silent, route: "messages")])
        guard case .navigateTo(let target) = engine.evaluate(payload, stage: .tap).verdict else {
            Issue.record("a tap should navigate")
            return
        }
        #expect(target.screen.id == "messages")
        let d = try decidePush(payload.text)
        #expect(d.conclusion == .pushNavigated(moduleName: "Demo module", title: "Messages", route: "messages"))
    }

    @Test("push: a route at the top level is a finding whose fix is the payload with the route moved")
    func topLevelRoute() throws {
        let d = try decidePush(#"{"aps":{},"sender":"com.q2.mobile.module.demo","route":"messages"}"#)
        #expect(d.diagnostics.map(\.finding) == [.routeAtTopLevel(module: "com.q2.mobile.module.demo", key: "demo")])
        guard case .payload(let fixed)? = d.diagnostics.first?.fix else {
            Issue.record("the fix should be a payload")
            return
        }
        #expect(fixed["data"]?["demo"]?["route"] == .string("messages"))
        #expect(fixed["route"] == nil)
    }

    @Test("refusals are typed: back at the root names the screen")
    func refusal() {
        var session = Session(app: Fixtures.demoApp, signedIn: true)
        let d = session.handle(.back)
        #expect(d.first?.diagnostics.map(\.finding) == [.transitionNotAllowed(.nothingToGoBackTo(title: "Home"))])
    }

    @Test("a long session keeps every decision (the history is appended in place)")
    func longHistory() {
        var session = Session(app: Fixtures.demoApp, signedIn: true)
        for _ in 0..<4_000 {
            session.handle(.openLink("q2mob://open?targetPage=%23%2Fmessages"))
            session.handle(.back)
        }
        #expect(session.state.history.count == 8_000)
    }

    // MARK: A few wording tests: the sentences a support agent reads aloud stay as they shipped.

    @Test("wording: the unencoded # sentence and its corrected link")
    func wordingUnencoded() {
        let diagnostic = decide("q2mob://open?targetPage=#/messages").diagnostics[0]
        #expect(diagnostic.message == "The # in this link is not encoded, so iOS cuts the link there: the app receives an empty targetPage and stays on the current screen. Encode # as %23 and / as %2F.")
        #expect(diagnostic.fixText == "q2mob://open?targetPage=%23%2Fmessages")
    }

    @Test("wording: a trace step and a summary")
    func wordingStep() {
        let d = decide("https://demo.q2.com/experimental/uux.aspx#/messages")
        #expect(d.steps[0].check == "length")
        #expect(d.steps[0].detail == "51 bytes, within the 8192-byte limit.")
        #expect(d.summary == "The app shows Messages (#/messages), drawn by the UUX web page.")
    }

    @Test("wording: the modules are offered the sample's target (host/path when there is no fragment)")
    func wordingEmptyContinuityLink() {
        let d = decide("https://demo.q2.com/experimental/uux.aspx")
        let offer = d.steps.first { $0.check == "continuity modules" }
        #expect(offer?.detail.hasPrefix("No module claimed demo.q2.com/experimental/uux.aspx: ") == true, "\(offer?.detail ?? "")")
    }

    @Test("wording into JSON and into text agree")
    func wordingSinksAgree() throws {
        let d = decide("q2mob://open?targetPage=%2523%252Fmessages")
        let json = try parseJSONObject(DecisionJSON.line(d))
        #expect(json["summary"] as? String == d.summary)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["message"] as? String } == d.diagnostics.map(\.message))
        #expect(diagnostics.map { $0["fix"] as? String } == d.diagnostics.map(\.fixText))
    }
}

/// A hostile link never navigates because of what Foundation cannot read.
@Suite("Hostile ports and edge characters")
struct HostileEdgeTests {
    @Test("a port of 2^63 or more is judged from the text as written", arguments: [
        "https://demo.q2.com:9223372036854775808/experimental/uux.aspx#/messages",
        "https://demo.q2.com:99999999999999999999999/experimental/uux.aspx#/messages",
        "https://demo.q2.com:443/experimental/uux.aspx#/messages",
        "https://DEMO.q2.com:1/experimental/uux.aspx#/messages",
    ])
    func hugePort(_ link: String) {
        let d = decide(link)
        #expect(d.outcome == .notOpened)
        let port = String(link.split(separator: ":")[2].prefix { $0.isNumber })
        #expect(d.diagnostics.map(\.finding).contains { if case .suspiciousHost(_, .port(port), _) = $0 { true } else { false } })
    }

    @Test("invisible, C1 and separator characters at either end are refused, not trimmed", arguments: [
        "\u{200B}", "\u{200D}", "\u{2028}", "\u{2029}", "\u{0085}", "\u{009B}", "\u{FEFF}", "\u{2060}", "\u{202E}",
    ])
    func edgeCharacters(_ character: String) {
        for link in ["https://demo.q2.com/experimental/uux.aspx#/messages" + character,
                     character + "https://demo.q2.com/experimental/uux.aspx#/messages"] {
            let d = decide(link)
            #expect(d.outcome == .notOpened, "\(d.input)")
            #expect(d.diagnostics.map(\.finding).contains(.hiddenCharactersInLink))
        }
    }

    @Test("plain spaces, tabs, line breaks and no-break spaces around a link are trimmed and said", arguments: [
        " ", "\t", "\n", "\r\n", "\u{00A0}", "\u{3000}",
    ])
    func trimmedWhitespace(_ space: String) {
        let d = decide(space + "https://demo.q2.com/experimental/uux.aspx#/messages" + space)
        #expect(d.outcome == .navigated)
        #expect(d.diagnostics.map(\.finding) == [.whitespaceTrimmed])
    }
}
