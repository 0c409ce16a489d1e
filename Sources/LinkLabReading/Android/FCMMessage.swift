import LinkLabFormats

/// A push body read as Firebase Cloud Messaging sends it (docs/contract.md, "FCM delivery on Android"):
/// the HTTP v1 request `{"message": {…}}` or the bare message inside it, with `notification`, `data` and
/// `android` (`priority`, `notification`). firebase.google.com/docs/cloud-messaging/concept-options.
public struct FCMMessage: Sendable, Equatable {
    /// Whether the body was the HTTP v1 request, with the message under `message`.
    public var wrapped: Bool
    /// The message itself: the bare object, or the value of `message`.
    public var message: JSONValue
    /// Whether it is a notification message: it has `notification` or `android.notification`, so FCM shows
    /// it in the tray while the app is in the background. Otherwise it is a data message.
    public var hasNotification: Bool
    /// `data`: FCM's key-value pairs, every value a string; empty when the message has none.
    public var data: [(key: String, value: String)]
    /// `android.priority`, when written: `high` or `normal`.
    public var priority: String?

    public static func == (a: FCMMessage, b: FCMMessage) -> Bool {
        a.wrapped == b.wrapped && a.message == b.message && a.hasNotification == b.hasNotification
            && a.data.elementsEqual(b.data) { $0.key == $1.key && $0.value == $1.value } && a.priority == b.priority
    }

    /// The two kinds of FCM message (firebase.google.com/docs/cloud-messaging/concept-options).
    public var kind: FCMKind { hasNotification ? .notification : .data }
}

/// FCM's two kinds of message.
public enum FCMKind: String, Sendable, Equatable, CaseIterable {
    /// "Notification messages": FCM displays them on the app's behalf when the app is in the background.
    case notification
    /// "Data messages": only custom key-value pairs, handled by the app's `onMessageReceived`.
    case data
}

/// What FCM refuses in a message body: the HTTP v1 API answers 400 `INVALID_ARGUMENT` and nothing is sent.
public enum FCMShapeProblem: Sendable, Equatable {
    /// `message`, `notification`, `android`, `android.notification` or `data` is not an object.
    case notObject(member: String, kind: JSONKind)
    /// `data.<key>` is not a string: FCM's `data` is a map of strings.
    case dataNotString(key: String, kind: JSONKind)
    /// `android.priority` is neither `high` nor `normal`.
    case priority(written: String)
}

/// How a push body reads as FCM.
public enum FCMReading: Sendable, Equatable {
    /// Not an FCM body: Q2's push payload as the Push Notifications page shows it, read as before.
    case notFCM
    /// An FCM message FCM would send.
    case message(FCMMessage)
    /// An FCM body FCM refuses; `fixed` is the body with the problem corrected, when LinkLab can write one.
    case refused(FCMShapeProblem, fixed: JSONValue?)
}

extension PushPayload {
    /// The body as FCM reads it. It is an FCM body when it has `message`, `notification` or `android` at the
    /// top level, or when it has no `aps` and a `data` object whose values are all strings (a bare data
    /// message). Anything else is Q2's APNs-shaped payload (docs/contract.md, A39).
    public var fcm: FCMReading { FCMMessage.read(json) }
}

extension FCMMessage {
    public static func read(_ body: JSONValue) -> FCMReading {
        guard let top = body.members else { return .notFCM }
        let has = { (key: String) in top.contains { $0.key == key } }
        let bareData: Bool = {
            guard !has("aps"), let data = body["data"]?.members else { return false }
            return data.allSatisfy { $0.value.string != nil }
        }()
        guard has("message") || has("notification") || has("android") || bareData else { return .notFCM }
        var wrapped = false
        var message = body
        if let inner = body["message"] {
            guard inner.members != nil else { return .refused(.notObject(member: "message", kind: inner.jsonKind), fixed: nil) }
            wrapped = true
            message = inner
        }
        let prefix = wrapped ? "message." : ""
        var hasNotification = false
        if let n = message["notification"] {
            guard n.members != nil else { return .refused(.notObject(member: prefix + "notification", kind: n.jsonKind), fixed: nil) }
            hasNotification = true
        }
        var priority: String?
        if let android = message["android"] {
            guard android.members != nil else { return .refused(.notObject(member: prefix + "android", kind: android.jsonKind), fixed: nil) }
            if let n = android["notification"] {
                guard n.members != nil else {
                    return .refused(.notObject(member: prefix + "android.notification", kind: n.jsonKind), fixed: nil)
                }
                hasNotification = true
            }
            if let p = android["priority"] {
                guard let text = p.string, text == "high" || text == "normal" else {
                    return .refused(.priority(written: p.string ?? JSONText.render(p)), fixed: nil)
                }
                priority = text
            }
        }
        var data: [(key: String, value: String)] = []
        if let d = message["data"] {
            guard let members = d.members else { return .refused(.notObject(member: prefix + "data", kind: d.jsonKind), fixed: nil) }
            for (key, value) in members {
                guard let text = value.string else {
                    return .refused(.dataNotString(key: key, kind: value.jsonKind), fixed: stringified(body, wrapped: wrapped))
                }
                data.append((key, text))
            }
        }
        return .message(FCMMessage(wrapped: wrapped, message: message, hasNotification: hasNotification, data: data, priority: priority))
    }

    /// The body with every `data` value that is not a string written as a string: an object or a list as its
    /// compact JSON text, a number or a boolean as its JSON text, null as `null`.
    static func stringified(_ body: JSONValue, wrapped: Bool) -> JSONValue? {
        func fixMessage(_ message: JSONValue) -> JSONValue? {
            guard case .object(var members) = message, let i = members.firstIndex(where: { $0.key == "data" }),
                  case .object(let data) = members[i].value else { return nil }
            members[i].value = .object(data.map { ($0.key, $0.value.string.map(JSONValue.string) ?? .string(JSONText.render($0.value))) })
            return .object(members)
        }
        guard wrapped else { return fixMessage(body) }
        guard case .object(var top) = body, let i = top.firstIndex(where: { $0.key == "message" }),
              let fixed = fixMessage(top[i].value) else { return nil }
        top[i].value = fixed
        return .object(top)
    }
}
