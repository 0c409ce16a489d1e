import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

extension Wording {
    /// The short name of an Android check, as `--json` prints it in `steps[].check`.
    static func name(of check: AndroidCheck) -> StaticString {
        switch check {
        case .appLinkScheme: "scheme"
        case .filterTakes, .noFilterTakes, .ignoredFilterTakes, .filterUnjudged, .escapedDot: "intent filter"
        case .autoVerify, .verifiedThrough, .allHostsMustVerify, .hostNotVerifiable: "autoVerify"
        case .assetLinks: "assetlinks"
        case .customerChoice: "open by default"
        case .dynamicRules: "dynamic rules"
        case .intentUnreadable, .intentRead, .intentPackage, .intentAction, .intentCategory, .intentNoScheme: "intent link"
        case .intentFallback, .intentToPlay, .intentUnresolved: "Chrome decides"
        case .unverified: "unverified link"
        case .androidDecides: "Android decides"
        case .builtInHost: "associated domain"
        case .lifecycleModules: "lifecycle modules"
        case .senderNotRead: "sender"
        case .pushClaim: "module claim"
        case .fcmStage: "stage"
        case .fcmMessage, .fcmRefused: "FCM message"
        case .fcmDelivery: "delivery"
        case .notificationPermission: "notification permission"
        case .trayNotTapped, .trayTap, .ownNotification: "tap"
        case .dataJSONText: "payload"
        }
    }

    static func android<S: WordSink>(_ check: AndroidCheck, passed: Bool, into o: inout S) {
        switch check {
        case .appLinkScheme(let scheme): o.user(scheme, limit: 10); o += ": Android may open the app for an App Link."
        case .filterTakes(let scheme, let origin, let rule):
            o += "The intent filter in "; o.user(origin, limit: 200); o += " takes this "; o.user(scheme, limit: 40); o += " link"
            if let rule { o += " (android:"; o.write(rule.kind.rawValue); o += " "; o.user(rule.value, limit: 120); o += ")" }
            o += "."
        case .noFilterTakes(let scheme, let host, let path, let closest):
            o += "No intent filter of the app takes "; o.user(scheme, limit: 40); o += "://"; o.user(host, limit: 80); o.user(path, limit: 120)
            switch closest {
            case .scheme: o += ": no filter lists the scheme "; o.user(scheme, limit: 40); o += "."
            case .host: o += ": no filter for "; o.user(scheme, limit: 40); o += " lists the host "; o.user(host, limit: 80); o += "."
            case .path, .taken: o += ": the host is listed, but no android:path, pathPrefix, pathPattern, pathAdvancedPattern or pathSuffix matches "; o.user(path, limit: 120); o += "."
            case .ssp: o += ": the filter for "; o.user(scheme, limit: 40); o += " names no host, and none of its android:ssp rules matches."
            case .type: o += ": the filter for "; o.user(scheme, limit: 40); o += " lists an android:mimeType, and a browser's link carries none."
            case .unjudged: o += ": LinkLab cannot judge the filter that lists the scheme."
            }
        case .filterUnjudged(let origin, let names):
            o += "The intent filter in "; o.user(origin, limit: 200); o += " holds "; o.user(names.joined(separator: ", "), limit: 200)
            o += ", which LinkLab does not emulate, so LinkLab does not count it as taking the link; check it on a device."

        case .ignoredFilterTakes(let scheme, let origin, let reason):
            o += "The intent filter in "; o.user(origin, limit: 200); o += " would take this "; o.user(scheme, limit: 40)
            o += " link, but Android never gives it one: "
            switch reason {
            case .notInActivity(let placement):
                o += "it is inside "; o.user(placement, limit: 120); o += ", not an <activity> or <activity-alias> of the <application>."
            case .notExported(let element):
                o += "its <"; o.user(element, limit: 40); o.write("> has android:exported=\"false\".")
            case .disabled(let element):
                o += "its <"; o.user(element, limit: 40); o.write("> has android:enabled=\"false\".")
            case .noDefaultCategory:
                o += "it lacks the category android.intent.category.DEFAULT, which a browser's link needs to start an activity."
            }
        case .autoVerify(let origin):
            o.write(passed ? "The filter has android:autoVerify=\"true\", so Android verifies the site." : "The filter in ")
            if !passed { o.user(origin, limit: 200); o.write(" has no android:autoVerify=\"true\", so Android never verifies the link.") }
        case .assetLinks(let verdict, let package, let file, let site):
            if let site { o += "The assetlinks.json of "; o.user(site, limit: 80) } else { o += "The site's assetlinks.json" }
            if let file { o += " ("; o.user(file, limit: 200); o += ")" }
            switch verdict {
            case .verified(let statement, let fingerprint):
                o += " statement ["; o.number(statement); o += "] grants handle_all_urls to "; o.user(package)
                o += " signed with "; o.user(fingerprint, limit: 120); o += "."
            case .packageMissing:
                o += " has no android_app statement for "; o.user(package); o += "."
            case .relationMissing(let statement):
                o += " statement ["; o.number(statement); o += "] names "; o.user(package); o += " but not delegate_permission/common.handle_all_urls."
            case .fingerprintMismatch(let statement, let listed):
                o += " statement ["; o.number(statement); o += "] lists "; o.user(listed.joined(separator: ", "), limit: 240)
                o += ", none of them the app's signing certificate as Android writes it (upper-case hex with colons)."
            case .fileRefused(let statement, let namespace):
                o += " statement ["; o.number(statement); o += "] has the namespace "; o.user(namespace, limit: 60)
                o += "; Android 12 and later refuse the whole file for it."
            }
        case .escapedDot(let rule, let origin, let path, let version):
            o += "On Android "; o.number(version); o += ", the "; o.write("\\."); o += " in android:"; o.write(rule.kind.rawValue); o += " "; o.user(rule.value, limit: 120)
            o += " (the intent filter in "; o.user(origin, limit: 200); o += ")"
            if PathPattern.escapedDotIsLiteral(onAndroid: version) {
                o += " is a literal dot, so it does not match "; o.user(path, limit: 120)
                o += "; Android 15 and earlier read it as any character and would take the link."
            } else {
                o += " matches any character, so it matches "; o.user(path, limit: 120)
                o += "; from Android 16 it is a literal dot, and the filter would not take the link."
            }
        case .verifiedThrough(let host, let origin, let version, let wildcard):
            o += "On Android "; o.number(version); o += ", "; o.user(host, limit: 80); o += " is verified for the package through "
            if let wildcard {
                let base = String(wildcard.dropFirst(2))
                o += "the wildcard "; o.user(wildcard, limit: 80); o += " of the autoVerify filter in "; o.user(origin, limit: 200)
                o += ", checked with the assetlinks.json of "; o.user(base, limit: 80)
                if !AndroidDomains.isUnder(host, base: base) {
                    o += " (Android compares only the end of the name: "; o.user(host, limit: 80); o += " is not under "; o.user(base, limit: 80)
                    o += ", yet it ends with it)"
                }
            } else if version < 12 {
                o += "its autoVerify filter in "; o.user(origin, limit: 200); o += ": Android 11 and earlier verify the package as a whole"
            } else {
                o += "the autoVerify filter in "; o.user(origin, limit: 200)
            }
            o += ", so every filter of the app that takes the link opens the app."
        case .dynamicRules(let answer, let statement):
            o += "The assetlinks.json statement ["; o.number(statement); o += "]'s dynamic_app_link_components "
            switch answer {
            case .ignored(let version):
                o += "are ignored on Android "; o.number(version); o += " (14 and earlier): the manifest alone decides."
            case .discarded(let malformed):
                o += "are discarded: "
                switch malformed {
                case .extensionsNotAnObject: o += "relation_extensions or its handle_all_urls entry is not an object"
                case .notAList: o += "dynamic_app_link_components is not a list of rules, or is empty"
                case .ruleNotAnObject(let rule): o += "rule ["; o.number(rule); o += "] is not an object"
                case .field(let rule, let key): o += "rule ["; o.number(rule); o += "]'s "; o.user(key, limit: 20); o += " is malformed or empty"
                case .noMatcher(let rule): o += "rule ["; o.number(rule); o += "] has no matcher (/, # or ?)"
                }
                o += "; Android falls back to the manifest alone."
            case .matched(let rule, let component):
                o += "rule ["; o.number(rule); o += "] ("; dynamicComponent(component, into: &o); o += ") is the first that matches"
                o += component.exclude ? ", and it excludes the link, so Android opens the browser." : ", so the link opens the app."
            case .noneMatched(let count):
                o += "hold "; o.number(count); o += count == 1 ? " rule" : " rules"
                o += " and none matches, so Android treats the link as excluded and opens the browser."
            }
        case .intentUnreadable(let problem):
            o += "Chrome cannot read this intent: link ("; intentProblem(problem, into: &o); o += "), so it opens nothing."
        case .intentRead(let intent):
            o += "Chrome reads an intent: the data "; o.user(intent.data, limit: 200)
            if let package = intent.package { o += ", the package "; o.user(package, limit: 120) }
            o += ", the action "; o.user(intent.action, limit: 80)
            if !intent.categories.isEmpty { o += ", the categories "; o.user(intent.categories.joined(separator: ", "), limit: 200) }
            if let component = intent.component { o += "; Chrome drops the component "; o.user(component, limit: 120) }
            if !intent.extras.isEmpty {
                o += "; the extras "; o.user(intent.extras.map { "S." + $0.key }.joined(separator: ", "), limit: 200)
                o += " go to the app, which reads only the data"
            }
            if intent.fallbackURL != nil { o += "; Chrome keeps S.browser_fallback_url for itself" }
            o += "."
        case .intentPackage(let written, let app):
            o += "The intent names the package "; o.user(written, limit: 120); o += ", not the app's "; o.user(app, limit: 120)
            o += ", so no activity of the app takes it."
        case .intentAction(let action):
            o += "The intent's action is "; o.user(action, limit: 120); o += "; the app's link filters take only android.intent.action.VIEW."
        case .intentCategory(let category):
            o += "The intent asks for the category "; o.user(category, limit: 120); o += ", which the app's link filters do not list."
        case .intentNoScheme:
            o += "The intent names no scheme= , so its data has none and no filter of the app takes it."
        case .intentFallback(let url):
            o += "No activity of the app takes the intent, so Chrome opens the fallback "; o.user(url, limit: 200); o += " in the tab."
        case .intentToPlay(let package):
            o += "No activity takes the intent and the link names no fallback, so Chrome opens Google Play for "; o.user(package, limit: 120); o += "."
        case .intentUnresolved:
            o += "No activity takes the intent, and the link names neither a fallback nor a package, so Chrome opens nothing."
        case .customerChoice(let choice, let host, let version):
            o += "On Android "; o.number(version)
            switch (choice, version >= 12) {
            case (.always, false):
                o += ", the customer set Open supported links to Open in this app, so Android opens the app for any link its filters take, verified or not."
            case (.always, true):
                o += ", the customer added "; o.user(host, limit: 80); o += " to the app's links under Open by default, so Android opens the app for it, verified or not."
            case (.ask, _):
                o += ", the customer set Open supported links to Ask every time, so Android shows the chooser even for a verified link."
            case (.never, false):
                o += ", the customer set Open supported links to Don't open in this app, so Android opens the browser even for a verified link."
            case (.never, true):
                o += ", the customer turned off Open supported links for the app, so Android opens the browser even for a verified link."
            }
        case .hostNotVerifiable(let pattern, let origin, let host):
            o += "The autoVerify filter in "; o.user(origin, limit: 200); o += " names the host "; o.user(pattern, limit: 80)
            o += ", which is no domain name Android can verify, so "; o.user(host, limit: 80); o += " is never verified through it."
        case .allHostsMustVerify(let failing, let version):
            o += "On Android "; o.number(version); o += " every host of the app's autoVerify filters must verify, and "; o.user(failing, limit: 80)
            o += " does not, so none is verified."

        case .androidDecides(let app):
            o += app
                ? "Android opens the app with the link; what follows is the Q2 app's own handling."
                : "Android opens the link in the browser: on Android an https link opens an app or the browser, never nothing."
        case .unverified(let handling):
            o += handling == .browser
                ? "Android 12 and later send a link they could not verify to the default browser."
                : "Android 11 and earlier show the app chooser for a link they could not verify."
        case .builtInHost(let host, let domain):
            o.user(host, limit: 80)
            if passed { o += " is the app's associated domain." } else { o += " is not "; o.user(domain); o += ", so built-in handling declines the link." }
        case .lifecycleModules(let link, let answers):
            if answers.isEmpty { o += "The app registers no LifecycleModules."; break }
            o += passed ? "The new intent for " : "No LifecycleModule claimed the new intent for "
            if link.isEmpty { o += "the link" } else { o.user(link, limit: 120) }
            o += ": "
            moduleAnswers(answers, into: &o)
            o += "."
        case .senderNotRead(let present):
            o += present
                ? "Android has no sender targeting: the payload's sender is not read, each module decides for itself."
                : "Android has no sender targeting: each module decides for itself."
        case .pushClaim(let module, let keys):
            if let module {
                o.user(module); o += " finds its own key under data and claims the notification."
            } else {
                o += "No module finds its own key under data ("
                o.user(keys.isEmpty ? "no module takes pushes" : keys.map { "data." + $0 }.joined(separator: ", "), limit: 200)
                o += "), so none claims the notification."
            }
        case .fcmMessage(let kind, let wrapped, let priority):
            o += kind == .notification
                ? "An FCM notification message: it has a notification, which FCM itself shows while the app is in the background"
                : "An FCM data message: only data, which FCM hands to the app's own code"
            if wrapped { o.write(" (HTTP v1, under \"message\")") }
            if let priority { o += "; Android priority "; o.user(priority, limit: 10) }
            o += "."
        case .fcmStage(let stage):
            o.write(stage.rawValue); o += ": "
            switch stage {
            case .tap: o += "the customer taps the notification; this stage may navigate."
            case .foreground: o += "the app is in the foreground when the message arrives; nothing navigates by itself."
            case .silent: o += "nobody taps a notification; the message never navigates."
            }
        case .fcmRefused(let problem):
            o += "FCM refuses this message: "; fcmProblem(problem, into: &o); o += "."
        case .fcmDelivery(let path, let kind, let state):
            switch path {
            case .onMessageReceived where state == .foreground:
                o += "The app is in the foreground, so FCM hands the message to the app's FirebaseMessagingService.onMessageReceived, notification or not; nothing is shown in the tray."
            case .onMessageReceived:
                o += "A data message reaches the app's FirebaseMessagingService.onMessageReceived whatever the app's state"
                o += state == .killed ? " (the app is killed: Android starts its process to deliver it)." : " (the app is in the background)."
            case .tray:
                o += state == .killed ? "The app is killed, " : "The app is in the background, "
                o += "so FCM shows the notification in the system tray itself; the app's code does not run until it is tapped."
            case .notShown:
                o += "Android shows no notification from the app, so this "
                o += kind == .notification ? "notification message never appears in the tray." : "message's notification never appears."
            }
        case .notificationPermission(let permission, let version):
            if version < NotificationPermission.firstAskedIn {
                o += "Android "; o.number(version); o += " asks for no notification permission (POST_NOTIFICATIONS came with Android 13), so notifications are shown."
            } else if permission == .granted {
                o += "The customer granted POST_NOTIFICATIONS (android.notificationPermission), which Android "; o.number(version); o += " requires before it shows a notification."
            } else {
                o += "The customer denied POST_NOTIFICATIONS (android.notificationPermission): Android "; o.number(version); o += " shows none of the app's notifications."
            }
        case .trayNotTapped(let stage):
            o += "At the "; o.write(stage.rawValue); o += " stage nobody taps the notification: it waits in the tray, and the app's code has not run."
        case .trayTap(let extras):
            o += "The customer taps the notification: Android starts the app's launcher activity with data as intent extras ("
            o.user(extras.isEmpty ? "none" : extras.joined(separator: ", "), limit: 200); o += ")."
        case .ownNotification(let shown):
            o += shown
                ? "A data message shows nothing by itself: LinkLab assumes the module that claims it posts a notification of its own, which the customer taps (A39)."
                : "A data message shows nothing by itself, and the notification the module would post is not shown either, so there is nothing to tap."
        case .dataJSONText(let key):
            o += "data."; o.user(key); o += " is a string, as FCM requires: the module reads it as JSON text (A39)."
        }
    }

    static func android<S: WordSink>(_ finding: AndroidFinding, into o: inout S) {
        switch finding {
        case .noIntentFilter(let scheme, let closest, let https):
            if https {
                o += "The app's AndroidManifest.xml has no intent filter for this "
                o += closest == .path ? "path" : closest == .host ? "host" : "link"
                o += ", so Android opens the web page in the browser. Add the path to an intent filter, or use a link the filters cover."
            } else {
                o += "The app's AndroidManifest.xml has no intent filter for the "; o.user(scheme, limit: 40)
                o += " scheme, so Android would not open the app for this link. The app's developers must add one."
            }
        case .missingAutoVerify(let origin):
            o += "The intent filter in "; o.user(origin, limit: 200)
            o.write(" lacks android:autoVerify=\"true\", so Android never verifies the link and does not open the app for it. Add autoVerify to the filter.")
        case .assetLinksPackageMissing(let package):
            o += "The site's assetlinks.json does not name "; o.user(package)
            o += ", so Android cannot verify the App Link and opens the web page instead. Add an android_app statement for the package."
        case .assetLinksRelationMissing(let package):
            o += "The site's assetlinks.json names "; o.user(package)
            o += " without the relation delegate_permission/common.handle_all_urls, so Android cannot verify the App Link. Add that relation."
        case .assetLinksWrongFingerprint(let package, _):
            o += "The site's assetlinks.json lists a different signing-certificate fingerprint for "; o.user(package)
            o += ", so Android cannot verify the App Link and opens the web page instead. List the SHA-256 fingerprint of the certificate that signs the app."
        case .assetLinksFingerprintCase(let package, let listed):
            o += "The site's assetlinks.json lists the app's signing-certificate fingerprint for "; o.user(package)
            o += " in lower case ("; o.user(listed, limit: 120)
            o += "): Android compares the text exactly with its own upper-case fingerprint, so it cannot verify the App Link and opens the web page instead. Write the fingerprint in upper case."
        case .activityNotExported(let element, let origin):
            o += "The intent filter in "; o.user(origin, limit: 200); o += " would take this link, but its <"; o.user(element, limit: 40)
            o.write("> has android:exported=\"false\", so Android gives it no link from outside the app. Export the activity: set android:exported=\"true\" on it.")
        case .chooser:
            o += "Android shows the app chooser for this link; the app opens only if the customer picks it."
        case .assetLinksHostFailed(let host, let version):
            o += "On Android "; o.number(version); o += " (6 to 11) one failing host unverifies them all: "; o.user(host, limit: 80)
            o += "'s assetlinks.json does not vouch for the app, so Android verifies none of the app's hosts and opens the web page. Fix that host's file, or drop it from the autoVerify filters."
        case .assetLinksRefused(let namespace, let version):
            o += "On Android "; o.number(version); o += " a statement with the namespace "; o.user(namespace, limit: 60)
            o += " makes the whole assetlinks.json fail, so Android opens the web page. Use only the namespaces web and android_app."
        case .hostNotVerifiable(let pattern, let host):
            o += "The intent filter's android:host "; o.user(pattern, limit: 80)
            o += " is no domain name, so Android never verifies it and opens "; o.user(host, limit: 80)
            o += " in the browser: a wildcard verifies only as *.example.com, with example.com's assetlinks.json. Name the FI's own hosts in the autoVerify filter."
        case .dynamicRuleExcludes(let rule):
            o += "On Android 15 and later the site's dynamic rules keep this link from the app"
            if let rule { o += ": rule ["; o.number(rule); o += "] excludes it" } else { o += ": no rule matches it" }
            o += ", so Android opens the web page. Change dynamic_app_link_components in assetlinks.json, or link to a path the rules let in."
        case .intentLinkMalformed(let problem):
            o += "Chrome cannot read this intent: link ("; intentProblem(problem, into: &o)
            o += "), so nothing opens. Write it as intent://HOST/PATH#Intent;scheme=SCHEME;package=PACKAGE;end."
        case .intentLinkFallback(let url):
            o += "The app does not take this intent: link, so Chrome opens its fallback "; o.user(url, limit: 200)
            o += " instead of the app. Use the app's scheme and package in the link."
        case .intentLinkToPlay(let package, let app):
            o += "No app takes this intent: link, so Chrome opens Google Play for "; o.user(package, limit: 120)
            if package != app { o += ", which is not the app ("; o.user(app, limit: 120); o += ")" }
            o += ". Use the app's scheme and package in the link, and add S.browser_fallback_url for phones without the app."
        case .intentLinkUnresolved:
            o += "No app takes this intent: link and it names no fallback and no package, so nothing opens. Name the app's package and scheme, and a S.browser_fallback_url."
        case .wildcardSuffix(let host, let wildcard):
            o += "Android opens the app for "; o.user(host, limit: 80); o += " only because the name ends with the verified wildcard "
            o.user(wildcard, limit: 80); o += " without the dot (AOSP compares the end of the string), so another site's link opens the app. "
            o.write("Let no filter of the app take every host (android:host=\"*\"), and name the FI's hosts instead.")
        case .pushNotClaimed(let keys):
            o += "No module of the app finds its own part of this notification ("
            o.user(keys.isEmpty ? "no module takes pushes" : keys.map { "data." + $0 }.joined(separator: ", "), limit: 200)
            o += "). On Android each module decides for itself whether a notification is its own, so nothing happens."
        case .appNotInstalled, .openedInBrowser, .installReferrerStored, .installReferrerRead, .linkDroppedOnColdStart:
            androidAppStateMessage(finding, into: &o)
        case .fcmRefused(.dataNotString(let key, let kind)):
            o += "FCM refuses this message: data."; o.user(key, limit: 80); o += " is "; o.write(words(kind))
            o += ", and every value under data must be a string, so nothing is sent. Send it as a string: a JSON object as its JSON text."
        case .fcmRefused(let problem):
            o += "FCM refuses this message ("; fcmProblem(problem, into: &o); o += "), so nothing is sent."
        case .notificationsDenied(let version, let kind):
            o += "The customer denied the app POST_NOTIFICATIONS, so Android "; o.number(version)
            o += kind == .notification
                ? " shows this notification nowhere and nothing opens. The customer must allow notifications for the app in Settings; a data message would still reach the app."
                : " shows no notification the app posts for this data message: there is nothing to tap. The customer must allow notifications for the app in Settings."
        case .fcmInTray:
            o += "The notification waits in the system tray: the app's code runs only when the customer taps it, and the tap opens the app's launcher activity with data as extras."
        }
    }

    /// What FCM refuses in a message body, in a phrase.
    static func fcmProblem<S: WordSink>(_ problem: FCMShapeProblem, into o: inout S) {
        switch problem {
        case .notObject(let member, let kind): o.user(member, limit: 80); o += " is "; o.write(words(kind)); o += ", not an object"
        case .dataNotString(let key, let kind): o += "data."; o.user(key, limit: 80); o += " is "; o.write(words(kind)); o += ", not a string"
        case .priority(let written): o += "android.priority is "; o.user(written, limit: 40); o += ", not high or normal"
        }
    }
}

extension Wording {
    /// A dynamic rule's matchers, as written: `/ /products/*, ? in_app=true, exclude`.
    static func dynamicComponent<S: WordSink>(_ component: DynamicAppLinks.Component, into o: inout S) {
        var parts: [String] = []
        if let path = component.path { parts.append("/ " + path) }
        if let fragment = component.fragment { parts.append("# " + fragment) }
        if !component.query.isEmpty { parts.append("? " + component.query.map { $0.key + "=" + $0.pattern }.joined(separator: " ")) }
        if component.exclude { parts.append("exclude") }
        o.user(parts.joined(separator: ", "), limit: 160)
    }

    /// Why Chrome cannot read an `intent:` link, in a phrase.
    static func intentProblem<S: WordSink>(_ problem: ChromeIntentProblem, into o: inout S) {
        switch problem {
        case .notAnIntentLink: o += "it does not start with intent:"
        case .noIntentFragment: o += "it has no #Intent; part"
        case .entryNotClosed(let rest): o += "the entry "; o.user(rest, limit: 60); o += " is not closed with ; before end"
        }
    }

    /// `verified` or `not verified`, the first word of a `linklab assetlinks` answer.
    public static func label(of answer: AssetLinksAnswer) -> String {
        answer.verdict.verified ? "verified" : "not verified"
    }

    /// The verdict's key in `linklab assetlinks --json`.
    public static func key(of verdict: AssetLinksVerdict) -> String {
        switch verdict {
        case .verified: "verified"
        case .packageMissing: "packageMissing"
        case .relationMissing: "relationMissing"
        case .fingerprintMismatch: "fingerprintMismatch"
        case .fileRefused: "fileRefused"
        }
    }

    /// The reason behind a `linklab assetlinks` answer, in one sentence.
    public static func explanation(of answer: AssetLinksAnswer) -> String { text { explanation(of: answer, into: &$0) } }

    /// The explanation, worded into `o`.
    public static func explanation<S: WordSink>(of answer: AssetLinksAnswer, into o: inout S) {
        o += "Android "; o.number(answer.version); o += ": "
        switch answer.verdict {
        case .verified(let statement, let fingerprint):
            o += "Statement ["; o.number(statement); o += "] grants delegate_permission/common.handle_all_urls to "; o.user(answer.packageName)
            o += " signed with "; o.user(fingerprint, limit: 120); o += ", so Android verifies App Links to "; o.user(answer.host, limit: 80)
            o += " for the app."
        case .packageMissing:
            o += "No android_app statement names "; o.user(answer.packageName)
            o += ", so Android opens links to "; o.user(answer.host, limit: 80); o += " in the browser, not the app."
        case .relationMissing(let statement):
            o += "Statement ["; o.number(statement); o += "] names "; o.user(answer.packageName)
            o += " without delegate_permission/common.handle_all_urls, so Android does not verify App Links for it."
        case .fingerprintMismatch(let statement, let listed):
            o += "Statement ["; o.number(statement); o += "] lists "; o.user(listed.isEmpty ? "no fingerprint" : listed.joined(separator: ", "), limit: 240)
            o += ", not the app's signing certificate as Android writes it (upper-case hex with colons, compared exactly), so Android does not verify App Links for "
            o.user(answer.packageName); o += "."
        case .fileRefused(let statement, let namespace):
            o += "Statement ["; o.number(statement); o += "] has the namespace "; o.user(namespace, limit: 60)
            o += ", which Android "; o.number(answer.version); o += " refuses the whole file for (12 and later do; 11 and earlier skip the statement)."
        }
    }

    /// The warnings for statements the statement service skips, one line each.
    public static func skipped(_ links: AssetLinks) -> [String] {
        links.skipped.map { s in
            text { o in
                if s.number >= 0 { o += "statement ["; o.number(s.number); o += "] is skipped: " } else { o += "skipped: " }
                o.user(s.reason, limit: 200); o += "; the valid statements beside it still count."
            }
        } + links.includes.compactMap { include in
            include.file != nil ? nil : text { o in
                o += "include "; o.user(include.url, limit: 200); o += " is not followed: name a file for it in the settings' android.sites."
            }
        }
    }

    /// Why the statement service skips a statement, worded to follow "is skipped: ".
    public static func reason(_ problem: AssetLinks.StatementProblem) -> String {
        switch problem {
        case .notAnObject: "is not an object"
        case .includeNotAString: "include is not a string"
        case .missingOrNot(let key, .string): "\(key) is missing or not a string"
        case .missingOrNot(let key, .object): "\(key) is missing or not an object"
        case .missingOrNot(let key, .listOfStrings): "\(key) is missing or not a list of strings"
        case .nestedInclude(let url):
            "an include inside an included file (\(DisplayText.sanitize(url, limit: 120))) is not followed: Android follows include one level deep"
        }
    }

    /// Why AOSP's `parseAndVerifyAdvancedPattern` refuses a pattern, in AOSP's own terms.
    public static func reason(_ error: AdvancedPatternError) -> String {
        switch error {
        case .tooLarge: "the pattern is too large (AOSP keeps at most 2,048 parsed entries)"
        case .emptySet: "a set [] names no characters"
        case .setNotTerminated: "a set [ is never closed with ]"
        case .modifierWithoutToken: "a modifier (*, + or {…}) must follow a character, . or a set, and only one may"
        case .rangeNotEnded: "a range { is never closed with }"
        case .rangeNumber: "a range {…} holds something other than numbers: {n}, {m,n} or {m,}"
        case .rangeReversed: "a range {m,n} has m greater than n"
        case .escapeAtEnd: "the pattern ends with a lone \\"
        }
    }

    /// One line for a URL `linklab assetlinks` cannot check.
    public static func problem(_ problem: AssetLinksLinkProblem) -> String {
        switch problem {
        case .notALink(let url): "\(DisplayText.sanitize(url, limit: 200)) is not a URL; give the site's https link, e.g. https://demo.q2.com/experimental/uux.aspx"
        case .notAWebLink(let url): "\(DisplayText.sanitize(url, limit: 200)) is not an https link with a host; assetlinks.json verifies only web links"
        }
    }
}
