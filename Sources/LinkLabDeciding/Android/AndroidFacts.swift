import LinkLabReading

/// The checks LinkLab makes only on Android, as facts (docs/contract.md, "Android"). The words live in
/// `Wording+Android.swift`. The cases whose facts are larger than three strings are `indirect`, so that every
/// step of every decision is not as large as the largest fact.
public enum AndroidCheck: Sendable, Equatable {
    /// A web link (https, or http), which Android may hand to the app as an App Link.
    case appLinkScheme(String)
    /// An intent filter of the app takes the link; `rule` is the path rule that matched, if it lists any.
    indirect case filterTakes(scheme: String, origin: String, rule: PathRule?)
    /// No intent filter takes the link; `closest` is how far the best filter got.
    indirect case noFilterTakes(scheme: String, host: String, path: String, closest: IntentFilterMatch)
    /// A filter of the manifest would take the link, but Android never gives it one (docs/contract.md,
    /// "Reading the manifest").
    indirect case ignoredFilterTakes(scheme: String, origin: String, reason: IgnoredFilterReason)
    /// A filter holds what LinkLab does not emulate (`names`): it is not treated as taking the link.
    case filterUnjudged(origin: String, names: [String])
    /// An escaped `\.` in `rule` decided whether the filter takes `path`: on Android `version` it is a literal
    /// dot (16 and later) or any character (15 and earlier), and the other reading would have decided otherwise.
    indirect case escapedDot(rule: PathRule, origin: String, path: String, version: Int)
    /// Android 12 and later: the host is verified through another filter's `autoVerify` (through its
    /// `wildcard` `*.X`, when one approves the host), so the filter that takes the link opens the app too. On
    /// Android 6 to 11, the package is verified as a whole through its `autoVerify` filter.
    indirect case verifiedThrough(host: String, origin: String, version: Int, wildcard: String?)
    /// The `autoVerify` filter in `origin` names `pattern`, which is no domain name Android can verify (`*`):
    /// a link to `host` is never verified through it.
    case hostNotVerifiable(pattern: String, origin: String, host: String)
    /// Android 6 to 11: `failing`, another host of the package's `autoVerify` filters, did not verify.
    case allHostsMustVerify(failing: String, version: Int)
    /// What the verified statement's dynamic rules (`statement`) said about the link.
    indirect case dynamicRules(DynamicRulesAnswer, statement: Int)
    /// The customer's choice in the app's "Open by default" settings decided, before verification.
    case customerChoice(OpenSupportedLinks, host: String, version: Int)
    /// Chrome could not read the `intent:` link, so it opens nothing.
    case intentUnreadable(ChromeIntentProblem)
    /// Chrome read the `intent:` link into an intent.
    indirect case intentRead(ChromeIntentLink)
    /// The intent names another package than the app's.
    case intentPackage(written: String, app: String)
    /// The intent's action is not VIEW, which no filter of the app that takes links lists.
    case intentAction(String)
    /// The intent asks for a category the app's link filters do not list.
    case intentCategory(String)
    /// The intent names no scheme, so its data matches no filter.
    case intentNoScheme
    /// No activity resolves the intent: Chrome opens `S.browser_fallback_url` in the tab.
    case intentFallback(url: String)
    /// No activity resolves the intent and there is no fallback: Chrome opens Google Play for the package.
    case intentToPlay(package: String)
    /// No activity resolves the intent, with no fallback and no package: nothing opens.
    case intentUnresolved
    /// Whether the filter that takes the link has `android:autoVerify="true"`.
    case autoVerify(origin: String)
    /// What the site's `assetlinks.json` says about the package; `file` when the settings named one; `site`
    /// when the file is another host's than the link's (a wildcard's base, or another host of the package).
    indirect case assetLinks(AssetLinksVerdict, package: String, file: String?, site: String? = nil)
    /// What Android decided for an https link: the app (`app`) or the browser. An https link on Android is
    /// never "not opened"; the steps after a pass are the Q2 app's own handling.
    case androidDecides(app: Bool)
    /// Where Android sends the link it could not verify.
    case unverified(UnverifiedLinks)
    /// The host the app's built-in handling reads App Links for.
    case builtInHost(host: String, domain: String)
    /// The app's `LifecycleModule`s, offered the new intent in registration order.
    case lifecycleModules(link: String, answers: [ModuleAnswer])
    /// Android has no sender targeting: the payload's `sender`, if any, is not read.
    case senderNotRead(present: Bool)
    /// The first module whose payload key is under `data` claims the notification; nil when none does.
    case pushClaim(module: String?, keys: [String])
    /// The stage an FCM message arrives at, in FCM's words.
    case fcmStage(PushStage)
    /// The body is an FCM message of `kind` (`wrapped`: the HTTP v1 request `{"message": …}`).
    case fcmMessage(FCMKind, wrapped: Bool, priority: String?)
    /// FCM refuses the message body: nothing is sent.
    case fcmRefused(FCMShapeProblem)
    /// Where FCM hands the message while the app is in `state`.
    case fcmDelivery(FCMPath, kind: FCMKind, state: FCMAppState)
    /// Whether Android shows the app's notifications: POST_NOTIFICATIONS on Android `version` (asked from 13).
    case notificationPermission(NotificationPermission, version: Int)
    /// The notification waits in the tray: at the `stage` nobody taps it, and the app's code does not run.
    case trayNotTapped(PushStage)
    /// The customer taps the tray notification: Android starts the launcher activity with `data`'s keys as
    /// intent extras.
    case trayTap(extras: [String])
    /// A data message at the tap stage: LinkLab assumes the module that claimed it posts a notification of its
    /// own, which the customer taps (A39); `shown` is false when Android shows none.
    case ownNotification(shown: Bool)
    /// `data.<key>` is a string, as FCM requires: the module reads it as JSON text.
    case dataJSONText(key: String)
}

/// What Android 15's dynamic rules said about a verified link.
public enum DynamicRulesAnswer: Sendable, Equatable {
    /// Android `version` (14 or earlier) ignores them: the manifest alone decides.
    case ignored(version: Int)
    /// Malformed or empty: Android discards them, and the manifest alone decides.
    case discarded(DynamicAppLinks.Malformed)
    /// Rule `rule` (numbered from 0) is the first that matches; it opens the app, or excludes the link.
    case matched(rule: Int, component: DynamicAppLinks.Component)
    /// None of the `count` rules matches, so the link does not open the app.
    case noneMatched(count: Int)
}

/// The problems LinkLab finds only on Android.
public enum AndroidFinding: Sendable, Equatable {
    case noIntentFilter(scheme: String, closest: IntentFilterMatch, https: Bool)
    case missingAutoVerify(origin: String)
    case assetLinksPackageMissing(package: String)
    case assetLinksRelationMissing(package: String)
    case assetLinksWrongFingerprint(package: String, listed: [String])
    /// The file lists the app's fingerprint `listed` in another letter case: the statement service compares
    /// the strings exactly with Android's upper-case ones, so it does not verify.
    case assetLinksFingerprintCase(package: String, listed: String)
    /// The filter that would take the link is in `element`, an activity with `android:exported="false"`.
    case activityNotExported(element: String, origin: String)
    case chooser
    case pushNotClaimed(keys: [String])
    case assetLinksHostFailed(host: String, version: Int)
    case assetLinksRefused(namespace: String, version: Int)
    /// The host that would verify `host` is no domain name (`*`), so Android never verifies it.
    case hostNotVerifiable(pattern: String, host: String)
    /// Android 12 and later approved `host` through the verified `wildcard` `*.X` only because its name ends
    /// with `X`: it is not a name under `X`, so another site's link opens the app.
    case wildcardSuffix(host: String, wildcard: String)
    /// The dynamic rules keep the verified link from the app: rule `rule` excludes it, or none matches (nil).
    case dynamicRuleExcludes(rule: Int?)
    /// Chrome cannot read the `intent:` link.
    case intentLinkMalformed(ChromeIntentProblem)
    /// The app does not take the intent: Chrome opens the fallback URL.
    case intentLinkFallback(url: String)
    /// The app does not take the intent: Chrome opens Google Play for `package`.
    case intentLinkToPlay(package: String, app: String)
    /// The app does not take the intent, and the link names no fallback and no package: nothing happens.
    case intentLinkUnresolved
    // App states on Android (docs/contract.md, "App states on Android"): the iOS codes, in Android's words.
    /// Not installed: no activity takes the custom-scheme link.
    case appNotInstalled(scheme: String)
    /// Not installed: the browser shows the App Link's page.
    case openedInBrowser(link: String)
    /// The web page put the destination in Google Play's install referrer.
    case installReferrerStored(PendingNavigation)
    /// The first launch read the destination from the install referrer.
    case installReferrerRead(PendingNavigation)
    /// The app dropped the intent it was started with on a cold start.
    case linkDroppedOnColdStart
    // FCM delivery (docs/contract.md, "FCM delivery on Android").
    /// FCM refuses the message body.
    case fcmRefused(FCMShapeProblem)
    /// Android 13 or later without POST_NOTIFICATIONS shows no notification of `kind`'s message.
    case notificationsDenied(version: Int, kind: FCMKind)
    /// A notification message waits in the tray, untapped: the app's code has not run.
    case fcmInTray

    /// The stable code of this finding.
    public var code: DiagnosticCode {
        switch self {
        case .noIntentFilter, .activityNotExported: .intentFilterNoMatch
        case .missingAutoVerify: .appLinkMissingAutoVerify
        case .assetLinksPackageMissing: .assetLinksMissingPackage
        case .assetLinksRelationMissing: .assetLinksMissingRelation
        case .assetLinksWrongFingerprint, .assetLinksFingerprintCase: .assetLinksWrongFingerprint
        case .chooser: .appLinkChooser
        case .dynamicRuleExcludes: .appLinkDynamicExcluded
        case .intentLinkMalformed: .intentLinkMalformed
        case .intentLinkFallback: .intentLinkFallback
        case .intentLinkToPlay: .intentLinkToPlay
        case .intentLinkUnresolved: .intentLinkUnresolved
        case .wildcardSuffix: .appLinkWildcardSuffix
        case .pushNotClaimed: .pushNotClaimed
        case .assetLinksHostFailed, .assetLinksRefused, .hostNotVerifiable: .appLinkHostNotVerified
        case .appNotInstalled: .appNotInstalled
        case .openedInBrowser: .openedInBrowser
        case .installReferrerStored: .deferredLinkStored
        case .installReferrerRead: .deferredLinkRestored
        case .linkDroppedOnColdStart: .linkDroppedOnColdStart
        case .fcmRefused(.dataNotString): .fcmDataNotString
        case .fcmRefused: .pushPayloadInvalid
        case .notificationsDenied: .postNotificationsDenied
        case .fcmInTray: .fcmInTray
        }
    }
}
