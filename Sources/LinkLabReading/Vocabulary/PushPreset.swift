import LinkLabFormats

/// The push payload shapes a presenter or trainer reaches for (F2 presets, scenario `pushPreset`
/// steps), built from the configured module's sender and payload key.
public enum PushPreset: String, Sendable, Equatable, CaseIterable {
    /// `{"aps": …, "sender": <module's sender>, "data": {<payloadKey>: {"route": …}}}`.
    case documented
    /// The sender with one capital changed: senders must match exactly.
    case wrongSender
    /// A sender no module declares.
    case unknownSender
    /// No sender at all: only legacy delivery.
    case noSender
    /// A generic payload with a top-level `route`: nothing navigates automatically.
    case genericRoute
    /// The module's own section without a `route`.
    case noRoute
    /// The documented shape with a route the app does not know.
    case unknownRoute
    /// Android: an FCM notification message (HTTP v1), the module's part as JSON text under `data`
    /// (docs/contract.md, "FCM delivery on Android").
    case fcmNotification
    /// Android: an FCM data message (HTTP v1): only `data`, handled by the app's `onMessageReceived`.
    case fcmData

    /// The presets a composer offers on `platform`, in the order it cycles them: on Android the FCM messages
    /// first, then Q2's APNs-shaped payloads; on iOS no FCM message.
    public static func presets(for platform: Platform) -> [PushPreset] {
        let q2: [PushPreset] = [.documented, .wrongSender, .unknownSender, .noSender, .genericRoute, .noRoute, .unknownRoute]
        return platform == .android ? [.fcmNotification, .fcmData] + q2 : q2
    }

    /// The route the preset uses unless a scenario or the composer gives one.
    public var defaultRoute: String { self == .unknownRoute ? LinkVariant.unknownRouteExample : "messages" }

    /// The preset's payload for the FI, with `route` (or the preset's default).
    public func draft(for configuration: FIConfiguration, route: String? = nil) -> PushDraft {
        let module = PushDraft.pushModule(in: configuration)
        let declared = module?.pushSender ?? "com.example.module"
        let key = module?.payloadKey ?? "module"
        let route = route ?? defaultRoute
        switch self {
        case .documented, .unknownRoute: return PushDraft(sender: declared, route: route, shape: .moduleSection(key))
        case .wrongSender: return PushDraft(sender: PushDraft.recased(declared), route: route, shape: .moduleSection(key))
        case .unknownSender: return PushDraft(sender: "com.example.other", route: route, shape: .moduleSection(key))
        case .noSender: return PushDraft(sender: nil, route: route, shape: .moduleSection(key))
        case .genericRoute: return PushDraft(sender: declared, route: route, shape: .topLevelRoute)
        case .noRoute: return PushDraft(sender: declared, route: route, shape: .sectionWithoutRoute(key))
        case .fcmNotification: return PushDraft(sender: nil, route: route, shape: .fcmNotification(key))
        case .fcmData: return PushDraft(sender: nil, route: route, shape: .fcmData(key))
        }
    }
}

/// A push payload being put together: a sender, a route, and where the route goes.
public struct PushDraft: Sendable, Equatable {
    /// Where the route is written in the payload.
    public enum Shape: Sendable, Equatable {
        /// `data.<payloadKey>.route`, as the module reads it.
        case moduleSection(String)
        /// A top-level `route`, which no module reads.
        case topLevelRoute
        /// `data.<payloadKey>.page`: the module's section, but no `route` in it.
        case sectionWithoutRoute(String)
        /// An FCM notification message: `{"message": {"notification": …, "data": {<payloadKey>: "{\"route\":…}"},
        /// "android": {"priority": "high"}}}`. FCM has no sender.
        case fcmNotification(String)
        /// An FCM data message: the same without `notification`.
        case fcmData(String)
    }

    /// The sender, or nil to leave it out.
    public var sender: String?
    public var route: String
    public var shape: Shape

    public init(sender: String?, route: String, shape: Shape) {
        self.sender = sender
        self.route = route
        self.shape = shape
    }

    /// The payload as APNs JSON: `aps`, `sender` (left out when nil or empty) and the route; or, for the FCM
    /// shapes, the FCM HTTP v1 message.
    public var payload: JSONValue {
        switch shape {
        case .fcmNotification(let key), .fcmData(let key):
            var message: [(key: String, value: JSONValue)] = []
            if case .fcmNotification = shape {
                message.append(("notification", .object([("title", .string("LinkLab")), ("body", .string(DemoWording.pushPresetBody))])))
            }
            message.append(("data", .object([(key, .string(JSONText.render(.object([("route", .string(route))]))))])))
            message.append(("android", .object([("priority", .string("high"))])))
            return .object([("message", .object(message))])
        default: break
        }
        var members: [(key: String, value: JSONValue)] = [
            ("aps", .object([("alert", .object([("title", .string("LinkLab")), ("body", .string(DemoWording.pushPresetBody))]))])),
        ]
        if let sender, !sender.isEmpty { members.append(("sender", .string(sender))) }
        switch shape {
        case .moduleSection(let key): members.append(("data", .object([(key, .object([("route", .string(route))]))])))
        case .topLevelRoute: members.append(("route", .string(route)))
        case .sectionWithoutRoute(let key): members.append(("data", .object([(key, .object([("page", .string(route))]))])))
        case .fcmNotification, .fcmData: break
        }
        return .object(members)
    }

    /// The module whose sender and payload key the presets use: the first that declares a sender.
    public static func pushModule(in configuration: FIConfiguration) -> ModuleDeclaration? {
        configuration.modules.first { $0.pushSender != nil }
    }

    /// The sender with its last dotted part capitalised: `com.q2.mobile.module.demo` → `com.q2.mobile.module.Demo`.
    public static func recased(_ sender: String) -> String {
        guard let dot = sender.lastIndex(of: ".") else { return sender.uppercased() }
        let tail = sender[sender.index(after: dot)...]
        let changed = tail.prefix(1).uppercased() + tail.dropFirst()
        return String(sender[...dot]) + (changed == String(tail) ? tail.lowercased() : changed)
    }
}
