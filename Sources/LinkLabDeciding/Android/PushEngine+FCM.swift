import LinkLabFormats
import LinkLabReading

/// FCM's delivery on Android (docs/contract.md, "FCM delivery on Android"), before the modules' claim:
/// whether FCM sends the message, whether the app's `onMessageReceived` runs or the system tray shows the
/// notification, whether Android shows it at all (POST_NOTIFICATIONS), and the tap that opens the launcher
/// activity with `data` as intent extras.
extension PushEngine {
    enum FCMStep {
        /// Not an FCM body: Q2's payload, read as before.
        case notFCM
        /// FCM or Android decided: the modules are never asked.
        case stop(PushVerdict)
        /// The message reaches the app's code (onMessageReceived, or the launcher activity's extras).
        case deliver(FCMMessage)
    }

    func fcmDelivery(_ payload: PushPayload, stage: PushStage, running: Bool, trace: inout Trace) -> FCMStep {
        let message: FCMMessage
        switch payload.fcm {
        case .notFCM: return .notFCM
        case .refused(let problem, let fixed):
            trace.fail(.android(.fcmRefused(problem)))
            trace.diagnose(.android(.fcmRefused(problem)), fix: fixed.map { .payload($0) })
            return .stop(.fcmRefused)
        case .message(let m): message = m
        }
        trace.pass(.android(.fcmMessage(message.kind, wrapped: message.wrapped, priority: message.priority)))
        let state = FCMDelivery.appState(stage: stage, running: running)
        let version = config.android.version
        let permission = config.android.notificationPermission
        let path = FCMDelivery.path(kind: message.kind, state: state, version: version, permission: permission)
        switch path {
        case .onMessageReceived:
            trace.pass(.android(.fcmDelivery(path, kind: message.kind, state: state)))
        case .notShown:
            trace.fail(.android(.notificationPermission(permission, version: version)))
            trace.fail(.android(.fcmDelivery(path, kind: message.kind, state: state)))
            trace.diagnose(.android(.notificationsDenied(version: version, kind: .notification)))
            return .stop(.notShown(.notification))
        case .tray:
            trace.pass(.android(.notificationPermission(permission, version: version)))
            trace.pass(.android(.fcmDelivery(path, kind: message.kind, state: state)))
            guard stage == .tap else {
                trace.fail(.android(.trayNotTapped(stage)))
                trace.diagnose(.android(.fcmInTray))
                return .stop(.inTray)
            }
            trace.pass(.android(.trayTap(extras: message.data.map(\.key))))
        }
        return .deliver(message)
    }

    /// A route at the top level of an FCM message: the fix moves it under `data.<key>` as JSON text, in the
    /// body's own shape (wrapped or bare), since FCM refuses an object there.
    func fcmRouteFix(_ body: PushPayload, _ message: FCMMessage, key: String?, trace: inout Trace) {
        var fix: Fix?
        if let key, case .object(var members) = message.message, let i = members.firstIndex(where: { $0.key == "route" }) {
            let route = members.remove(at: i).value
            var data = message.message["data"]?.members ?? []
            data.removeAll { $0.key == key }
            data.append((key, .string(JSONText.render(.object([("route", route)])))))
            if let d = members.firstIndex(where: { $0.key == "data" }) { members[d].value = .object(data) } else { members.append(("data", .object(data))) }
            if message.wrapped, case .object(var top) = body.json, let m = top.firstIndex(where: { $0.key == "message" }) {
                top[m].value = .object(members)
                fix = .payload(.object(top))
            } else if !message.wrapped {
                fix = .payload(.object(members))
            }
        }
        trace.replaceFix(for: .pushNotClaimed, with: fix)
        trace.replaceFix(for: .pushNotNavigated, with: fix)
    }

    /// A data message at the tap stage: the module posts its own notification (A39), which Android shows only
    /// with POST_NOTIFICATIONS on 13 and later.
    func ownNotificationShown(trace: inout Trace) -> Bool {
        let version = config.android.version
        let permission = config.android.notificationPermission
        let allowed = Check.android(.notificationPermission(permission, version: version))
        guard !FCMDelivery.notificationsBlocked(version: version, permission: permission) else {
            trace.fail(allowed)
            trace.fail(.android(.ownNotification(shown: false)))
            trace.diagnose(.android(.notificationsDenied(version: version, kind: .data)))
            return false
        }
        trace.pass(allowed)
        trace.pass(.android(.ownNotification(shown: true)))
        return true
    }
}
