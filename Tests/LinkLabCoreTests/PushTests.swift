import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Stages, targeting by exact sender, and the module parsing its own payload.
@Suite("Push notifications")
struct PushTests {
    static let demoModule = "com.q2.mobile.module.demo"

    static func payload(sender: String? = "com.q2.mobile.module.demo", data: String? = #"{"demo":{"route":"messages"}}"#,
                        extra: String = "") -> String {
        var members = [#""aps":{"alert":{"title":"Hi"}}"#]
        if let sender { members.append(#""sender":"\#(sender)""#) }
        if let data { members.append(#""data":\#(data)"#) }
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ",") + "}"
    }

    // MARK: stages

    @Test("the documented payload navigates to messages on a tap")
    func documentedTap() throws {
        var session = Session(app: Fixtures.demoApp)
        let decisions = session.handle(.push(try PushPayload(text: documentedPush), stage: .tap))
        try #require(decisions.count == 1)
        let d = decisions[0]
        #expect(d.entry == .push)
        #expect(d.outcome == .navigated)
        #expect(d.route == "messages")
        #expect(d.screen == "messages")
        #expect(d.handler == .uux)
        #expect(d.module == Self.demoModule)
        #expect(d.diagnostics.isEmpty)
        #expect(d.steps.contains { $0.check == "navigateTo" && $0.passed })
        #expect(d.journey == [JourneyStep(.reset, "landingPage", animated: false), JourneyStep(.show, "messages", animated: true)])
        #expect(session.state.stack == ["landingPage", "messages"])
        #expect(session.state.pending == nil)
        #expect(session.state.signedIn)
        #expect(session.state.moduleInFront == nil)
    }

    @Test("the documented payload does not navigate in the foreground or silently", arguments: [PushStage.foreground, .silent])
    func documentedOtherStages(_ stage: PushStage) throws {
        var session = Session(app: Fixtures.demoApp)
        let before = session.state
        let d = session.handle(.push(try PushPayload(text: documentedPush), stage: stage))[0]
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-stage-no-navigation"])
        #expect(d.diagnostic(.pushStageNoNavigation)?.severity == .info)
        #expect(d.screen == nil)
        #expect(d.route == "messages", "the module still read its route")
        #expect(d.module == Self.demoModule)
        #expect(d.journey.isEmpty)
        #expect(d.steps.contains { $0.check == "navigateTo" && !$0.passed })
        #expect(session.state.stack == before.stack)
        #expect(session.state.pending == nil)
    }

    @Test("the tap is the only stage that navigates", arguments: PushStage.allCases)
    func onlyTap(_ stage: PushStage) throws {
        let d = try decidePush(documentedPush, stage: stage)
        #expect((d.outcome == .navigated) == (stage == .tap))
    }

    // MARK: targeting

    @Test("a sender that differs only in capitals reaches no module", arguments: [
        "com.q2.mobile.module.Demo", "COM.Q2.MOBILE.MODULE.DEMO",
    ])
    func senderCase(_ sender: String) throws {
        let d = try decidePush(Self.payload(sender: sender))
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-sender-unknown"])
        #expect(d.module == nil)
        #expect(d.screen == nil)
        let diagnostic = try #require(d.diagnostic(.pushSenderUnknown))
        #expect(diagnostic.finding == .pushSenderUnknown(sender: sender, near: Self.demoModule))
        #expect(diagnostic.fixText?.contains(#""sender":"com.q2.mobile.module.demo""#) == true)
    }

    @Test("an unknown sender reaches no module")
    func senderUnknown() throws {
        let d = try decidePush(Self.payload(sender: "com.example.other"))
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-sender-unknown"])
        #expect(d.diagnostic(.pushSenderUnknown)?.fix == nil)
    }

    @Test("a missing sender: push-sender-missing, and legacy delivery is off by default")
    func senderMissing() throws {
        let d = try decidePush(Self.payload(sender: nil))
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-sender-missing"])
        #expect(d.module == nil)
        #expect(d.steps.contains { $0.check == "legacy delivery" && !$0.passed })
        #expect(d.diagnostic(.pushSenderMissing)?.fixText?.contains(#""sender":"com.q2.mobile.module.demo""#) == true)
    }

    @Test("a missing sender with policies.legacyPushDelivery: delivered the legacy way, not to be relied on")
    func legacyDelivery() throws {
        let app = try Fixtures.app(settings: #"{"policies":{"legacyPushDelivery":true}}"#)
        var session = Session(app: app)
        let d = session.handle(.push(try PushPayload(text: Self.payload(sender: nil)), stage: .tap))[0]
        #expect(d.outcome == .navigated)
        #expect(d.codes == ["push-sender-missing", "push-legacy-delivery"])
        #expect(d.screen == "messages")
        #expect(d.module == Self.demoModule)
        #expect(d.steps.contains(TraceStep(.legacyDelivery(.handedTo(module: Self.demoModule)), passed: true)))
        #expect(session.state.stack == ["landingPage", "messages"])
    }

    @Test("a sender that is not text is an invalid payload")
    func senderNotText() throws {
        let d = try decidePush(#"{"aps":{},"sender":42,"data":{"demo":{"route":"messages"}}}"#)
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-payload-invalid"])
    }

    // MARK: the module parses its own payload

    @Test("a generic payload with a top-level route does nothing", arguments: [
        #"{"aps":{},"sender":"com.q2.mobile.module.demo","route":"messages"}"#,
        #"{"aps":{},"sender":"com.q2.mobile.module.demo","route":"messages","data":{"other":1}}"#,
    ])
    func topLevelRoute(_ text: String) throws {
        let d = try decidePush(text)
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-not-navigated"])
        #expect(d.screen == nil)
        #expect(d.route == nil)
        let fix = try #require(d.diagnostic(.pushNotNavigated)?.fixText)
        let fixed = try decidePush(fix)
        #expect(fixed.outcome == .navigated)
        #expect(fixed.screen == "messages")
    }

    struct InvalidPayload: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    static let invalid: [InvalidPayload] = [
        .init(name: "no data", text: payload(data: nil)),
        .init(name: "data is text", text: payload(data: #""messages""#)),
        .init(name: "data has no demo", text: payload(data: #"{"other":{"route":"messages"}}"#)),
        .init(name: "data.demo is a list", text: payload(data: #"{"demo":["messages"]}"#)),
        .init(name: "data.demo is text", text: payload(data: #"{"demo":"messages"}"#)),
        .init(name: "data.demo has no route", text: payload(data: #"{"demo":{"path":"messages"}}"#)),
        .init(name: "route is a number", text: payload(data: #"{"demo":{"route":7}}"#)),
        .init(name: "route is null", text: payload(data: #"{"demo":{"route":null}}"#)),
        .init(name: "route is empty", text: payload(data: #"{"demo":{"route":""}}"#)),
        .init(name: "route is only #/", text: payload(data: ##"{"demo":{"route":"#/"}}"##)),
        .init(name: "the payload is a list", text: #"[{"sender":"com.q2.mobile.module.demo"}]"#),
        .init(name: "the payload is a string", text: #""messages""#),
    ]

    @Test("a missing or malformed data.demo or route is an invalid payload", arguments: invalid)
    func payloadInvalid(_ payload: InvalidPayload) throws {
        let d = try decidePush(payload.text)
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-payload-invalid"], "\(d.codes)")
        #expect(d.screen == nil)
        #expect(d.route == nil)
        #expect(d.journey.isEmpty)
    }

    @Test("an unknown route leaves the app on its screen")
    func unknownRoute() throws {
        var session = Session(app: Fixtures.demoApp)
        let d = session.handle(.push(try PushPayload(text: Self.payload(data: #"{"demo":{"route":"nowhere"}}"#)), stage: .tap))[0]
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["unknown-route"])
        #expect(d.route == "nowhere")
        #expect(d.screen == nil)
        #expect(d.steps.contains(TraceStep(.routeUnknown(path: "nowhere"), passed: false)))
        #expect(session.state.stack == ["landingPage"])
    }

    @Test("a route pushed as #/route or /route is read as the route", arguments: ["#/settings/profile", "/settings/profile"])
    func routeForms(_ route: String) throws {
        let d = try decidePush(Self.payload(data: ##"{"demo":{"route":"\##(route)"}}"##))
        #expect(d.outcome == .navigated)
        #expect(d.route == "settings/profile")
        #expect(d.screen == "profile")
    }

    @Test("a native route is drawn natively")
    func nativeRoute() throws {
        let d = try decidePush(Self.payload(data: #"{"demo":{"route":"transfer"}}"#))
        #expect(d.outcome == .navigated)
        #expect(d.handler == .native)
        #expect(d.module == "com.q2.mobile.module.banking")
        #expect(d.screen == "transfer")
    }

    @Test("a pushed route with .. is refused")
    func traversal() throws {
        let d = try decidePush(Self.payload(data: #"{"demo":{"route":"settings/../messages"}}"#))
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["route-traversal"])
    }

    // MARK: signed out

    @Test("signed out: a tap to messages is deferred until sign-in, then replayed")
    func signedOutDeferred() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let d = session.handle(.push(try PushPayload(text: documentedPush), stage: .tap))[0]
        #expect(d.outcome == .deferred)
        #expect(d.codes == ["deferred-until-sign-in"])
        #expect(d.screen == "login")
        #expect(d.route == "messages")
        #expect(session.state.pending?.target == .route("messages"))
        #expect(session.state.pending?.entry == .push)
        #expect(session.state.stack == ["login"])
        #expect(!session.state.signedIn)

        let after = session.handle(.signIn)
        #expect(after.map(\.screen) == ["landingPage", "messages"])
        #expect(after.map(\.outcome) == [.navigated, .navigated])
        #expect(after[1].entry == .push)
        #expect(session.state.stack == ["landingPage", "messages"])
        #expect(session.state.pending == nil)
    }

    @Test("signed out: a tap to branches, which needs no sign-in, navigates")
    func signedOutBranches() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let d = session.handle(.push(try PushPayload(text: Self.payload(data: #"{"demo":{"route":"branches"}}"#)), stage: .tap))[0]
        #expect(d.outcome == .navigated)
        #expect(d.screen == "branches")
        #expect(d.handler == .native)
        #expect(d.diagnostics.isEmpty)
        #expect(d.journey == [JourneyStep(.reset, "login", animated: false), JourneyStep(.show, "branches", animated: true)])
        #expect(session.state.stack == ["login", "branches"])
        #expect(session.state.pending == nil)
        #expect(!session.state.signedIn)
    }

    @Test("signed out: a foreground push stores nothing")
    func signedOutForeground() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        let d = session.handle(.push(try PushPayload(text: documentedPush), stage: .foreground))[0]
        #expect(d.outcome == .stayed)
        #expect(d.codes == ["push-stage-no-navigation"])
        #expect(session.state.pending == nil)
        #expect(session.state.stack == ["login"])
    }

    @Test("signed out: a pushed navigation replaces a pending link")
    func pushReplacesPending() throws {
        var session = Session(app: Fixtures.demoApp, signedIn: false)
        session.handle(.openLink("q2mob://open?targetPage=%23%2Fsettings%2Fprofile"))
        let d = session.handle(.push(try PushPayload(text: documentedPush), stage: .tap))[0]
        #expect(d.outcome == .deferred)
        #expect(d.codes == ["pending-replaced", "deferred-until-sign-in"])
        #expect(session.state.pending?.target == .route("messages"))
    }

    // MARK: parsing and output

    @Test("text that is not JSON gives a message naming the line and column")
    func syntaxError() {
        let text = "{\n  \"aps\": {},\n  \"sender\": oops\n}"
        do {
            _ = try PushPayload(text: text)
            Issue.record("invalid JSON parsed")
        } catch {
            #expect(error.line == 3 && error.column == 13 && error.keyPath == "sender", "\(error)")
            #expect(error.message.hasPrefix(error.position + ", key sender: "), "the message names the line and column: \(error.message)")
            #expect(!DisplayText.containsUnsafe(error.message))
        }
    }

    @Test("an unterminated payload names its position too")
    func syntaxErrorAtEnd() {
        #expect(throws: JSONSyntaxError.self) { try PushPayload(text: #"{"aps":{}"#) }
        #expect(throws: JSONSyntaxError.self) { try PushPayload(text: "") }
    }

    @Test("a push decision's input is the payload, echoed safely, and its JSON line parses")
    func output() throws {
        let d = try decidePush(Self.payload(data: #"{"demo":{"route":"mess\u202Eages"}}"#))
        #expect(!DisplayText.containsUnsafe(d.input))
        #expect(d.codes == ["control-characters"])
        let object = try parseJSONObject(DecisionJSON.line(d))
        #expect(object["entry"] as? String == "push")
        #expect(object["outcome"] as? String == "stayed")
        let plain = try parseJSONObject(DecisionJSON.line(try decidePush(documentedPush)))
        #expect(plain["input"] as? String == documentedPush)
        #expect(plain["module"] as? String == Self.demoModule)
    }
}
