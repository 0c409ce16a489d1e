import LinkLabText
import LinkLabReading
import LinkLabDeciding

extension Wording {
    /// The sentence of a diagnostic, for a support agent to read aloud.
    /// `platform` names the phone in the sentences shared by iOS and Android.
    public static func message<S: WordSink>(_ finding: Finding, on platform: Platform, into o: inout S) {
        let stays: StaticString = "stays on the current screen."
        let phone: StaticString = platform == .android ? "Android" : "iOS"
        switch finding {
        case .inputTooLong(let bytes):
            o += "This link is "; o.number(bytes)
            o += " bytes long, far longer than a real link, so LinkLab did not read it. Check that it was copied in one piece and nothing was pasted after it."
        case .whitespaceTrimmed:
            o += "The link had spaces or line breaks around it, which LinkLab removed before reading it. Copy links without them: passed on as they are, they change how the whole link is read."
        case .copyArtefact(let artefact):
            switch artefact {
            case .trailingPunctuation(let mark):
                o += "The link ends in "; o.user(String(mark))
                o += ", as a link copied from the end of a sentence does. The app reads it as part of the link; without it, the link works."
            case .angleBrackets:
                o += "The link is wrapped in < >, as a mail program writes a link. They are not part of it; without them, the link works."
            case .quotes:
                o += "The link is wrapped in quotes, as copied from a message. They are not part of it; without them, the link works."
            case .htmlAmpersand:
                o += "The link holds &amp; where it means &, as a link copied out of a page's or a message's HTML does. LinkLab reads it as &, as a browser reading the HTML would; send the link with & alone."
            }
        case .emptyInput: o += "There is no link to read: the input is empty."
        case .hiddenCharactersInLink:
            o += "This link contains hidden control or text-direction characters, which can disguise where it really goes. LinkLab refuses it; "; o += phone; o += " would not open the app with it."
        case .invalidCharacters(let invalid):
            o += "This link contains "; describe(invalid, into: &o)
            o += platform == .android
                ? ", which a link may not hold. Android passes it on as written, but it is not a valid URL: a mail program or a web page may cut or change the link there. Write it encoded, as "
                : ", which a link may not hold. iOS would re-encode the whole link, % signs included, so the page it names may be garbled. Write it encoded, as "
            encoded(invalid, into: &o); o += "."
        case .notALink: o += "This is not a link that "; o += phone; o += " can read, so nothing would open."
        case .noScheme(let expected):
            o += "This is not a complete link: it does not start with "; o.user(expected); o += ":// or https://, so nothing would open."
        case .httpScheme:
            o += "This link starts with http://, but iOS opens an app from a web link only over https://, so it would open in the browser instead."
        case .wrongScheme(let written, let expected, let appName):
            o += "This link starts with "; o.user(written, limit: 40); o += "://, but the "; o.user(appName)
            o += " app's scheme is "; o.user(expected); o += "://, so "; o += phone; o += " would not open the app."
        case .intentLinkOnIOS:
            o += "This is Chrome's intent: link, which only Android reads. iOS has no intents and no app registers the scheme intent, so nothing would open. On iOS, link to the link the intent carries."

        case .schemeNotRegistered(let scheme):
            o += "The app does not register the "; o.user(scheme)
            o += " scheme in its Info.plist, so iOS would not open the app for this link. The app's developers must add it."
        case .customSchemeUserinfo: o += "This link hides text before an @ sign, a trick used to disguise links. LinkLab refuses it."
        case .missingSlashes(let scheme):
            o += "This link is missing the // after "; o.user(scheme); o += ":, so the app cannot read it and "; o += stays
        case .unclaimedModuleLink(let host, let isPage):
            o += "No module of the app claimed this link, so the app opens and "; o += stays
            if isPage { o += " To open the page "; o.user(host, limit: 80); o += ", use the built-in form instead." }
        case .targetPageMisspelled(let name):
            o += "This link spells the page parameter "; o.user(name, limit: 40)
            o += ", but the app only reads targetPage, with a capital P, so it "; o += stays
        case .routeInFragmentWithoutTargetPage:
            o += "The # in this link is not encoded, so the app receives no targetPage and stays on the current screen. Encode # as %23 and / as %2F."
        case .noTargetPage:
            o += "This link opens the app but does not say which page to show: it has no targetPage, so the app "; o += stays
        case .duplicateTargetPage(let count):
            o += "This link has targetPage "; o.number(count); o += " times. The app uses only the first one; remove the others."
        case .emptyTargetPageRouteInFragment:
            o += "The # in this link is not encoded, so "; o += phone; o += " cuts the link there: the app receives an empty targetPage and stays on the current screen. Encode # as %23 and / as %2F."
        case .emptyTargetPage:
            o += "This link's targetPage is empty, so the app does not know which page to show and "; o += stays
        case .fullURLInTargetPage:
            o += "This link's targetPage holds a whole web address. It must hold only the route, such as #/messages, encoded; the app "; o += stays
        case .doubleEncodedTargetPage(let value, let reencoded):
            if reencoded {
                o += "This link's targetPage is encoded once, but the link holds a character a link may not hold, so iOS "
                o += "percent-encodes the whole link again, % signs included (%2523 instead of %23). The app reads "
                o.user(value, limit: 120)
                o += " instead of a route and stays on the current screen. Encode that character in the link (see invalid-characters)."
            } else {
                o += "This link's targetPage was encoded twice (%2523 instead of %23), so the app reads "; o.user(value, limit: 120)
                o += " instead of a route and stays on the current screen. Encode it only once."
            }
        case .targetPageNotARoute(let value):
            o += "This link's targetPage is "; o.user(value, limit: 120)
            o += ", but it must be a route that starts with #/ (encoded %23%2F), so the app "; o += stays
        case .targetPageBareHashSlash:
            o += "This link's targetPage is #/ with nothing after it, so the app does not know which page to show and "; o += stays

        case .userinfoHidesHost(let host?, let domain) where host.equalsIgnoringASCIICase(domain):
            // `https://user@demo.q2.com/…`: the host is the bank's, but the user name still refuses it.
            o += "This link puts a user name and an @ sign before "; o.user(host, limit: 80)
            o += ". A genuine link never does, and "; o += phone; o += " would not open the app for it. Remove the part up to the @."
        case .userinfoHidesHost(let host, let domain):
            o += "This link hides its real destination behind an @ sign: it actually goes to "; o.user(host ?? "an unknown host", limit: 80)
            o += ", not "; o.user(domain); o += ". Treat it as suspicious; "; o += phone; o += " would not open the app."
        case .hostNotValid(let written, let domain):
            o += "This link's website "; o.user(written, limit: 80); o += " is not a valid host name, so it is not "; o.user(domain)
            o += " and "; o += phone; o += " would not open the app. Treat the link as suspicious."
        case .noHost: o += "This web link names no website, so nothing would open."
        case .suspiciousHost(let host, .lookalike(let mapped), _):
            o += "This link's website "; o.user(host, limit: 80); o += " is written with characters that only look like "
            o.user(mapped, limit: 80)
            o += " (fullwidth letters, an ideographic full stop or a soft hyphen). Foundation and browsers read it as "
            o.user(mapped, limit: 80)
            o += ", but a genuine link never needs these characters: treat it as a lookalike. LinkLab does not let it navigate."
        case .suspiciousHost(let host, let why, let domain):
            o += "This link's website "; o.user(host, limit: 80); o += " "; suspicion(why, into: &o)
            o += ", so it is not "; o.user(domain); o += " and "; o += phone; o += " would not open the app. Treat the link as suspicious."
        case .wrongAssociatedDomain(let host, let domain, let subdomain):
            o += "This link goes to "; o.user(host, limit: 80); o += ", but the app is associated only with "; o.user(domain)
            o += ", so iOS opens it in the browser instead of the app."
            if subdomain { o += " A subdomain needs its own applinks: entry in the app's entitlement." }
        case .missingEntitlement(let domain):
            o += "The app's Associated Domains entitlement does not include applinks:"; o.user(domain)
            o += ", so iOS opens every "; o.user(domain); o += " link in the browser. The app's developers must add it."
        case .provisioningMissing(let domain):
            o += "The app's provisioning profile lacks the Associated Domains capability, so iOS ignores the entitlement and opens "
            o.user(domain); o += " links in the browser. The profile must be regenerated with the capability."
        case .aasaMissingAppID(let appID):
            o += "The website's apple-app-site-association file does not list this app ("; o.user(appID)
            o += "), so iOS opens the link in the browser."
        case .aasaNoRule(let path):
            o += "The website's apple-app-site-association file has no rule for the path "; Wording.path(path, into: &o)
            o += ", so iOS opens the link in the browser instead of the app."
        case .aasaExcluded(let rule, let place):
            o += "The website's apple-app-site-association file excludes this link (rule "; Wording.rule(rule, at: place, into: &o)
            o += "), so iOS opens it in the browser instead of the app."
        case .associatedDomainDeveloperMode(let entry):
            o += "The entitlement lists "; o.user(entry, limit: 120)
            o += ": iOS uses a developer-mode entry only on a device with Associated Domains Development turned on (Settings › Developer), for a development-signed build, and reads the AASA file straight from the website. Customers' devices ignore it; a release build needs the entry without ?mode=developer."
        case .associatedDomainManagedMode(let entry):
            o += "The entitlement lists "; o.user(entry, limit: 120)
            o += ": iOS uses a managed-mode entry only on devices enrolled in mobile device management. Other customers' devices ignore it."
        case .provisioningProfileExpired(let file, let date):
            o += "The provisioning profile "; o.user(file, limit: 200); o += " expired on "; o.user(date)
            o += ". An App Store build is re-signed by Apple, so this profile does not ship and its expiry does not stop customers' phones opening the app;"
            o += " renew it (keep the Associated Domains capability) before the next development or ad hoc build, which does not launch while it is expired."
        case .provisioningProfileExpiredStopsLaunch(let file, let date, let build):
            o += "The provisioning profile "; o.user(file, limit: 200); o += " expired on "; o.user(date)
            o += ", so iOS does not launch the "; buildName(build, into: &o); o += " signed with it: no link or notification reaches the app."
            o += " Renew the profile in the Apple Developer account, re-sign the build with it and install it again."
        case .provisioningProfileAppIDMismatch(let file, let profileAppID, let appID, let build):
            o += "The provisioning profile "; o.user(file, limit: 200); o += " is for "; o.user(profileAppID, limit: 120)
            o += ", not the app's "; o.user(appID, limit: 120); o += ", so iOS does not launch the "; buildName(build, into: &o)
            o += " signed with it: no link or notification reaches the app. Make a profile for "; o.user(appID, limit: 120)
            o += ", re-sign the build with it and install it again."
        case .aasaTooLarge(let bytes):
            o += "The website's apple-app-site-association file is "; o.number(bytes)
            o += " bytes; iOS refuses a file over 128 KB, so it opens every link in the browser. Make the file smaller (substitution variables and defaults help)."
        case .targetPageNameCase(let path, let page):
            o += "This link's path "; Wording.path(path, into: &o); o += " spells "; o.user(page)
            o += " with different capitals. The app compares the page name letter for letter, so it does not treat the link as one of its pages."
        case .targetPageNameMissing(let path, let page):
            o += "This link's path "; Wording.path(path, into: &o); o += " does not contain "; o.user(page)
            o += ", so the app does not treat it as one of its pages."
        case .missingRouteFragment(let hasHash, let page, let appOpens):
            o += hasHash ? "This link has a # that is not followed by /route" : "This link has no #/route part"
            // "after uux.aspx" only when the link has that page: https://demo.q2.com/messages does not.
            if let page { o += " after "; o.user(page) }
            // Said only when true: a link iOS will not hand to the app does not open it.
            if appOpens { o += ", so the app opens but " } else { o += ", so even once "; o += phone; o += " opens the app, it " }
            o += stays

        case .unknownRoute(let path, let nearest):
            o += "The app does not know the page "; route(path, into: &o)
            o += ": no native module and no web page handles it, so the app "; o += stays
            if let nearest { o += " Did you mean "; route(nearest, into: &o); o += "?" }
        case .hiddenCharactersInRoute:
            o += "The page this link names contains hidden control or text-direction characters, which can disguise it. The app refuses it and "; o += stays
        case .routeTraversal:
            o += "The page this link names contains '..' or '.' steps, which try to climb out of the app's pages. The app refuses it and "; o += stays

        case .pendingReplaced(let old):
            o += "This newer link replaces the one stored before ("; label(old, into: &o); o += "); only the newest is shown after sign-in."
        case .deferredUntilSignIn(let pending):
            o += "You are signed out, so the app keeps this request and shows the login screen. After sign-in it shows the landing page first, then "
            label(pending, into: &o); o += "."
        case .pendingDiscarded(let pending):
            o += "Sign-in was cancelled, so the stored request ("; label(pending, into: &o)
            o += ") is discarded; it will not open after a later sign-in."
        case .transitionNotAllowed(let refusal): Wording.refusal(refusal, into: &o)
        case .appNotInstalled, .pushAppNotInstalled, .openedInBrowser, .deferredLinkStored, .deferredLinkRestored,
             .linkDroppedOnColdStart:
            appStateMessage(finding, into: &o)

        case .payloadNotObject(let kind):
            o += "This notification's payload is "; o.write(words(kind)); o += ", not an object with aps, sender and data, so no module can read it."
        case .pushSenderMissing:
            o += "This notification has no sender, so the app cannot tell which module it is for. Only legacy delivery, which nobody should rely on, could reach a module."
        case .legacyDelivery(let module):
            o += "LinkLab handed this sender-less notification to "; o.user(module); o += " the legacy way. Real devices may not: add a sender."
        case .pushSenderUnknown(let sender, let near):
            o += "This notification's sender is "; o.user(sender, limit: 120)
            o += ", but no module of the app declares that sender, so it reaches no module."
            if let near { o += " It differs from "; o.user(near); o += " only in capitals; senders must match exactly." }
        case .senderNotString(let kind):
            o += "This notification's sender is "; o.write(words(kind)); o += " instead of a module's sender text, so it reaches no module."
        case .routeAtTopLevel(let module, let key):
            o += "This notification has a route at the top level, but nothing navigates automatically: "; o.user(module)
            o += " reads only data."; o.user(key); o += ".route, so nothing happens."
        case .ownPayload(let problem, let module, let key):
            ownPayload(problem, module: module, key: key, into: &o)
        case .stageNoNavigation(let stage, let route):
            o += "This notification was "
            o += stage == .silent ? "delivered silently in the background" : "shown while the app was open"
            o += ", so it does not navigate. Only the customer tapping it opens "; Wording.route(route, into: &o); o += "."
        case .android(let finding): android(finding, into: &o)
        case .path(let finding): path(finding, platform: platform, into: &o)
        }
    }

    static func ownPayload<S: WordSink>(_ problem: PayloadProblem, module: String, key: String, into o: inout S) {
        switch problem {
        case .topLevelRoute:
            message(.routeAtTopLevel(module: module, key: key), on: .ios, into: &o)
        case .noData:
            o += "This notification has no data section, so "; o.user(module)
            o += " finds nothing of its own in it (it reads data."; o.user(key); o += ".route)."
        case .dataNotObject(let kind):
            o += "This notification's data is "; o.write(words(kind)); o += " instead of an object, so "; o.user(module); o += " cannot read it."
        case .noOwnEntry:
            o += "This notification's data has no "; o.user(key); o += " section, which is where "; o.user(module)
            o += " looks for its route, so nothing happens."
        case .ownNotObject(let kind):
            o += "This notification's data."; o.user(key); o += " is "; o.write(words(kind))
            o += " instead of an object with a route, so "; o.user(module); o += " cannot read it."
        case .ownTextNotObject:
            o += "This notification's data."; o.user(key); o += " is a string that is not JSON text for an object with a route, so "; o.user(module)
            o.write(" cannot read it. On Android send it as JSON text: \"{\\\"route\\\":\\\"messages\\\"}\".")
        case .noRoute:
            o += "This notification's data."; o.user(key); o += " has no route, so "; o.user(module); o += " does not know where to go."
        case .routeNotUsable(let kind):
            o += "This notification's data."; o.user(key); o += ".route is "; o.write(kind.map(words) ?? "empty")
            o += " instead of a route such as messages, so "; o.user(module); o += " does not know where to go."
        }
    }
}
