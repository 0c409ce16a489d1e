import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// The one place where LinkLab's facts become words a support agent can read aloud. The engine and the
/// session record `Check`, `Finding`, `Fix` and `Conclusion` values; the text reports, `--json` and the
/// terminal app all read their sentences from here, only when they print or draw them.
public enum Wording {
    /// The short name of a check, as `--json` prints it in `steps[].check`.
    /// Names are fixed plain ASCII with no `"` or `\\`, so the JSON writer copies them as they are.
    public static func name(of check: Check) -> StaticString {
        switch check {
        case .length: "length"
        case .whitespace: "whitespace"
        case .emptyInput: "link"
        case .hiddenCharacters: "characters"
        case .invalidCharacters, .unparsable: "URL syntax"
        case .noScheme, .httpScheme, .otherScheme, .customScheme, .httpsScheme: "scheme"
        case .schemeRegistered: "scheme registered"
        case .customSchemeUserinfo, .userinfoHidesHost: "userinfo"
        case .missingSlashes, .moduleHost, .openHost, .hostUnreadable, .noHost, .suspiciousHost: "host"
        case .targetPageMisspelled, .routeInFragmentWithoutTargetPage, .noTargetPage, .duplicateTargetPage,
             .emptyTargetPageRouteInFragment, .emptyTargetPage, .fullURLInTargetPage, .doubleEncodedTargetPage,
             .targetPageNotARoute, .targetPageBareHashSlash, .targetPageRoute: "targetPage"
        case .associatedDomain: "associated domain"
        case .entitlement: "entitlement"
        case .provisioning: "provisioning"
        case .aasaAppID: "AASA app ID"
        case .aasaNoRule, .aasaExcluded, .aasaCovers: "AASA path"
        case .aasaTooLarge: "AASA file"
        case .partnerFile(.infoPlist): "Info.plist"
        case .partnerFile(.entitlements): "entitlements file"
        case .partnerFile(.provisioningProfile): "provisioning profile"
        case .partnerFile(.aasaFile): "AASA file"
        case .partnerFile(.profileLaunch): "app launch"
        case .partnerFile(.byDefault), .partnerFile(.assetLinksByDefault): "default"
        case .partnerFile(.liveFile(let origin)): origin.file == .assetLinks ? "live assetlinks.json" : "live AASA"
        case .targetPageName, .targetPageNameCase, .targetPageNameMissing: "target page name"
        case .routeFragment: "route fragment"
        case .routeSafety: "route safety"
        case .routeUnknown, .nativeRoute, .uuxRoute: "route"
        case .builtInDeclines: "built-in handling"
        case .continuityModules: "continuity modules"
        case .signInGate, .noSignInNeeded: "sign-in gate"
        case .moduleLinkPolicy: "policy"
        case .pendingStored, .pendingReplaces, .pendingDiscarded: "pending navigation"
        case .journey: "journey"
        case .signsIn: "sign-in"
        case .landingPage: "landing page"
        case .replayLink, .replayRoute: "replay"
        case .cancelsSignIn: "cancel sign-in"
        case .signsOut: "sign-out"
        case .closesModuleContent: "back"
        case .transition: "transition"
        case .appState(.notInstalled): "app installed"
        case .appState(.safariOpens), .appState(.safariCannotOpen): "browser"
        case .appState(.deferredStored), .appState(.noDeferredService), .appState(.deferredLookup): "deferred link"
        case .appState(.installs): "App Store"
        case .appState(.launches): "launch"
        case .appState(.coldStartQueued), .appState(.coldStartDropped): "cold start"
        case .appState(.android(let fact)): name(of: fact)
        case .stage: "stage"
        case .payloadNotObject, .ownPayload, .ownRoute: "payload"
        case .aps: "aps"
        case .noSender, .senderUnknown, .senderMatches, .senderNotString: "sender"
        case .legacyDelivery: "legacy delivery"
        case .navigateTo: "navigateTo"
        case .android(let check): name(of: check)
        }
    }

    /// The detail of a trace step.
    public static func detail(_ step: TraceStep) -> String { text { detail(step, into: &$0) } }

    /// The sentence of a diagnostic.
    public static func message(_ finding: Finding, on platform: Platform = .ios) -> String { text { message(finding, on: platform, into: &$0) } }

    /// The one sentence that sums up a decision.
    public static func summary(_ conclusion: Conclusion) -> String { text { summary(conclusion, into: &$0) } }

    /// The corrected input as a person copies it.

    /// What is stored until sign-in, as a person reads it: `#/settings/profile`, or the held-back link.
    static func label<S: WordSink>(_ pending: PendingNavigation, into o: inout S) {
        switch pending.target {
        case .route(let r): route(r, into: &o)
        case .link: o.write(pending.source)
        }
    }

    /// `#/route`, the route cut and cleaned for display.
    static func route<S: WordSink>(_ route: String, into o: inout S) {
        o += "#/"
        o.user(route, limit: 120)
    }

    /// "reset to landingPage (no animation)".
    static func journey<S: WordSink>(_ step: JourneyStep, into o: inout S) {
        switch step.action {
        case .reset: o += "reset to "
        case .show: o += "show "
        case .pop: o += "back to "
        }
        o.user(step.screen)
        o += step.animated ? " (animated)" : " (no animation)"
    }

    /// Why a session action is refused.
    static func refusal<S: WordSink>(_ refusal: Refusal, into o: inout S) {
        switch refusal {
        case .alreadySignedIn: o += "Already signed in, so there is nothing to sign in to; the app stays where it is."
        case .nobodySigningIn: o += "Nobody is signing in (the customer is signed in), so there is nothing to cancel."
        case .nobodySignedIn: o += "Nobody is signed in, so there is nothing to sign out of; the login screen stays."
        case .nothingToGoBackTo(let title):
            o.user(title)
            o += " is the first screen, so there is nothing to go back to."
        case .screenNotAllowed(let title):
            o.user(title)
            o += " cannot be shown in the current sign-in state."
        case .alreadyInstalled: o += "The app is already installed, so there is nothing to install."
        case .notInstalled: o += "The app is not installed: install it from the App Store first."
        case .notInstalledOnAndroid: o += "The app is not installed: install it from Google Play first."
        case .alreadyRunning: o += "The app is already running, so there is nothing to launch."
        case .notRunning: o += "The app is not running: launch it first."
        }
    }

    /// Which AASA rule decided, by place and text: `details[0].components[1] {"/": "*/uux.aspx"}` or
    /// `details[0].paths[2] "NOT /x"`.
    static func rule<S: WordSink>(_ rule: AppSiteAssociation.Rule, at place: AASARulePlace, into o: inout S) {
        self.place(place, into: &o)
        o += " "
        self.rule(rule, into: &o)
    }

    /// `details[0].components[1]`, or `details["TEAM.app"].paths[0]` in the older keyed form.
    static func place<S: WordSink>(_ place: AASARulePlace, into o: inout S) {
        o += "details["
        if let key = place.detailKey {
            o.write("\""); o.user(key, limit: 120); o.write("\"")
        } else {
            o.number(place.detail)
        }
        o += place.legacy ? "].paths[" : "].components["
        o.number(place.rule)
        o += "]"
    }

    /// A rule as the file writes it: `{"/": "*/uux.aspx", "exclude": true}` or `"NOT /x"`.
    static func rule<S: WordSink>(_ rule: AppSiteAssociation.Rule, into o: inout S) {
        switch rule {
        case .legacyPath(let raw):
            o.write("\"")
            o.user(raw, limit: 120)
            o.write("\"")
        case .component(let c):
            o += "{"
            var first = true
            func key(_ name: String) {
                if !first { o += ", " }
                first = false
                o.write("\""); o.write(name); o.write("\": ")
            }
            func quoted(_ value: String) {
                o.write("\""); o.user(value, limit: 120); o.write("\"")
            }
            if let path = c.path { key("/"); quoted(path) }
            if let fragment = c.fragment { key("#"); quoted(fragment) }
            switch c.query {
            case .whole(let q)?: key("?"); quoted(q)
            case .items(let items)?:
                key("?")
                o += "{"
                for (i, name) in items.keys.sorted().enumerated() {
                    if i > 0 { o += ", " }
                    quoted(name); o += ": "; quoted(items[name] ?? "")
                }
                o += "}"
            case .voided?: key("?"); o += "{…a value that is not a string…}"
            case nil: break
            }
            if let exclude = c.exclude { key("exclude"); o += exclude ? "true" : "false" }
            if let cased = c.caseSensitive { key("caseSensitive"); o += cased ? "true" : "false" }
            if let encoded = c.percentEncoded { key("percentEncoded"); o += encoded ? "true" : "false" }
            o += "}"
        }
    }

    /// The path as a person reads it: `/` when empty, cut and cleaned.
    static func path<S: WordSink>(_ path: String, into o: inout S) {
        o.user(path.isEmpty ? "/" : path, limit: 120)
    }

    static func stage<S: WordSink>(_ stage: PushStage, into o: inout S) {
        switch stage {
        case .tap: o += "the customer tapped the notification; this stage may navigate."
        case .foreground: o += "arrived while the app was open; it affects only how it is presented."
        case .silent: o += "a silent or background delivery; it reaches the modules but never navigates."
        }
    }
}
