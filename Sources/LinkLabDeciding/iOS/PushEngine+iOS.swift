import LinkLabReading

/// Push on iOS (docs/contract.md, "Push notifications"): targeting by exact `sender`; with no sender, only
/// legacy delivery, when the policy allows it, hands the payload to a module that finds its own section.
extension PushEngine {
    func iosClaim(_ payload: PushPayload, trace: inout Trace) -> ModuleDeclaration? {
        switch payload.json["sender"] {
        case nil:
            trace.fail(.noSender)
            trace.diagnose(.pushSenderMissing, fix: fixedPayload(payload, sender: config.modules.first { $0.pushSender != nil }?.pushSender))
            guard config.policies.legacyPushDelivery else {
                trace.fail(.legacyDelivery(.off))
                return nil
            }
            guard let legacy = config.modules.first(where: { $0.pushSender != nil && ownRoute($0, payload) != nil }) else {
                trace.fail(.legacyDelivery(.noModuleFindsItsPayload))
                return nil
            }
            trace.pass(.legacyDelivery(.handedTo(module: legacy.identifier)))
            trace.diagnose(.legacyDelivery(module: legacy.identifier))
            return legacy
        case .string(let sender)?:
            guard let module = config.modules.first(where: { $0.pushSender == sender }) else {
                let near = config.modules.first { $0.pushSender?.lowercased() == sender.lowercased() }?.pushSender
                trace.fail(.senderUnknown(sender: sender, declared: config.modules.compactMap(\.pushSender)))
                trace.diagnose(.pushSenderUnknown(sender: sender, near: near), fix: fixedPayload(payload, sender: near))
                return nil
            }
            trace.pass(.senderMatches(sender: sender, module: module.identifier))
            return module
        case let other?:
            trace.fail(.senderNotString(kind: other.jsonKind))
            trace.diagnose(.senderNotString(kind: other.jsonKind))
            return nil
        }
    }
}
