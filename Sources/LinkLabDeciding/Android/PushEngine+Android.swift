import LinkLabReading

/// Push on Android (docs/contract.md, "Android", A38): "modules decide whether a notification belongs to
/// them"; there is no sender targeting. LinkLab's rule: the modules that take pushes (those with a
/// `payloadKey`) are asked in registration order, and the first whose key is present under `data` claims
/// the notification. `sender` is never read.
extension PushEngine {
    func androidClaim(_ payload: PushPayload, trace: inout Trace) -> ModuleDeclaration? {
        trace.pass(.android(.senderNotRead(present: payload.json["sender"] != nil)))
        let takers = config.modules.filter { $0.payloadKey != nil }
        let keys = takers.compactMap(\.payloadKey)
        let data = payload.json["data"]
        if let module = takers.first(where: { data?[$0.payloadKey ?? ""] != nil }) {
            trace.pass(.android(.pushClaim(module: module.identifier, keys: keys)))
            return module
        }
        trace.fail(.android(.pushClaim(module: nil, keys: keys)))
        let fix = payload.json["route"] != nil ? keys.first.flatMap { fixedPayload(payload, movingRouteUnder: $0) } : nil
        trace.diagnose(.android(.pushNotClaimed(keys: keys)), fix: fix)
        return nil
    }
}
