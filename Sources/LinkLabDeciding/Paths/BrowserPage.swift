import LinkLabReading
import LinkLabFormats

/// The page the browser shows after a decision that opened a link in it (docs/contract.md, "Where the link
/// was tapped"): what the terminal app's phone draws as Safari or Chrome.
public struct BrowserPage: Sendable, Equatable {
    /// The link the browser shows, and the lowercased host its address bar names.
    public var url: String
    public var host: String
    public var platform: Platform
    /// The route of the FI's web page, when the link carries one.
    public var route: String?
    /// Whether the page shows the FI's Smart App Banner: on iOS, when the settings give an `appStoreID`.
    public var banner: Bool
    /// Whether the domain's links open the browser because the customer once chose it (P10).
    public var remembered: Bool

    /// The page shown after `decision`, or nil when the decision did not open a web page in the browser.
    /// `link` is the link as opened when the decision's echo was cut short (a link over 300 characters).
    public init?(after decision: Decision, link: String? = nil, configuration: FIConfiguration) {
        guard decision.outcome == .openedInBrowser else { return nil }
        let url = decision.path?.bannerLink ?? decision.path?.hops.last?.url ?? link ?? decision.input
        guard let host = LinkParts.webHost(ofLink: url) else { return nil }
        self.url = url
        self.host = host
        platform = configuration.platform
        route = decision.route
        banner = configuration.platform.rules.showsSmartAppBanner && (decision.path?.banner ?? (configuration.paths.appStoreID != nil))
        remembered = decision.path?.remembered != nil
    }
}

extension Session {
    /// Whether `link`, opened from `tap` in the session as it is now, reaches a screen or a module in the app:
    /// the check a corrected link must pass before it is offered or copied (docs/contract.md, P12).
    public func fixOpensApp(_ link: String, from tap: Tap) -> Bool {
        PathPlanner(engine: engine, browserDomains: state.browserDomains, installed: state.app.installed).navigates(link, from: tap)
    }

    /// The domains whose "chose Safari" memory F6 toggles (P10): the FI's associated domain, then the
    /// tracking domains that host their own AASA. iOS only: Android keeps no such memory in LinkLab.
    public var browserChoiceDomains: [String] {
        let config = app.configuration
        guard config.platform.rules.remembersBrowserChoice else { return [] }
        var domains = [config.associatedDomain.asciiLowercased()]
        for domain in config.paths.domainsWithAASA.map({ $0.asciiLowercased() }) where !domains.contains(domain) { domains.append(domain) }
        return domains
    }
}
