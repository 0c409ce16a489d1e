import LinkLabText
import LinkLabFormats
import LinkLabReading

/// Push notifications (docs/contract.md, "Push notifications"): the phone names the module a payload reaches
/// (`PlatformRules.pushReceiver`: by exact `sender` on iOS, by payload key on Android), each module
/// parses its own payload, and only a tap may call `navigateTo(route)`. Pure: the session composes it
/// with the sign-in gate and the journey, as it does the link engine.
public struct PushEngine: Sendable {
    public let app: BankingApp
    let routes: RouteResolver

    /// What differs between the phones, for the phone the settings name.
    let rules: any PlatformRules

    public init(app: BankingApp) {
        self.app = app
        self.routes = RouteResolver(app: app)
        self.rules = app.configuration.platform.rules
    }

    var config: FIConfiguration { app.configuration }

    /// What the app does with `payload` at `stage`; `running` is false when the app is not running (on
    /// Android, FCM's "killed").
    public func evaluate(_ payload: PushPayload, stage: PushStage, running: Bool = true) -> PushEvaluation {
        var trace = Trace()
        var receiver: ModuleDeclaration?
        var carried: String?
        let input = DisplayText.sanitize(payload.text.utf8.count > 400 ? payload.text : payload.compactText)
        func finish(_ verdict: PushVerdict) -> PushEvaluation {
            PushEvaluation(input: input, verdict: verdict, route: carried, receiver: receiver, trace: trace)
        }
        trace.pass(rules.pushStageStep(payload, stage: stage))
        guard payload.json.members != nil else {
            trace.fail(.payloadNotObject(kind: payload.json.jsonKind))
            trace.diagnose(.payloadNotObject(kind: payload.json.jsonKind))
            return finish(.unreadable)
        }
        let body = payload
        var payload = payload
        var fcm: FCMMessage?
        switch rules.pushDelivery(self, payload, stage: stage, running: running, trace: &trace) {
        case .notFCM: break
        case .stop(let verdict): return finish(verdict)
        case .deliver(let message):
            fcm = message
            payload = PushPayload(json: message.message)
        }
        if fcm == nil {
            if payload.json["aps"] == nil { trace.fail(.aps) } else { trace.pass(.aps) }
        }

        receiver = rules.pushReceiver(self, payload, trace: &trace)
        guard let module = receiver else {
            if let fcm { fcmRouteFix(body, fcm, key: config.modules.first { $0.payloadKey != nil }?.payloadKey, trace: &trace) }
            return finish(.reachesNoModule)
        }

        guard let route = ownRoute(module, payload, trace: &trace) else {
            if let fcm { fcmRouteFix(body, fcm, key: module.payloadKey, trace: &trace) }
            return finish(.noOwnRoute)
        }
        carried = route
        if let fcm, fcm.kind == .data, stage == .tap, !ownNotificationShown(trace: &trace) {
            return finish(.notShown(.data))
        }
        guard stage == .tap else {
            trace.fail(.navigateTo(module: module.identifier, route: route, stage: stage))
            trace.diagnose(.stageNoNavigation(stage, route: route))
            return finish(.notTapped(stage))
        }
        trace.pass(.navigateTo(module: module.identifier, route: route, stage: stage))
        guard routes.checkRouteSafety(route, trace: &trace) else { return finish(.routeRefused) }
        guard let target = routes.resolve(route: route, trace: &trace) else {
            routes.diagnoseUnknown(route: route, trace: &trace)
            return finish(.unknownRoute)
        }
        return finish(.navigateTo(target))
    }

    /// The module reads `data.<payloadKey>.route`, and nothing else. A generic payload with a top-level
    /// route does nothing: nothing navigates automatically.
    func ownRoute(_ module: ModuleDeclaration, _ payload: PushPayload, trace: inout Trace) -> String? {
        let key = module.payloadKey ?? ""
        let id = module.identifier
        func problem(_ p: PayloadProblem, fix: Fix? = nil) -> String? {
            trace.fail(.ownPayload(p, module: id, key: key))
            trace.diagnose(p == .topLevelRoute ? .routeAtTopLevel(module: id, key: key) : .ownPayload(p, module: id, key: key), fix: fix)
            return nil
        }
        let topLevel = payload.json["route"] != nil
        func topLevelOr(_ p: PayloadProblem) -> String? {
            topLevel ? problem(.topLevelRoute, fix: fixedPayload(payload, movingRouteUnder: key)) : problem(p)
        }
        guard let data = payload.json["data"] else { return topLevelOr(.noData) }
        guard data.members != nil else { return problem(.dataNotObject(kind: data.jsonKind)) }
        guard var own = data[key] else { return topLevelOr(.noOwnEntry) }
        // FCM's data values are strings, so on Android the module's part may be its JSON text (A39).
        if rules.moduleDataMayBeJSONText, let text = own.string {
            guard let parsed = try? JSONValue.parse(text), parsed.members != nil else { return problem(.ownTextNotObject) }
            trace.pass(.android(.dataJSONText(key: key)))
            own = parsed
        }
        guard own.members != nil else { return problem(.ownNotObject(kind: own.jsonKind)) }
        guard let value = own["route"] else { return problem(.noRoute) }
        guard let route = value.string, !LinkBuilder.bareRoute(route).isEmpty else {
            return problem(.routeNotUsable(kind: value.string == nil ? value.jsonKind : nil))
        }
        trace.pass(.ownRoute(module: id, key: key, route: route))
        return LinkBuilder.bareRoute(route)
    }

    func ownRoute(_ module: ModuleDeclaration, _ payload: PushPayload) -> String? {
        var scratch = Trace()
        return ownRoute(module, payload, trace: &scratch)
    }

    func fixedPayload(_ payload: PushPayload, sender: String?) -> Fix? {
        guard let sender, case .object(var members) = payload.json else { return nil }
        if let i = members.firstIndex(where: { $0.key == "sender" }) {
            members[i].value = .string(sender)
        } else {
            members.append(("sender", .string(sender)))
        }
        return .payload(.object(members))
    }

    func fixedPayload(_ payload: PushPayload, movingRouteUnder key: String) -> Fix? {
        guard case .object(var members) = payload.json, let i = members.firstIndex(where: { $0.key == "route" }) else { return nil }
        let route = members.remove(at: i).value
        var data = payload.json["data"]?.members ?? []
        data.removeAll { $0.key == key }
        data.append((key, .object([("route", route)])))
        members.removeAll { $0.key == "data" }
        members.append(("data", .object(data)))
        return .payload(.object(members))
    }
}
