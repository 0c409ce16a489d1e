extension Transition {
    /// DESIGN.md, "Push notifications": targeting by exact `sender`, the module parses its own payload,
    /// and only a tap may call `navigateTo(route)`.
    mutating func push(_ payload: PushPayload, stage: PushStage) {
        var trace = Trace()
        let config = app.configuration
        let input = DisplayText.sanitize(payload.text.count > 400 ? payload.text : JSONText.render(payload.json))
        var carried: String?
        var receiver: ModuleDeclaration?
        func decide(_ outcome: Outcome, screen: String? = nil, handler: Handler? = nil, module: String? = nil,
                    journey: [JourneyStep] = [], summary: String) {
            decisions.append(Decision(input: input, entry: .push, outcome: outcome, route: carried, screen: screen,
                                      handler: handler, module: module ?? receiver?.identifier, steps: trace.steps,
                                      diagnostics: trace.diagnostics, journey: journey, summary: summary))
        }
        trace.pass("stage", "\(stage.rawValue): \(Self.stageSentence(stage))")
        guard payload.json.members != nil else {
            trace.fail("payload", "The payload is \(payload.json.kind), not a JSON object.")
            trace.diagnose(.pushPayloadInvalid, "This notification's payload is \(payload.json.kind), not an object with aps, sender and data, so no module can read it.")
            return decide(.stayed, summary: "No module can read this notification; nothing happens.")
        }
        if payload.json["aps"] == nil {
            trace.fail("aps", "The payload has no aps dictionary; APNs payloads carry one.")
        } else {
            trace.pass("aps", "The payload has an aps dictionary.")
        }

        switch payload.json["sender"] {
        case nil:
            trace.fail("sender", "The payload has no sender.")
            trace.diagnose(.pushSenderMissing, "This notification has no sender, so the app cannot tell which module it is for. Only legacy delivery, which nobody should rely on, could reach a module.", fix: fixedPayload(payload, sender: config.modules.first { $0.pushSender != nil }?.pushSender))
            guard config.policies.legacyPushDelivery, let legacy = config.modules.first(where: { $0.pushSender != nil && payloadRoute($0, payload) != nil }) else {
                trace.fail("legacy delivery", config.policies.legacyPushDelivery ? "No module finds its own payload in it." : "Legacy delivery is off (policies.legacyPushDelivery).")
                return decide(.stayed, summary: "The notification reaches no module, so nothing happens.")
            }
            trace.pass("legacy delivery", "Handed to \(legacy.identifier) the legacy way; not to be relied on.")
            trace.diagnose(.pushLegacyDelivery, "LinkLab handed this sender-less notification to \(legacy.identifier) the legacy way. Real devices may not: add a sender.")
            receiver = legacy
        case .string(let sender)?:
            let shown = DisplayText.sanitize(sender, limit: 120)
            guard let module = config.modules.first(where: { $0.pushSender == sender }) else {
                let near = config.modules.first { $0.pushSender?.lowercased() == sender.lowercased() }
                let known = config.modules.compactMap(\.pushSender)
                trace.fail("sender", "No module declares the push sender \(shown) (declared: \(known.isEmpty ? "none" : known.joined(separator: ", "))).")
                let hint = near.map { " It differs from \($0.pushSender ?? "") only in capitals; senders must match exactly." } ?? ""
                trace.diagnose(.pushSenderUnknown, "This notification's sender is \(shown), but no module of the app declares that sender, so it reaches no module.\(hint)", fix: fixedPayload(payload, sender: near?.pushSender))
                return decide(.stayed, summary: "The notification reaches no module, so nothing happens.")
            }
            trace.pass("sender", "\(shown) exactly equals the push sender of \(module.identifier).")
            receiver = module
        case let other?:
            trace.fail("sender", "sender is \(other.kind), not a string.")
            trace.diagnose(.pushPayloadInvalid, "This notification's sender is \(other.kind) instead of a module's sender text, so it reaches no module.")
            return decide(.stayed, summary: "The notification reaches no module, so nothing happens.")
        }
        guard let module = receiver else { return }

        guard let route = parseOwnPayload(module, payload, trace: &trace) else {
            return decide(.stayed, summary: "\(module.name) finds no route of its own in the notification, so nothing happens.")
        }
        carried = route
        guard stage == .tap else {
            trace.fail("navigateTo", "At the \(stage.rawValue) stage the module does not call navigateTo.")
            trace.diagnose(.pushStageNoNavigation, "This notification was \(stage == .silent ? "delivered silently in the background" : "shown while the app was open"), so it does not navigate. Only the customer tapping it opens #/\(DisplayText.sanitize(route, limit: 120)).")
            return decide(.stayed, summary: "Delivered to \(module.name) (\(stage.rawValue)); only a tap would navigate.")
        }
        trace.pass("navigateTo", "\(module.identifier) calls navigateTo(\"\(DisplayText.sanitize(route, limit: 120))\").")
        guard engine.checkRouteSafety(route, trace: &trace) else {
            return decide(.stayed, summary: "The route is refused; the app stays on the current screen.")
        }
        guard let target = engine.resolve(route: route, trace: &trace) else {
            engine.diagnoseUnknown(route: route, trace: &trace)
            return decide(.stayed, summary: "The app does not know #/\(DisplayText.sanitize(route, limit: 120)), so it stays on the current screen.")
        }
        if !state.signedIn, target.screen.requiresSignIn {
            let label = "#/" + DisplayText.sanitize(route, limit: 120)
            storePending(PendingNavigation(target: .route(route), source: input, entry: .push), label: label, trace: &trace)
            return decide(.deferred, screen: Screen.loginID, handler: target.handler, module: target.module,
                          summary: "Signed out: \(target.screen.title) needs sign-in, so the app keeps \(label) and shows the login screen.")
        }
        if !state.signedIn { trace.pass("sign-in gate", "\(target.screen.title) does not need sign-in.") }
        guard allows(target.screen) else {
            return refuse(.push, input: input, reason: "\(target.screen.title) cannot be shown in the current sign-in state.", trace: trace)
        }
        let journey = navigate(to: target.screen, trace: &trace)
        decide(.navigated, screen: target.screen.id, handler: target.handler, module: target.module, journey: journey,
               summary: "Tapped: \(module.name) navigates to \(target.screen.title) (#/\(DisplayText.sanitize(route, limit: 120))).")
    }

    static func stageSentence(_ stage: PushStage) -> String {
        switch stage {
        case .tap: "the customer tapped the notification; this stage may navigate."
        case .foreground: "arrived while the app was open; it affects only how it is presented."
        case .silent: "a silent or background delivery; it reaches the modules but never navigates."
        }
    }

    /// The module reads `data.<payloadKey>.route`, and nothing else.
    func parseOwnPayload(_ module: ModuleDeclaration, _ payload: PushPayload, trace: inout Trace) -> String? {
        let key = module.payloadKey ?? ""
        let topRoute = payload.json["route"]
        // A generic payload with a top-level route does nothing: nothing navigates automatically.
        func topLevelRouteIgnored() -> Bool {
            guard topRoute != nil else { return false }
            trace.fail("payload", "The route is at the top level; \(module.identifier) reads data.\(key).route.")
            trace.diagnose(.pushNotNavigated, "This notification has a route at the top level, but nothing navigates automatically: \(module.identifier) reads only data.\(key).route, so nothing happens.", fix: fixedPayload(payload, movingRouteUnder: key))
            return true
        }
        guard let data = payload.json["data"] else {
            if !topLevelRouteIgnored() {
                trace.fail("payload", "The payload has no data dictionary.")
                trace.diagnose(.pushPayloadInvalid, "This notification has no data section, so \(module.identifier) finds nothing of its own in it (it reads data.\(key).route).")
            }
            return nil
        }
        guard data.members != nil else {
            trace.fail("payload", "data is \(data.kind), not an object.")
            trace.diagnose(.pushPayloadInvalid, "This notification's data is \(data.kind) instead of an object, so \(module.identifier) cannot read it.")
            return nil
        }
        guard let own = data[key] else {
            if !topLevelRouteIgnored() {
                trace.fail("payload", "data has no \(key) entry for \(module.identifier).")
                trace.diagnose(.pushPayloadInvalid, "This notification's data has no \(key) section, which is where \(module.identifier) looks for its route, so nothing happens.")
            }
            return nil
        }
        guard own.members != nil else {
            trace.fail("payload", "data.\(key) is \(own.kind), not an object.")
            trace.diagnose(.pushPayloadInvalid, "This notification's data.\(key) is \(own.kind) instead of an object with a route, so \(module.identifier) cannot read it.")
            return nil
        }
        guard let value = own["route"] else {
            trace.fail("payload", "data.\(key) has no route.")
            trace.diagnose(.pushPayloadInvalid, "This notification's data.\(key) has no route, so \(module.identifier) does not know where to go.")
            return nil
        }
        guard let route = value.string, !LinkBuilder.bareRoute(route).isEmpty else {
            trace.fail("payload", "data.\(key).route is \(value.string == nil ? value.kind : "empty").")
            trace.diagnose(.pushPayloadInvalid, "This notification's data.\(key).route is \(value.string == nil ? value.kind : "empty") instead of a route such as messages, so \(module.identifier) does not know where to go.")
            return nil
        }
        let bare = LinkBuilder.bareRoute(route)
        trace.pass("payload", "\(module.identifier) reads data.\(key).route = \(DisplayText.sanitize(route, limit: 120)).")
        return bare
    }

    func payloadRoute(_ module: ModuleDeclaration, _ payload: PushPayload) -> String? {
        var scratch = Trace()
        return parseOwnPayload(module, payload, trace: &scratch)
    }

    func fixedPayload(_ payload: PushPayload, sender: String?) -> String? {
        guard let sender, case .object(var members) = payload.json else { return nil }
        if let i = members.firstIndex(where: { $0.key == "sender" }) {
            members[i].value = .string(sender)
        } else {
            members.append(("sender", .string(sender)))
        }
        return JSONText.render(.object(members))
    }

    func fixedPayload(_ payload: PushPayload, movingRouteUnder key: String) -> String? {
        guard case .object(var members) = payload.json, let i = members.firstIndex(where: { $0.key == "route" }) else { return nil }
        let route = members.remove(at: i).value
        var data = payload.json["data"]?.members ?? []
        data.removeAll { $0.key == key }
        data.append((key, .object([("route", route)])))
        members.removeAll { $0.key == "data" }
        members.append(("data", .object(data)))
        return JSONText.render(.object(members))
    }
}
