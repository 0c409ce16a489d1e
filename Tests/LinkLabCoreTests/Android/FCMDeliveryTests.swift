import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// FCM's delivery on Android (docs/contract.md, "FCM delivery on Android"): each row is named for the sentence
/// of Firebase's documentation (firebase.google.com/docs/cloud-messaging/android/receive) it emulates.
@Suite("FCM delivery on Android")
struct FCMDeliveryTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var sentence: String
        var kind: FCMKind
        var stage: PushStage
        var running = true
        var version = 16
        var permission = NotificationPermission.granted
        var path: FCMPath
        var outcome: Outcome
        var codes: [DiagnosticCode] = []
        var testDescription: String { sentence }
    }

    static let rows: [Row] = [
        Row(sentence: "Foreground, Notification: onMessageReceived", kind: .notification, stage: .foreground,
            path: .onMessageReceived, outcome: .stayed, codes: [.pushStageNoNavigation]),
        Row(sentence: "Foreground, Data: onMessageReceived", kind: .data, stage: .foreground,
            path: .onMessageReceived, outcome: .stayed, codes: [.pushStageNoNavigation]),
        Row(sentence: "Notification messages delivered when your app is in the background … the notification is delivered to the device's system tray. A user tap on a notification opens the app launcher",
            kind: .notification, stage: .tap, path: .tray, outcome: .navigated),
        Row(sentence: "the data payload is delivered in the extras of the intent of your launcher Activity (the app killed: a cold start)",
            kind: .notification, stage: .tap, running: false, path: .tray, outcome: .navigated),
        Row(sentence: "Background, Notification: system tray (not tapped: the app's code does not run)",
            kind: .notification, stage: .silent, path: .tray, outcome: .stayed, codes: [.fcmInTray]),
        Row(sentence: "Background, Data: onMessageReceived", kind: .data, stage: .silent,
            path: .onMessageReceived, outcome: .stayed, codes: [.pushStageNoNavigation]),
        Row(sentence: "Background, Data: onMessageReceived (the app killed)", kind: .data, stage: .silent, running: false,
            path: .onMessageReceived, outcome: .stayed, codes: [.pushStageNoNavigation]),
        Row(sentence: "Background, Data: onMessageReceived, and the module's own notification is tapped (A39)", kind: .data, stage: .tap,
            path: .onMessageReceived, outcome: .navigated),
        Row(sentence: "Android 13 introduces a new runtime permission for showing notifications: denied, nothing in the tray",
            kind: .notification, stage: .tap, permission: .denied, path: .notShown, outcome: .notOpened, codes: [.postNotificationsDenied]),
        Row(sentence: "Android 13 runtime permission denied: a data message still reaches onMessageReceived, its notification is not shown",
            kind: .data, stage: .tap, permission: .denied, path: .onMessageReceived, outcome: .notOpened, codes: [.postNotificationsDenied]),
        Row(sentence: "This affects all apps running on Android 13 or higher: on Android 12 the setting is not read",
            kind: .notification, stage: .tap, version: 12, permission: .denied, path: .tray, outcome: .navigated),
        Row(sentence: "Foreground, Notification: onMessageReceived even with the permission denied",
            kind: .notification, stage: .foreground, permission: .denied, path: .onMessageReceived, outcome: .stayed,
            codes: [.pushStageNoNavigation]),
    ]

    static let route = #""{\"route\":\"messages\"}""#

    static func body(_ kind: FCMKind) -> String {
        kind == .notification
            ? #"{"message":{"notification":{"title":"LinkLab","body":"You have a new message"},"data":{"demo":\#(route)}}}"#
            : #"{"message":{"data":{"demo":\#(route)},"android":{"priority":"high"}}}"#
    }

    @Test("each Firebase rule: the path, the outcome and the codes", arguments: rows)
    func rule(_ row: Row) throws {
        let state = FCMDelivery.appState(stage: row.stage, running: row.running)
        #expect(FCMDelivery.path(kind: row.kind, state: state, version: row.version, permission: row.permission) == row.path)

        var app = try Fixtures.app(settings: #"{"platform":"android"}"#)
        app.configuration.android.version = row.version
        app.configuration.android.notificationPermission = row.permission
        var session = Session(app: app, state: .initial(signedIn: true, appState: AppState(installed: true, running: row.running)))
        let d = try #require(session.handle(.push(try PushPayload(text: Self.body(row.kind)), stage: row.stage)).first)
        #expect(d.outcome == row.outcome, "\(d.codes)")
        #expect(d.diagnostics.map(\.code) == row.codes, "\(d.codes)")
        #expect(d.steps.contains { $0.fact == .android(.fcmDelivery(row.path, kind: row.kind, state: state)) })
        if row.outcome == .navigated {
            #expect(d.route == "messages")
        }
        // A message that is not shown or waits in the tray starts nothing.
        if !row.running, row.outcome != .navigated { #expect(!session.state.app.running) }
    }

    @Test("the app's state: foreground stage, background, killed")
    func appStates() {
        #expect(FCMDelivery.appState(stage: .foreground, running: true) == .foreground)
        #expect(FCMDelivery.appState(stage: .tap, running: true) == .background)
        #expect(FCMDelivery.appState(stage: .silent, running: true) == .background)
        #expect(FCMDelivery.appState(stage: .tap, running: false) == .killed)
    }

    @Test("the reader: HTTP v1 and bare shapes, notification or data, and Q2's APNs payload left as it was")
    func reader() throws {
        guard case .message(let wrapped) = try PushPayload(text: Self.body(.notification)).fcm else { Issue.record("not FCM"); return }
        #expect(wrapped.wrapped && wrapped.kind == .notification && wrapped.data.map(\.key) == ["demo"])
        guard case .message(let bare) = try PushPayload(text: #"{"android":{"notification":{"title":"x"},"priority":"normal"}}"#).fcm else {
            Issue.record("not FCM"); return
        }
        #expect(!bare.wrapped && bare.kind == .notification && bare.priority == "normal")
        guard case .message(let data) = try PushPayload(text: #"{"data":{"demo":"{}"}}"#).fcm else { Issue.record("not FCM"); return }
        #expect(data.kind == .data)
        #expect(try PushPayload(text: documentedPush).fcm == .notFCM)
        #expect(try PushPayload(text: #"{"data":{"demo":{"route":"messages"}}}"#).fcm == .notFCM)
        #expect(try PushPayload(text: #"{"message":[]}"#).fcm == .refused(.notObject(member: "message", kind: .list), fixed: nil))
        #expect(try PushPayload(text: #"{"android":{"priority":"urgent"}}"#).fcm == .refused(.priority(written: "urgent"), fixed: nil))
        let refused = try PushPayload(text: #"{"message":{"data":{"demo":{"route":"messages"},"n":3}}}"#).fcm
        let fixed = try JSONValue.parse(#"{"message":{"data":{"demo":"{\"route\":\"messages\"}","n":"3"}}}"#)
        #expect(refused == .refused(.dataNotString(key: "demo", kind: .object), fixed: fixed))
    }

    @Test("a data value that is not a string: fcm-data-not-string, notOpened, and the fix navigates")
    func dataNotString() throws {
        let app = try Fixtures.app(settings: #"{"platform":"android"}"#)
        let d = try decidePush(#"{"notification":{"title":"x"},"data":{"demo":{"route":"messages"}}}"#, app: app)
        #expect(d.outcome == .notOpened)
        let diagnostic = try #require(d.diagnostic(.fcmDataNotString))
        #expect(diagnostic.message.contains("must be a string"))
        let fix = try #require(diagnostic.fixText)
        #expect(try decidePush(fix, app: app).outcome == .navigated)
    }

    @Test("a route at the top level of an FCM message: the fix moves it under data as JSON text, in the body's own shape",
          arguments: [#"{"message":{"notification":{"title":"x"},"route":"messages"}}"#, #"{"android":{"priority":"high"},"route":"messages"}"#])
    func topLevelRouteFix(body: String) throws {
        let app = try Fixtures.app(settings: #"{"platform":"android"}"#)
        let d = try decidePush(body, app: app)
        #expect(d.outcome == .stayed)
        let fix = try #require(d.diagnostic(.pushNotClaimed)?.fixText)
        #expect(fix.contains(#""demo":"{\"route\":\"messages\"}""#), "\(fix)")
        #expect(fix.hasPrefix(#"{"message""#) == body.hasPrefix(#"{"message""#))
        #expect(try decidePush(fix, app: app).outcome == .navigated)
    }

    @Test("data.<payloadKey> as text that is not an object's JSON: push-payload-invalid")
    func textNotObject() throws {
        let app = try Fixtures.app(settings: #"{"platform":"android"}"#)
        let d = try decidePush(#"{"notification":{"title":"x"},"data":{"demo":"messages"}}"#, app: app)
        #expect(d.outcome == .stayed)
        #expect(d.diagnostics.map(\.code) == [.pushPayloadInvalid])
    }

    @Test("on iOS an FCM body is read as before: no FCM steps")
    func iosUnchanged() throws {
        let d = try decidePush(Self.body(.notification))
        #expect(!d.steps.contains { if case .android = $0.fact { true } else { false } })
    }

    @Test("the settings' android.notificationPermission is read, and refused when it is neither granted nor denied")
    func setting() throws {
        let app = try Fixtures.app(settings: #"{"platform":"android","android":{"notificationPermission":"denied"}}"#)
        #expect(app.configuration.android.notificationPermission == .denied)
        #expect(throws: (any Error).self) { try Fixtures.app(settings: #"{"android":{"notificationPermission":"maybe"}}"#) }
    }
}
