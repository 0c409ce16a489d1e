import LinkLabReading

/// Firebase Cloud Messaging's delivery rules on Android (docs/contract.md, "FCM delivery on Android";
/// firebase.google.com/docs/cloud-messaging/android/receive and /concept-options). Pure, so that a table
/// test can hold each rule against the sentence of Firebase's documentation it comes from.
public enum FCMDelivery {
    /// The app's state as FCM sees it, from the push stage and whether the app is running: the `foreground`
    /// stage is the app in front; a running app at the `tap` or `silent` stage is in the background; an app
    /// that is not running (`--cold-start`) is killed.
    public static func appState(stage: PushStage, running: Bool) -> FCMAppState {
        if !running { return .killed }
        return stage == .foreground ? .foreground : .background
    }

    /// Whether Android shows none of the app's notifications: from Android 13 (API 33) an app needs the
    /// POST_NOTIFICATIONS runtime permission.
    public static func notificationsBlocked(version: Int, permission: NotificationPermission) -> Bool {
        version >= NotificationPermission.firstAskedIn && permission == .denied
    }

    /// Where FCM hands a message of `kind` while the app is in `state`.
    public static func path(kind: FCMKind, state: FCMAppState, version: Int, permission: NotificationPermission) -> FCMPath {
        switch (kind, state) {
        case (_, .foreground), (.data, _): .onMessageReceived
        case (.notification, _): notificationsBlocked(version: version, permission: permission) ? .notShown : .tray
        }
    }
}

/// The app's state when an FCM message arrives.
public enum FCMAppState: String, Sendable, Equatable, CaseIterable {
    case foreground
    case background
    /// Not running: swiped away or never started since the phone booted.
    case killed
}

/// Where FCM hands a message.
public enum FCMPath: Sendable, Equatable {
    /// The app's `FirebaseMessagingService.onMessageReceived` runs with the message.
    case onMessageReceived
    /// FCM shows the notification in the system tray itself; the app's code does not run until it is tapped.
    case tray
    /// A notification message on Android 13 or later without POST_NOTIFICATIONS: nothing is shown.
    case notShown
}

/// How an Android push concludes where FCM decided before any module was asked.
public enum AndroidPushConclusion: Sendable, Equatable {
    /// FCM refuses the message: nothing is sent.
    case refused
    /// Android shows no notification (POST_NOTIFICATIONS denied); `kind` says whose it would have been.
    case notShown(FCMKind)
    /// The notification waits in the tray, untapped.
    case inTray
}
