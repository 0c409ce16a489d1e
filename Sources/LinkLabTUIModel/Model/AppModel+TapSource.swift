import LinkLabFrames
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Where the customer tapped: the source key, the "chose Safari" memory F6 toggles, and the
/// browser page the phone shows when a link opened in Safari or Chrome, with OPEN on its banner.
extension AppModel {
    /// What Ctrl-\ cycles through on the platform: today's default first (a tap in another app, nobody having
    /// said so), then each other source; Safari and a web view also on a page of the FI's own site (P2).
    /// The banner's OPEN is not among them: it has its own key, on the page the browser shows (P13).
    var tapChoices: [Tap] {
        let sources = LinkNeighbourhood.sourceTaps(for: "https://\(configuration.associatedDomain)/", platform: configuration.platform)
        return [.unspecified] + sources.filter { $0.source != .app && $0.source != .banner }
    }

    /// Ctrl-\: the next source; every link opened from now on is tapped there.
    mutating func nextTapSource() {
        let choices = tapChoices
        let index = choices.firstIndex(of: state.tap) ?? 0
        let next = choices[(index + 1) % choices.count]
        session.setTap(next)
        notice = Wording.text(of: .tapSource(next, configuration.platform))
    }

    /// Back to the default source when the platform changes and the chosen one is not the new platform's.
    mutating func keepTapOnPlatform() {
        if !TapSource.sources(on: configuration.platform).contains(state.tap.source) { session.setTap(.unspecified) }
        if state.tap.page != nil, !state.tap.source.takesPage(on: configuration.platform) { session.setTap(.unspecified) }
    }

    /// The source in a few words, for the status line: "From: Safari, own site".
    package static func tapShort(_ tap: Tap) -> String {
        let own = tap.page == nil ? "" : ", own site"
        switch tap.source {
        case .app: return "app"
        case .safari: return "Safari" + own
        case .typed: return "typed"
        case .script: return "script"
        case .webView: return "web view" + own
        case .qr: return "QR code"
        case .chrome: return "Chrome"
        case .customTab: return "Custom Tab"
        case .banner: return "banner OPEN"
        }
    }

    /// A domain made safe and cut to 24 columns, so that every message naming one fits the status line at 80.
    static func shortDomain(_ domain: String) -> String {
        TextWrap.truncated(DisplayText.sanitize(domain, limit: 200), width: 24)
    }

    // MARK: The browser

    /// The page the browser shows: after the newest shown decision, when it opened a web page in the browser
    /// and the presenter has not gone back to the app (Esc).
    public var browserPage: BrowserPage? {
        let shown = shownDecisionCount
        guard shown > 0, browserClosedAt != shown, state.history.indices.contains(shown - 1) else { return nil }
        let decision = state.history[shown - 1]
        guard Self.carriesLink(decision.entry) else { return nil }
        return BrowserPage(after: decision, link: wholeLink(at: shown - 1), configuration: configuration)
    }

    /// Whether the banner's OPEN works now: a banner, and the app installed (else the banner says VIEW).
    var bannerOffersOpen: Bool { browserPage?.banner == true && state.app.installed }

    /// Esc on an empty line while the browser shows: back to the app, as the customer switches back.
    mutating func closeBrowser() {
        browserClosedAt = shownDecisionCount
        notice = Wording.text(of: .browserClosed)
    }

    /// Alt-O, or Enter on an empty line: OPEN on the Smart App Banner, a tap source of its own. The app opens
    /// with the page's link, and the phone forgets that the customer chose Safari for the domain (P10, P13).
    mutating func openFromBanner() -> [AppEffect] {
        guard let page = browserPage else {
            notice = Wording.text(of: .noBannerPage)
            return []
        }
        guard page.banner else {
            notice = Wording.text(of: .noBanner(page.platform))
            return []
        }
        guard state.app.installed else {
            notice = Wording.text(of: .bannerSaysView)
            return []
        }
        session.setBrowserRemembered(page.host, false)
        return apply(.openLinkFrom(page.url, Tap(source: .banner)))
    }

    // MARK: F6: the customer chose Safari

    /// F6's rows after the platform row: one per domain whose "chose Safari" memory can be set (iOS).
    /// After the platform row, and on Android the notification-permission row.
    var browserChoiceRowStart: Int { Prerequisite.of(configuration.platform).count + (configuration.platform == .android ? 4 : 3) }

    /// Toggles the phone's memory that the customer chose Safari for a domain (P10).
    mutating func toggleBrowserChoice(_ domain: String) {
        let chosen = !state.browserDomains.contains(domain)
        session.setBrowserRemembered(domain, chosen)
        let name = Self.shortDomain(domain)
        notice = Wording.text(of: chosen ? .choseSafari(domain: name) : .forgotSafari(domain: name))
    }
}
