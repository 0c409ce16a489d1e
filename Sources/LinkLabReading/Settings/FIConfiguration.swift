/// The FI's settings as the Q2 Mobile App contract names them, plus the iOS prerequisites,
/// the modules and the policies LinkLab chose where the documentation is silent.
public struct FIConfiguration: Sendable, Equatable {
    /// A name for people, shown in the terminal app.
    public var name: String
    /// `urlScheme`: the app's custom URL scheme, e.g. `q2mob`.
    public var urlScheme: String
    /// `universalAndAppLinkAssociatedDomain`: the host of built-in Universal Links, e.g. `demo.q2.com`.
    public var associatedDomain: String
    /// `targetPageName`: the page that a Universal Link path must contain, e.g. `uux.aspx`.
    public var targetPageName: String
    /// The UUX page that built Universal Links point at.
    public var uuxPage: String
    /// The app's application identifier, `TeamID.bundleID`.
    public var appID: String
    /// The iOS prerequisites: what must hold before iOS opens the app at all.
    public var prerequisites: Prerequisites
    /// The app's modules in registration order.
    public var modules: [ModuleDeclaration]
    /// LinkLab's choices where the documentation leaves a behaviour open.
    public var policies: Policies
    /// A screens folder to use instead of the top-level `screens/`, relative to the settings file.
    public var screensDirectory: String?
    /// Whether the app is installed and running when the session starts (`appState`).
    public var appState: AppState = AppState()
    /// The deferred-link service that carries a destination across an install, if the FI uses one.
    public var deferredLinks: DeferredLinkService?
    /// `replayPace`: seconds the terminal app shows the landing page before a stored link replays;
    /// nil leaves it to the app (0.8 s). A presentation setting: the decisions do not depend on it.
    public var replayPace: Double?
    /// The values a settings file may choose for `replayPace`.
    public static let replayPaceRange = 0.0...10.0
    /// `platform`: the phone LinkLab emulates; iOS unless the settings or `--platform` say Android.
    public var platform: Platform = .ios
    /// `android`: the Android build of the app, used when `platform` is Android.
    public var android = AndroidApp()
    /// `redirects`, `tracking` and `appStoreID`: the way from a tap to the app (docs/contract.md, "Where the link was tapped").
    public var paths = LinkPathSettings()
    /// The settings file this FI was read from; nil for the embedded demo FI. The trace names it when a
    /// prerequisite holds by default because the file gives neither a flag nor a file for it.
    public var settingsFile: String?

    public init(
        name: String, urlScheme: String, associatedDomain: String, targetPageName: String,
        uuxPage: String, appID: String, prerequisites: Prerequisites, modules: [ModuleDeclaration],
        policies: Policies = Policies(), screensDirectory: String? = nil
    ) {
        self.name = name
        self.urlScheme = urlScheme
        self.associatedDomain = associatedDomain
        self.targetPageName = targetPageName
        self.uuxPage = uuxPage
        self.appID = appID
        self.prerequisites = prerequisites
        self.modules = modules
        self.policies = policies
        self.screensDirectory = screensDirectory
    }

    /// Whether the scheme, domain, page name or app ID is not the demo FI's: the defaults then are this FI's own.
    public var hasOwnIdentity: Bool {
        let demo = FIConfiguration.demo
        return urlScheme != demo.urlScheme || associatedDomain != demo.associatedDomain
            || targetPageName != demo.targetPageName || appID != demo.appID
    }

    /// The module with this identifier, if the app registers one.
    public func module(_ identifier: String) -> ModuleDeclaration? {
        modules.first { $0.identifier == identifier }
    }
}

/// What iOS needs before it hands a link to the app.
public struct Prerequisites: Sendable, Equatable {
    /// Info.plist registers `urlScheme` under CFBundleURLTypes.
    public var schemeRegistered: Bool
    /// The Associated Domains entitlement lists `applinks:{associatedDomain}`.
    public var associatedDomainsEntitlement: Bool
    /// The provisioning profile carries the Associated Domains capability.
    public var provisioningAssociatedDomains: Bool
    /// The website's apple-app-site-association file.
    public var aasa: AppSiteAssociation
    /// The partner's own files that decided these, when the settings name them.
    public var files: PartnerFiles
    /// The build emulated: the App Store build (the default), a development build or an ad hoc one.
    public var build: IOSBuild = .appStore
    /// The prerequisites no flag or file decided: they hold by default, for this FI's own scheme, domain,
    /// app ID and page name (README, "every prerequisite holds by default").
    public var defaults: Set<Prerequisite>

    public init(
        schemeRegistered: Bool = true, associatedDomainsEntitlement: Bool = true,
        provisioningAssociatedDomains: Bool = true, aasa: AppSiteAssociation, files: PartnerFiles = PartnerFiles(),
        defaults: Set<Prerequisite> = []
    ) {
        self.schemeRegistered = schemeRegistered
        self.associatedDomainsEntitlement = associatedDomainsEntitlement
        self.provisioningAssociatedDomains = provisioningAssociatedDomains
        self.aasa = aasa
        self.files = files
        self.defaults = defaults
    }
}

/// LinkLab's answers where the Q2 documentation leaves a choice open. Each is in docs/contract.md, "Assumptions".
public struct Policies: Sendable, Equatable {
    /// Whether continuity modules are offered links while nobody is signed in. When false, such a
    /// link is stored like a built-in one and offered to the modules after sign-in.
    public var moduleLinksWhileSignedOut: Bool
    /// Whether a push with no `sender` is still handed to modules the legacy way.
    public var legacyPushDelivery: Bool
    /// The longest link LinkLab evaluates, in bytes of UTF-8.
    public var maximumLinkLength: Int
    /// The lengths a settings file may choose for `maximumLinkLength`.
    public static let maximumLinkLengthRange = 64...1_000_000
    /// What happens to a link that arrives while the app launches.
    public var coldStartLinks: ColdStartLinks = .queue

    public init(moduleLinksWhileSignedOut: Bool = true, legacyPushDelivery: Bool = false, maximumLinkLength: Int = 8192) {
        self.moduleLinksWhileSignedOut = moduleLinksWhileSignedOut
        self.legacyPushDelivery = legacyPushDelivery
        self.maximumLinkLength = maximumLinkLength
    }
}
