import LinkLabFormats

/// Where the customer tapped (or typed) a link: the first thing that decides whether the phone gives it to
/// the app (docs/contract.md, "Where the link was tapped"). The raw values are what `--from`, the `from`
/// column of check lists and the `from` key of scenario steps accept.
public enum TapSource: String, Sendable, CaseIterable {
    /// Mail, Messages, Notes or any app that opens the link with `openURL` (Android: another app's ACTION_VIEW).
    case app
    /// A tap on a web page in Safari (iOS).
    case safari
    /// Typed or pasted into the browser's address bar.
    case typed
    /// A page's script navigated without a tap.
    case script
    /// A tap inside another app's web view (iOS: WKWebView or SFSafariViewController; Android: WebView).
    case webView = "web-view"
    /// The Camera's code banner (iOS).
    case qr
    /// A tap on a web page in Chrome (Android).
    case chrome
    /// A page shown in a Chrome Custom Tab (Android).
    case customTab = "custom-tab"
    /// OPEN on Safari's Smart App Banner (iOS): the app opens with the page's link (docs/contract.md, P13).
    case banner

    /// The sources LinkLab models on a platform, in the order the terminal app cycles through them.
    public static func sources(on platform: Platform) -> [TapSource] {
        switch platform {
        case .ios: [.app, .safari, .typed, .script, .webView, .qr, .banner]
        case .android: [.app, .chrome, .typed, .script, .webView, .customTab]
        }
    }

    /// Whether a `--page` (the page the tap was on) means something for this source on `platform`.
    public func takesPage(on platform: Platform) -> Bool {
        platform == .ios && (self == .safari || self == .webView)
    }

    /// The source named `text` on `platform`, or the error line that lists the ones it accepts.
    public static func parse(_ text: String, on platform: Platform) -> Result<TapSource, TapSourceError> {
        let all = sources(on: platform)
        if let source = all.first(where: { $0.rawValue == text }) { return .success(source) }
        return .failure(TapSourceError(text: text, platform: platform, accepted: all.map(\.rawValue)))
    }
}

/// A `--from` value the platform does not model, worded as one line.
public struct TapSourceError: Error, Sendable, Equatable {
    public var text: String
    public var platform: Platform
    public var accepted: [String]

    /// `banner` asked for on Android, which has no Smart App Banner: a refusal of its own (docs/contract.md, P13).
    public var isBannerOnAndroid: Bool { platform == .android && text == TapSource.banner.rawValue }
}

/// Everything about where one link was opened: the source, the page a tap was on, and a destination the
/// support agent knows for a wrapper that is only a token (`--redirects-to`).
public struct Tap: Sendable, Equatable {
    public var source: TapSource
    /// The page the customer tapped on, for `safari` and `web-view`; nil means a page of another domain.
    public var page: String?
    /// Where a token-only wrapper or tracker sends the link, when the agent knows it.
    public var redirectsTo: String?
    /// Whether someone chose the source (an explicit `app` included). Decisions say where they were tapped
    /// only then, or when the path had more than one hop, so that today's output stays as it was.
    public var explicit: Bool

    public init(source: TapSource = .app, page: String? = nil, redirectsTo: String? = nil, explicit: Bool = true) {
        self.source = source
        self.page = page
        self.redirectsTo = redirectsTo
        self.explicit = explicit
    }

    /// Today's behaviour: a link opened from another app, nobody having said so.
    public static let unspecified = Tap(source: .app, explicit: false)

    /// The host of the page tapped on (`https://demo.q2.com/` → `demo.q2.com`), read by the core's reader.
    public var pageHost: String? { page.flatMap { LinkParts.webHost(ofLink: $0) } }
}

/// What Safari does with a link reached through a server redirect after a tap: the sources disagree
/// (docs/contract.md, "Where the link was tapped", P9), so the settings choose.
public enum ServerRedirectPolicy: String, Sendable, Equatable, CaseIterable {
    /// Safari shows the destination page (the default).
    case browser
    /// iOS offers the destination to the app, as a tap would.
    case app
}

/// The settings about the way to the app: click trackers and their destinations, tracking domains that host
/// their own AASA, and what the app and Safari do with them (docs/contract.md, "Where the link was tapped").
public struct LinkPathSettings: Sendable, Equatable {
    /// `redirects`: tracking host (lowercased) → the destination its links send the customer to.
    public var redirects: [String: String] = [:]
    /// `tracking.domainsWithAASA`: click-tracking hosts that host an AASA claiming the app (the ESPs' fix).
    public var domainsWithAASA: [String] = []
    /// `tracking.appResolvesTrackingLinks`: the app follows a tracking link it receives to its destination.
    public var appResolvesTrackingLinks = false
    /// `tracking.serverRedirects`: what happens at a server redirect reached after a tap.
    public var serverRedirects: ServerRedirectPolicy = .browser
    /// `appStoreID`: the app's App Store ID, which the site's Smart App Banner names.
    public var appStoreID: String?
    /// `wrappers`: a partner's own trackers and gateways, read before LinkLab's `WrapperTable`.
    public var wrappers: [LinkWrapper] = []
    /// The most hops LinkLab follows before it stops (too-many-hops).
    public static let maximumHops = 8

    public init() {}

    /// Whether `host` is a tracking domain with its own AASA.
    public func hasOwnAASA(_ host: String) -> Bool {
        domainsWithAASA.contains { $0.equalsIgnoringASCIICase(host) }
    }

    /// The destination the settings give for links on `host`.
    public func destination(forHost host: String) -> String? {
        redirects[host.asciiLowercased()]
    }
}
