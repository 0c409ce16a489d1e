import LinkLabText
import LinkLabFormats
import LinkLabReading

/// One stop on the way from the tap to the screen: the URL, what the phone (or browser) opens there, and why.
public struct Hop: Sendable, Equatable {
    /// What opens at a hop.
    public enum Opens: String, Sendable {
        case app
        case browser
        /// Nothing opens it: a refused link, or a custom scheme no app registered.
        case nothing
    }

    /// The URL, sanitised for display.
    public var url: String
    public var opens: Opens
    public var why: HopReason
    /// The wrapper read from this hop's link, or nil.
    public var wrapper: LinkWrapper? = nil
    /// Who added this hop: the wrapper's maker, `bank` for a host the settings name as the bank's, or nil.
    public var addedBy: WrapperOwner? = nil

    public init(url: String, opens: Opens, why: HopReason) {
        self.init(shown: DisplayText.sanitize(url, limit: .max), opens: opens, why: why)
    }

    /// A hop whose URL is given as shown: `DisplayText.sanitize(url, limit: .max)`.
    init(shown: String, opens: Opens, why: HopReason) {
        self.url = shown
        self.opens = opens
        self.why = why
    }

    /// The hop of a URL the engine has just read, shown as the engine echoed it: the echo
    /// (`LinkEvaluation.input`) is the URL sanitised within `DisplayText.defaultLimit`, which is the same text
    /// as sanitised without a limit whenever the URL is within it, so it is not sanitised again
    /// (docs/performance.md, "Shortcuts kept").
    init(url: String, echo: String, opens: Opens, why: HopReason) {
        if url.utf8.count <= DisplayText.defaultLimit {
            self.init(shown: echo, opens: opens, why: why)
        } else {
            self.init(url: url, opens: opens, why: why)
        }
    }
}

/// Why a hop opened what it opened, as facts (worded in Wording+Paths).
public enum HopReason: Sendable, Equatable {
    /// The phone's usual rules gave the link to the app (the trace says which checks passed).
    case appClaims
    /// OPEN on Safari's Smart App Banner handed the page's link to the app, and the app's rules take it (P13).
    case bannerOpen
    /// The phone's usual rules did not give the link to the app (the trace names the failed check).
    case linkRules
    /// Nothing opens this link (the trace names why).
    case nothingOpens
    /// The tracking domain's own AASA claims the link, so the app receives the tracking URL.
    case trackingAASA(host: String)
    /// A tap on a page of the same domain stays where the page is: Safari, or the web view (`source`).
    case samePage(host: String, source: TapSource)
    /// The app is not installed: the browser opens a web link (A27), and nothing opens a custom scheme (A28).
    case appNotInstalled
    /// A link in the app's registered custom scheme goes to the app; `prompted` when iOS asks first (a
    /// typed link or a page's script).
    case customScheme(prompted: Bool)
    /// The source always opens the browser.
    case source(TapSource)
    /// The customer once chose the browser for this domain, and the phone remembers.
    case remembered(domain: String)
    /// The browser followed the wrapper or tracker to its destination, and stays (the default policy).
    case serverRedirect(from: String, wrapper: LinkWrapper?)
    /// The destination after a server redirect was offered to the app (`serverRedirects: app`).
    case redirectToApp(from: String)
    /// The app received a tracking link and followed it itself (`appResolvesTrackingLinks`).
    case appResolves(from: String)
}

/// What a path found, beyond the link's own problems (codes in DiagnosticCode, "Paths").
public enum PathFinding: Sendable, Equatable {
    /// The link is wrapped (or tracked); the destination it carries, if any.
    indirect case wrapped(LinkWrapper?, host: String, destination: String?)
    /// A wrapper or tracker that carries only a token: its destination must be given.
    indirect case destinationUnknown(LinkWrapper?, host: String)
    /// The way redirects back to a link already visited.
    case redirectLoop(url: String)
    /// More hops than LinkLab follows.
    case tooManyHops(limit: Int)
    /// The source opened the browser where a tap from an app would have opened the app.
    case sourceOpensBrowser(TapSource, pageHost: String?)
    /// The phone remembers that the customer chose the browser for this domain.
    case rememberedBrowser(domain: String)
    /// The app received the tracking URL, not the destination, and has no route to read.
    case trackingURLInApp(host: String)

    public var code: DiagnosticCode {
        switch self {
        case .wrapped: .linkWrapped
        case .destinationUnknown: .wrapperDestinationUnknown
        case .redirectLoop: .redirectLoop
        case .tooManyHops: .tooManyHops
        case .sourceOpensBrowser: .sourceOpensBrowser
        case .rememberedBrowser: .browserRemembered
        case .trackingURLInApp: .trackingURLInApp
        }
    }
}

/// How a path from a tap ended, when it did not end as a plain link in the app.
public enum PathConclusion: Sendable, Equatable {
    /// The browser shows `url`'s page; `banner` when the site's Smart App Banner offers OPEN.
    case browser(host: String, banner: Bool, platform: Platform)
    /// The app opened with the tracking URL and stays on `title`.
    case trackingStays(title: String)
    /// LinkLab stopped following the way (a loop, or too many hops).
    case stopped
}

/// Where a decision's link was tapped and the way it took: `from` and `hops` in `--json`, and the facts the
/// customer's sentence and the bank's fix are worded from.
public struct DecisionPath: Sendable, Equatable {
    public var tap: Tap
    public var platform: Platform
    public var hops: [Hop]
    /// The wrapper or tracker the way went through, and its host.
    public var wrapper: LinkWrapper?
    public var trackingHost: String?
    /// The host of the innermost hop the bank controls (`addedBy` is `bank`) that sent the way on, if any.
    public var bankHost: String? {
        hops.dropLast().last(where: { $0.addedBy == .bank }).flatMap { LinkParts.webHost(ofLink: $0.url) }
    }
    /// Who added the first wrapper on the way, when the way went through one.
    public var wrapperAddedBy: WrapperOwner? { hops.first(where: { $0.wrapper != nil })?.addedBy }
    /// The domain whose remembered browser choice changed the decision.
    public var remembered: String?
    /// Whether the site's Smart App Banner offers OPEN (the FI has an App Store ID).
    public var banner: Bool
    /// The link the banner's OPEN hands to the app: the page the browser shows.
    public var bannerLink: String?
    /// The corrected link LinkLab checked from the same source, if there is one.
    public var checkedFix: String?
    /// The app's name, for the customer's sentence.
    public var appName: String
    /// Whether the app was installed when the link was tapped.
    public var installed = true

    /// The last hop's answer.
    public var endsIn: Hop.Opens { hops.last?.opens ?? .nothing }
}
