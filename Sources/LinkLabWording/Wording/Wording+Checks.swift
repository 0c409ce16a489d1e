import LinkLabText
import LinkLabDeciding
import LinkLabFormats

extension Wording {
    /// The detail of a trace step: what was found, in a sentence.
    @inline(__always)
    public static func detail<S: WordSink>(_ step: TraceStep, into o: inout S) {
        let passed = step.passed
        switch step.fact {
        case .length(let bytes, let limit):
            if passed {
                o.number(bytes); o += " bytes, within the "; o.number(limit); o += "-byte limit."
            } else {
                o += "The input is "; o.number(bytes); o += " bytes; LinkLab reads links of up to "; o.number(limit); o += " bytes."
            }
        case .whitespace(let removed):
            o += "Removed "; o.number(removed); o += " bytes of spaces or line breaks around the link."
        case .emptyInput: o += "The input is empty."
        case .hiddenCharacters: o += "The link contains hidden control or text-direction characters."
        case .invalidCharacters(let invalid):
            o += "The link holds characters a URL may not contain ("
            describe(invalid, into: &o)
            o += step.platform == .android ? "); Android passes them on as written." : "); iOS percent-encodes them, including the link's own % signs."
        case .unparsable: o += "Foundation's URL parser cannot read the input as a URL."
        case .noScheme(let expected):
            o += "The input has no scheme such as "; o.user(expected); o += ":// or https://."
        case .httpScheme: o += "http is not https: Universal Links open an app only over https."
        case .otherScheme(let written, let expected):
            o.user(written, limit: 40); o += " is not the app's scheme "; o.user(expected); o += "."

        case .customScheme(let scheme): o.user(scheme); o += " is the app's custom scheme."
        case .schemeRegistered(let scheme):
            if passed {
                o += "Info.plist registers "; o.user(scheme); o += "."
            } else {
                o += "Info.plist does not register "; o.user(scheme); o += " (CFBundleURLTypes)."
            }
        case .customSchemeUserinfo: o += "The link has a user name before an @ sign."
        case .missingSlashes(let scheme):
            o += "There is no // after "; o.user(scheme); o += ":, so the app finds no host such as open."
        case .moduleHost(let host):
            o.user(host, limit: 80); o += " is not open, so built-in handling declines and continuity modules are offered the link."
        case .openHost: o += "open: built-in handling reads targetPage."
        case .targetPageMisspelled(let name):
            o += "The link has "; o.user(name, limit: 40); o += ", but the app reads targetPage exactly."
        case .routeInFragmentWithoutTargetPage: o += "There is no targetPage; the route sits in the fragment after an unencoded #."
        case .noTargetPage: o += "The link has no targetPage parameter."
        case .duplicateTargetPage(let count):
            o += "targetPage appears "; o.number(count); o += " times; the app reads the first."
        case .emptyTargetPageRouteInFragment: o += "targetPage is empty: an unencoded # ended the query, and the route went to the fragment."
        case .emptyTargetPage: o += "targetPage is empty."
        case .fullURLInTargetPage(let value):
            o += "targetPage holds a whole web address: "; o.user(value, limit: 120); o += "."
        case .doubleEncodedTargetPage(let value, let reencoded):
            o += "After one decoding targetPage is still encoded: "; o.user(value, limit: 120)
            o += reencoded ? ". The link encodes it once; iOS encoded its % signs again." : "."
        case .targetPageNotARoute(let value):
            o += "targetPage is "; o.user(value, limit: 120); o += ", which does not start with #/."
        case .targetPageBareHashSlash: o += "targetPage is #/ with no route after it."
        case .targetPageRoute(let route):
            o += "targetPage decodes once to "; Wording.route(route, into: &o); o += "."

        case .httpsScheme: o += "https: iOS may open the app for a Universal Link."
        case .userinfoHidesHost(let host):
            o += "The link has a user name before an @ sign; the real host is "; o.user(host, limit: 80); o += "."
        case .hostUnreadable(let written):
            o.user(written, limit: 80); o += " cannot be read as a host name."
        case .noHost: o += "The link has no host."
        case .suspiciousHost(let host, let why):
            o.user(host, limit: 80); o += " "; suspicion(why, into: &o); o += "."
        case .associatedDomain(let host, let domain):
            o.user(host, limit: 80)
            if passed {
                o += " is the app's associated domain."
            } else {
                o += " is not "; o.user(domain); o += "."
            }
        case .entitlement(let domain):
            o += passed ? "The Associated Domains entitlement lists applinks:" : "The Associated Domains entitlement does not list applinks:"
            o.user(domain); o += "."
        case .provisioning:
            o += passed ? "The provisioning profile has the Associated Domains capability." : "The provisioning profile lacks the Associated Domains capability."
        case .aasaAppID(let appID):
            o += passed ? "The apple-app-site-association file lists " : "The apple-app-site-association file does not list "
            o.user(appID); o += "."
        case .aasaNoRule(let path):
            o += "No rule covers the path "; Wording.path(path, into: &o); o += "."
        case .aasaExcluded(let rule, let place):
            o += "The rule "; Wording.rule(rule, at: place, into: &o); o += " excludes this link."
        case .aasaCovers(let rule, let place, let path):
            o += "The rule "; Wording.rule(rule, at: place, into: &o); o += " covers "; Wording.path(path, into: &o); o += "."
        case .partnerFile(let fact): partnerFile(fact, passed: passed, into: &o)
        case .aasaTooLarge(let bytes):
            o += "The apple-app-site-association file is "; o.number(bytes); o += " bytes, over iOS's 128 KB limit, so iOS never reads it."
        case .targetPageName(let page): o += "The path contains "; o.user(page); o += "."
        case .targetPageNameCase(let path, let page):
            o += "The path "; Wording.path(path, into: &o); o += " has "; o.user(page)
            o += " in other capitals; the app compares it letter for letter."
        case .targetPageNameMissing(let path, let page):
            o += "The path "; Wording.path(path, into: &o); o += " does not contain "; o.user(page); o += "."
        case .routeFragment(let shape):
            switch shape {
            case .route: o += "The link has a #/ route."
            case .missing: o += "The link has no #/route part."
            case .notARoute: o += "The link has a # that is not followed by /route."
            }

        case .routeSafety(let problem):
            switch problem {
            case nil: o += "No traversal segments or hidden characters."
            case .hiddenCharacters?: o += "The route contains control or text-direction characters."
            case .traversal?: o += "The route contains a . or .. segment."
            }
        case .routeUnknown(let path):
            o += "No native module and no UUX web page handles "; route(path, into: &o); o += "."
        case .nativeRoute(let path, let moduleName, let title):
            route(path, into: &o); o += " is a native route: "; o.user(moduleName); o += " draws "; o.user(title); o += "."
        case .uuxRoute(let path, let title):
            o += "No native module handles "; route(path, into: &o); o += ", so the UUX web page shows it ("; o.user(title); o += ")."
        case .builtInDeclines: o += "declines the link, so continuity modules are offered it."
        case .continuityModules(let link, let answers):
            if answers.isEmpty {
                o += "The app registers no continuity modules."
                break
            }
            // An empty link carries nothing a module could own: say so rather than name it as blank.
            if passed { o += "Offered " } else { o += "No module claimed " }
            // A printable ASCII character shows (or, past the limit, the note that the link was cut does):
            // only a link without one is asked whether all it shows is blank.
            let blank = !link.utf8.contains { $0 > 0x20 && $0 < 0x7F }
                && DisplayText.sanitize(link, limit: 120).allSatisfy(\.isWhitespace)
            if blank { o += "the link" } else { o.user(link, limit: 120) }
            o += ": "
            moduleAnswers(answers, into: &o)
            o += "."

        case .signInGate(let signedIn):
            o += signedIn ? "Signed in, so the app navigates now." : "Nobody is signed in: the app stores the navigation and shows the login screen."
        case .moduleLinkPolicy(let whileSignedOut):
            o += whileSignedOut ? "moduleLinksWhileSignedOut is true: modules may handle links while signed out."
                : "moduleLinksWhileSignedOut is false: continuity links wait for sign-in too."
        case .pendingStored(let pending): o += "Stored "; label(pending, into: &o); o += "."
        case .pendingReplaces(let pending, let old):
            label(pending, into: &o); o += " replaces the stored "; label(old, into: &o); o += "."
        case .journey(let step): journey(step, into: &o)
        case .signsIn: o += "The customer signs in."
        case .landingPage(let pending):
            if let pending {
                o += "The landing page shows first; then the stored "; label(pending, into: &o); o += " is replayed."
            } else {
                o += "The landing page shows; nothing is pending."
            }
        case .replayLink: o += "Replaying the link stored before sign-in."
        case .replayRoute(let pending): o += "Replaying the stored "; label(pending, into: &o); o += " after the landing page."
        case .cancelsSignIn: o += "The customer cancels sign-in; the login screen stays, as there is nothing else to show."
        case .pendingDiscarded(let pending):
            if let pending { o += "Discarded "; label(pending, into: &o); o += "." } else { o += "Nothing was stored." }
        case .signsOut: o += "The customer signs out; the navigation stack is cleared."
        case .closesModuleContent(let module): o += "Closes "; o.user(module); o += "'s content."
        case .transition(let refusal): Wording.refusal(refusal, into: &o)
        case .noSignInNeeded(let title): o.user(title); o += " does not need sign-in."
        case .appState(let fact): appState(fact, into: &o)

        case .stage(let stage): o.write(stage.rawValue); o += ": "; Wording.stage(stage, into: &o)
        case .payloadNotObject(let kind): o += "The payload is "; o.write(words(kind)); o += ", not a JSON object."
        case .aps: o += passed ? "The payload has an aps dictionary." : "The payload has no aps dictionary; APNs payloads carry one."
        case .noSender: o += "The payload has no sender."
        case .legacyDelivery(let delivery):
            switch delivery {
            case .off: o += "Legacy delivery is off (policies.legacyPushDelivery)."
            case .noModuleFindsItsPayload: o += "No module finds its own payload in it."
            case .handedTo(let module): o += "Handed to "; o.user(module); o += " the legacy way; not to be relied on."
            }
        case .senderUnknown(let sender, let declared):
            o += "No module declares the push sender "; o.user(sender, limit: 120); o += " (declared: "
            if declared.isEmpty { o += "none" }
            for (i, d) in declared.enumerated() {
                if i > 0 { o += ", " }
                o.user(d)
            }
            o += ")."
        case .senderMatches(let sender, let module):
            o.user(sender, limit: 120); o += " exactly equals the push sender of "; o.user(module); o += "."
        case .senderNotString(let kind): o += "sender is "; o.write(words(kind)); o += ", not a string."
        case .ownPayload(let problem, let module, let key):
            switch problem {
            case .topLevelRoute:
                o += "The route is at the top level; "; o.user(module); o += " reads data."; o.user(key); o += ".route."
            case .noData: o += "The payload has no data dictionary."
            case .dataNotObject(let kind): o += "data is "; o.write(words(kind)); o += ", not an object."
            case .noOwnEntry:
                o += "data has no "; o.user(key); o += " entry for "; o.user(module); o += "."
            case .ownNotObject(let kind): o += "data."; o.user(key); o += " is "; o.write(words(kind)); o += ", not an object."
            case .ownTextNotObject: o += "data."; o.user(key); o += " is a string that is not a JSON object's text."
            case .noRoute: o += "data."; o.user(key); o += " has no route."
            case .routeNotUsable(let kind): o += "data."; o.user(key); o += ".route is "; o.write(kind.map(words) ?? "empty"); o += "."
            }
        case .ownRoute(let module, let key, let route):
            o.user(module); o += " reads data."; o.user(key); o += ".route = "; o.user(route, limit: 120); o += "."
        case .navigateTo(let module, let route, let stage):
            if passed {
                o.user(module); o.write(" calls navigateTo(\""); o.user(route, limit: 120); o.write("\").")
            } else {
                o += "At the "; o.write(stage.rawValue); o += " stage the module does not call navigateTo."
            }
        case .android(let check): android(check, passed: passed, into: &o)
        }
    }

    /// "a space at character 12", "the non-ASCII character é at character 30".
    static func describe<S: WordSink>(_ invalid: InvalidCharacter, into o: inout S) {
        switch invalid {
        case .space(let at): o += "a space at character "; o.number(at)
        case .nonASCII(let scalar, let at):
            o += "the non-ASCII character "; o.user(String(Character(scalar))); o += " at character "; o.number(at)
        case .other(let scalar, let at):
            o += "the character "; o.user(String(Character(scalar))); o += " at character "; o.number(at)
        case .strayPercent: o += "a % sign that is not followed by two hex digits"
        }
    }

    /// The character as a link writes it encoded: `%20` for a space, `%C3%A9` for é, `%25` for a stray `%`.
    static func encoded<S: WordSink>(_ invalid: InvalidCharacter, into o: inout S) {
        let scalar: Unicode.Scalar
        switch invalid {
        case .space: scalar = " "
        case .nonASCII(let s, _), .other(let s, _): scalar = s
        case .strayPercent: scalar = "%"
        }
        PercentEncoding.encode(String(Character(scalar)), keeping: PercentEncoding.unreserved, into: &o)
    }

    static func suspicion<S: WordSink>(_ why: HostSuspicion, into o: inout S) {
        switch why {
        case .punycode: o += "is an internationalised (punycode) name, which can imitate another name"
        case .lookalike(let mapped):
            o += "is written with characters that only look like "; o.user(mapped, limit: 80)
            o += " (fullwidth letters, an ideographic full stop or a soft hyphen), which a browser reads as that name"
        case .percentEscapes: o += "is written with percent escapes, which hide what it really is"
        case .trailingDot: o += "ends with a dot"
        case .ipAddress: o += "is an IP address, not a domain name"
        case .port(let port): o += "names a port (:"; o.user(port, limit: 40); o += "), which the associated domain does not"
        }
    }

    /// Each module's answer in registration order, as the sample module's `handle` returns it:
    /// "Demo module claimed it (true); Banking declined (false)".
    static func moduleAnswers<S: WordSink>(_ answers: [ModuleAnswer], into o: inout S) {
        for (i, answer) in answers.enumerated() {
            if i > 0 { o += "; " }
            o.user(answer.module)
            switch answer.answer {
            case true?: o += " claimed it (true)"
            case false?: o += " declined (false)"
            case nil: o += " made no decision (nil)"
            }
        }
    }
}
