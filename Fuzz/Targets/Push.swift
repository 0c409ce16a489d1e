@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording
/// Push payloads: the text is parsed as `linklab push` does, then delivered at every stage signed in,
/// and tapped while signed out (then signed in, so a stored navigation is replayed).
enum PushTarget {
    static func run(_ text: String) {
        PushChecks.deliver(text, engine: DemoApp.engine)
    }
}

/// The checks on a push's decisions, shared with the settings target.
enum PushChecks {
    static func deliver(_ text: String, engine: LinkEngine) {
        let reading = WrittenJSON.read(Array(text.utf8))
        let payload: PushPayload
        do {
            payload = try PushPayload(text: text)
        } catch {
            OutputCheck.safe(error.description, "the payload's syntax error", .safeError)
            return
        }
        switch reading {
        case .notStrict(let why): Breach.report(.strictJSON, "PushPayload(text:) accepted a payload that is not RFC 8259 JSON: \(why)", kind: WrittenJSON.kind(why))
        case .strict(_, let duplicate?): Breach.report(.noDuplicateKeys, "PushPayload(text:) accepted a payload with the key \"\(Escaped.string(duplicate))\" written twice in one object", kind: "duplicate key")
        case .strict, .tooDeep: break
        }
        deliver(payload, reading: reading, engine: engine)
    }

    static func deliver(_ payload: PushPayload, reading: WrittenJSON.Reading?, engine: LinkEngine) {
        let configuration = engine.app.configuration
        for stage in PushStage.allCases {
            let (_, decisions) = Session.reduce(.initial(signedIn: true), .push(payload, stage: stage), engine: engine)
            check(decisions, stage: stage, reading: reading, configuration: configuration)
        }
        let (next, decisions) = Session.reduce(.initial(signedIn: false), .push(payload, stage: .tap), engine: engine)
        check(decisions, stage: .tap, reading: reading, configuration: configuration)
        if let pending = next.pending {
            OutputCheck.safe(pending.label, "the pending navigation's label")
            let (_, replayed) = Session.reduce(next, .signIn, engine: engine)
            for d in replayed { OutputCheck.decision(d) }
        }
    }

    static func check(_ decisions: [Decision], stage: PushStage, reading: WrittenJSON.Reading?, configuration: FIConfiguration) {
        Breach.check(!decisions.isEmpty, .decisionMade, "the push at stage \(stage.rawValue) made no decision")
        for d in decisions {
            OutputCheck.decision(d)
            guard d.outcome.isSuccess else { continue }
            Breach.check(stage == .tap, .tapOnly, "\(d.outcome.rawValue) at stage \(stage.rawValue)")
            guard case .strict(let json, _)? = reading else { continue }
            if let why = foreignSender(json, configuration: configuration) {
                Breach.report(.ownSender, "\(d.outcome.rawValue), but \(why)", kind: String(why.prefix(24)))
            }
        }
    }

    /// Why a payload that navigated did not name its module as the contract says, or nil when it did:
    /// one `sender`, equal to a declared push sender, and that module's own `data.<payloadKey>.route`,
    /// each written once. (With legacy delivery on, a payload without a sender is the policy's.)
    static func foreignSender(_ json: WrittenJSON.Value, configuration: FIConfiguration) -> String? {
        let senders = json.members("sender")
        let module: ModuleDeclaration
        if senders.isEmpty, configuration.policies.legacyPushDelivery {
            guard let legacy = configuration.modules.first(where: { $0.pushSender != nil && ownRoute(json, $0) != nil }) else {
                return "no sender is written and no module finds its own route"
            }
            module = legacy
        } else {
            guard senders.count == 1 else { return "\"sender\" is written \(senders.count) times" }
            guard let sender = senders[0].text else { return "\"sender\" is not a string" }
            guard let declared = configuration.modules.first(where: { $0.pushSender == sender }) else {
                return "the sender \"\(Escaped.string(sender))\" is no module's push sender"
            }
            module = declared
        }
        return ownRoute(json, module) == nil ? "the payload does not hold data.\(module.payloadKey ?? "?").route exactly once" : nil
    }

    static func ownRoute(_ json: WrittenJSON.Value, _ module: ModuleDeclaration) -> String? {
        guard let key = module.payloadKey else { return nil }
        return json.only("data")?.only(key)?.only("route")?.text
    }
}
