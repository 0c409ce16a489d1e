import LinkLabText
import LinkLabReading
import LinkLabDeciding

/// The words of the way from a tap to the app (docs/contract.md, "Where the link was tapped"): each hop,
/// the path's findings, and the two sentences every decision made with a source carries.
extension Wording {
    /// What a source is, for people: "a tap in another app (Mail, Messages)".
    public static func source<S: WordSink>(_ source: TapSource, platform: Platform, into o: inout S) {
        switch source {
        case .app: o += platform == .ios ? "a tap in another app (Mail, Messages, Notes)" : "a tap in another app (ACTION_VIEW)"
        case .safari: o += "a tap on a web page in Safari"
        case .typed: o += platform == .ios ? "typed or pasted into Safari's address bar" : "typed or pasted into Chrome's address bar"
        case .script: o += "a page's script, without a tap"
        case .webView: o += platform == .ios ? "a tap inside another app's web view" : "a tap inside another app's WebView"
        case .qr: o += "the Camera's code banner"
        case .chrome: o += "a tap on a web page in Chrome"
        case .customTab: o += "a page in a Chrome Custom Tab"
        case .banner: o += "OPEN on Safari's Smart App Banner, which opens the app with the page's link"
        }
    }

    public static func source(_ source: TapSource, platform: Platform) -> String {
        text { Wording.source(source, platform: platform, into: &$0) }
    }

    /// Why a hop opened what it opened.
    public static func hopReason<S: WordSink>(_ hop: Hop, platform: Platform, into o: inout S) {
        let browser: StaticString = platform == .ios ? "Safari" : "the browser"
        switch hop.why {
        case .appClaims: o += "the app's associated domain claims it, so the phone gives it to the app"
        case .bannerOpen: o += "OPEN on the Smart App Banner gives the page's link to the app, and the app's rules take it"
        case .linkRules: o += "the phone does not give it to the app, so "; o.write(literal: browser); o += " opens it; the checks say why"
        case .nothingOpens: o += "nothing opens it; the checks say why"
        case .trackingAASA(let host):
            o += "the AASA on "; o.user(host, limit: 80); o += " claims it, so the app receives the tracking link itself"
        case .samePage(let host, let source):
            o += "a tap on a page of the same domain ("; o.user(host, limit: 80); o += ") stays in "
            if source == .webView { o += platform == .ios ? "the web view" : "the WebView" } else { o.write(literal: browser) }
        case .appNotInstalled:
            o += "the app is not installed, so "
            if hop.opens == .browser { o.write(literal: browser); o += " opens it" } else { o += "nothing opens it" }
        case .customScheme(let prompted):
            if prompted, platform == .ios {
                o += "the app registered this scheme; Safari first asks whether to open it in the app, and the app opens when the customer allows it"
            } else {
                o += "the app registered this scheme, so the phone gives it to the app"
            }
        case .source(let source):
            o += "the browser opens it: "; Wording.source(source, platform: platform, into: &o)
        case .remembered(let domain):
            o += "the customer once chose "; o.write(literal: browser); o += " for "; o.user(domain, limit: 80)
            o += ", and the phone remembers"
        case .serverRedirect(let from, let wrapper):
            o.write(literal: browser); o += " followed "
            if let wrapper { o.user(name(of: wrapper), limit: 80) } else { o += "the redirect" }
            o += " from "; o.user(from, limit: 80); o += " and stays in the browser (serverRedirects: browser)"
        case .redirectToApp(let from):
            o += "after the redirect from "; o.user(from, limit: 80); o += " the phone offers the link to the app (serverRedirects: app)"
        case .appResolves(let from):
            o += "the app follows the link from "; o.user(from, limit: 80); o += " itself (appResolvesTrackingLinks)"
        }
    }

    /// A link wrapper's name, as its maker calls it: the vendor and its product ("Proofpoint URL Defense"), or
    /// "click tracking" for a redirect on a host no table knows. A partner's entry names its own vendor: write it
    /// with `o.user`.
    public static func name(of wrapper: LinkWrapper) -> String {
        guard let vendor = wrapper.vendor else { return "click tracking" }
        guard let product = wrapper.product else { return vendor }
        return vendor + " " + product
    }

    public static func hopReason(_ hop: Hop, platform: Platform) -> String { text { hopReason(hop, platform: platform, into: &$0) } }

    static func path<S: WordSink>(_ finding: PathFinding, platform: Platform, into o: inout S) {
        switch finding {
        case .wrapped(let wrapper, let host, let destination):
            o += "The link is wrapped by "
            if let wrapper { o.user(name(of: wrapper), limit: 80) } else { o += "a redirect" }
            o += " on "; o.user(host, limit: 80)
            if let destination { o += "; it sends the customer to "; o.user(destination, limit: 200); o += "." } else { o += "." }
            o += " The phone judges the wrapper's domain, not the destination's."
        case .destinationUnknown(let wrapper, let host):
            if let wrapper { o.user(name(of: wrapper), limit: 80) } else { o += "The redirect" }
            o += " on "; o.user(host, limit: 80)
            o += " carries only a token, so LinkLab cannot read where it goes: give it with --redirects-to URL or a redirects entry in the settings."
        case .redirectLoop(let url):
            o += "The redirects come back to "; o.user(url, limit: 200); o += ", so the page never loads."
        case .tooManyHops(let limit):
            o += "The link redirects more than "; o.number(limit); o += " times, so LinkLab stops following it."
        case .sourceOpensBrowser(let source, let page):
            o += "From "; Wording.source(source, platform: platform, into: &o)
            if let page { o += " on "; o.user(page, limit: 80) }
            switch source {
            case .webView: o += platform == .ios ? ", the web view keeps the link" : ", the WebView keeps the link"
            case .customTab: o += ", the Custom Tab shows the page itself"
            default: o += ", the browser opens the link"
            }
            o += " even though a tap from another app would open the app."
        case .rememberedBrowser(let domain):
            o += "This phone remembers that the customer chose the browser for "; o.user(domain, limit: 80)
            o += ", so its links open the website until they pick Open in the app (touch and hold the link) or tap OPEN on the banner."
        case .trackingURLInApp(let host):
            o += "The app received the tracking link on "; o.user(host, limit: 80)
            o += ", not the destination: it has no targetPage and no #/ route, so the app stays where it is."
        }
    }

    static func path<S: WordSink>(_ conclusion: PathConclusion, into o: inout S) {
        switch conclusion {
        case .browser(let host, let banner, let platform):
            o.write(literal: platform == .ios ? "Safari" : "The browser"); o += " shows the page on "; o.user(host, limit: 80)
            o += ", not the app"
            o += banner ? "; the Smart App Banner offers OPEN." : "."
        case .trackingStays(let title):
            o += "The app opens with the tracking link and stays on the current screen ("; o.user(title); o += ")."
        case .stopped: o += "The link never reaches a page: LinkLab stopped following its redirects."
        }
    }

    /// The sentence a support agent reads aloud to the customer.
    public static func customerSays(_ d: Decision) -> String { text { customerSays(d, into: &$0) } }

    public static func customerSays<S: WordSink>(_ d: Decision, into o: inout S) {
        let path = d.path
        let browser: StaticString = path?.platform == .android ? "the browser" : "Safari"
        // Only Safari shows the Smart App Banner: Chrome, Custom Tabs and WebViews show none.
        let openHint: StaticString = path?.banner == true && path?.platform != .android
            ? " Tap OPEN on the banner at the top of the page to continue in the app."
            : " Open the app and go to the page from its menu."
        if path?.installed == false, d.diagnostics.contains(where: { $0.code == .openedInBrowser || $0.code == .appNotInstalled }) {
            notInstalledCustomerSays(d, into: &o)
            return
        }
        // OPEN on the Smart App Banner is what the customer tapped (P13).
        let tapping: StaticString = path?.tap.source == .banner ? "Tapping OPEN on the banner" : "Tapping the link"
        switch d.outcome {
        case .navigated: o.write(literal: tapping); o += " opens the app on the right page."
        case .deferred: o.write(literal: tapping); o += " opens the app; after you sign in it takes you to the page."
        case .handledByModule: o.write(literal: tapping); o += " opens the app, which takes it from there."
        case .stayed:
            if d.diagnostics.contains(where: { $0.code == .trackingURLInApp }) {
                o += "The app opens but cannot tell where the link was going, so it stays on its first screen. Go to the page from the app's menu."
            } else {
                o += "The app opens but this link does not lead to a page in it. Go to the page from the app's menu."
            }
        case .openedInBrowser:
            if let domain = path?.remembered {
                o += "Your phone remembers that you chose "; o.write(literal: browser); o += " for "; o.user(domain, limit: 80)
                o += ". Touch and hold the link and choose to open it in the app, or tap OPEN on the banner: from then on these links open the app."
            } else if path?.tap.source == .banner {
                o += "OPEN on the banner brings you back to this page: the app does not take this page's link."
                o += " Open the app and go to the page from its menu."
            } else if let source = path?.tap.source, source == .typed {
                o += "A link typed or pasted into the address bar always opens the website. Tap the link in the email or message instead."
                o.write(literal: openHint)
            } else if let source = path?.tap.source, source == .script {
                o += "The page moved on by itself, so the website opened."; o.write(literal: openHint)
            } else if d.diagnostics.contains(where: { $0.code == .sourceOpensBrowser }), path?.tap.source == .webView {
                o += path?.platform == .android ? "A link tapped in another app's WebView stays in that WebView." : "A link to the same website stays in the web view it was tapped in."
                o += " Open the app and go to the page from its menu."
            } else if d.diagnostics.contains(where: { $0.code == .sourceOpensBrowser }), path?.tap.source == .customTab {
                o += "A link opened in a Custom Tab shows its page in the tab. Open the app and go to the page from its menu."
            } else if d.diagnostics.contains(where: { $0.code == .sourceOpensBrowser }) {
                o += "A link on the same website stays in the browser."; o.write(literal: openHint)
            } else if path?.trackingHost != nil {
                o += "The link in the message goes through a tracking or security service first, so your phone opened the website."
                o.write(literal: openHint)
            } else {
                o += "This link is not set up to open the app, so your phone opened the website."; o.write(literal: openHint)
            }
        case .notOpened:
            if d.diagnostics.contains(where: { $0.code.stopsLaunch }) {
                o += "The build of the app on this phone no longer opens: its provisioning profile has expired or is for another app. "
                o += "Install a current build from the bank's team, then tap the link again."
            } else {
                o += "This link cannot open anything on your phone. Open the app yourself and go to the page from its menu."
            }
        }
    }

    /// The change on the bank's side that would fix it for every customer, worded as an action.
    public static func bankFix(_ d: Decision) -> String { text { bankFix(d, into: &$0) } }

    public static func bankFix<S: WordSink>(_ d: Decision, into o: inout S) {
        let path = d.path
        let android = path?.platform == .android
        let siteFile: StaticString = android ? "an assetlinks.json" : "an apple-app-site-association file"
        if d.outcome.isSuccess { o += "Nothing to fix: the link works from here."; return }
        if path?.installed == false, d.diagnostics.contains(where: { $0.code == .openedInBrowser || $0.code == .appNotInstalled }) {
            notInstalledBankFix(d, into: &o)
            return
        }
        if d.diagnostics.contains(where: { $0.code == .provisioningProfileAppIDMismatch }) {
            o += "Make a provisioning profile for the app's ID, re-sign the build with it and install it again on the registered devices."
            return
        }
        if d.diagnostics.contains(where: { $0.code == .provisioningProfileExpiredStopsLaunch }) {
            o += "Renew the provisioning profile in the Apple Developer account, re-sign the build with it and install it again on the registered devices."
            return
        }
        if let domain = path?.remembered {
            o += "Nothing to change for other customers: only this phone remembers the choice for "; o.user(domain, limit: 80); o += "."
            return
        }
        if d.diagnostics.contains(where: { $0.code == .trackingURLInApp }), let host = path?.trackingHost {
            o += "Have the app resolve tracking links (follow "; o.user(host, limit: 80)
            o += "'s redirect to its destination), or keep app links out of click tracking."
            return
        }
        if let path, path.trackingHost != nil, d.diagnostics.contains(where: { $0.code == .linkWrapped || $0.code == .wrapperDestinationUnknown }) {
            wrapperFix(path, siteFile: siteFile, into: &o)
            return
        }
        if let source = path?.tap.source, source == .typed || source == .script || source == .customTab
            || (source == .webView && android) || d.diagnostics.contains(where: { $0.code == .sourceOpensBrowser }) {
            if android {
                // Android has no Smart App Banner: the page itself offers the app (docs/contract.md, P7).
                o += "Nothing to fix in the link: give customers a link to tap in a message (another app's ACTION_VIEW opens the App Link); "
                o += "the page can offer the app with a link or button that opens it."
                return
            }
            o += "Nothing to fix in the link: give customers a link to tap in a message, or a page on another domain; "
            if path?.banner == true {
                o += "the site's Smart App Banner already offers OPEN."
            } else {
                o += "add a Smart App Banner (the apple-itunes-app meta tag with the app's App Store ID) so the page offers OPEN."
            }
            return
        }
        if let fix = path?.checkedFix {
            o += "Send the corrected link: "; o.user(fix, limit: 240); o += "."
            return
        }
        if let first = d.diagnostics.first(where: { $0.severity == .error }) {
            o += "Fix the cause LinkLab names first ("; o.write(first.code.rawValue); o += "): "; message(first.finding, on: first.platform, into: &o)
            return
        }
        o += "Send a link built with linklab build."
    }

    /// Why `banner` is no source on Android (docs/contract.md, P13).
    public static let noBannerOnAndroid =
        "Android has no Smart App Banner (Chrome shows none), so there is no OPEN to tap; use chrome for a tap on a web page, or app"

    /// "unknown source 'x' on ios: use one of app, safari, …", the name escaped.
    public static func sentence(for error: TapSourceError) -> String {
        if error.isBannerOnAndroid { return "no source 'banner' on android: " + noBannerOnAndroid }
        let other: Platform = error.platform == .ios ? .android : .ios
        let elsewhere = TapSource.sources(on: other).contains { $0.rawValue == error.text }
        return "unknown source '\(DisplayText.sanitize(error.text, limit: 40))' on \(error.platform.rawValue)"
            + (elsewhere ? " (it is an \(other.rawValue) source)" : "")
            + ": use one of \(error.accepted.joined(separator: ", "))"
    }
}
