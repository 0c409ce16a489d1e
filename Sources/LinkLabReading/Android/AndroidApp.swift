/// The Android build of the FI's app, as the settings file's `android` describes it: its package, its
/// signing certificate, the intent filters that decide which links it takes, and the site's
/// `assetlinks.json`. Anything left out is derived from the FI, so `--platform android` works on any settings.
public struct AndroidApp: Sendable, Equatable {
    /// `packageName`; nil means the bundle ID part of the FI's `appID`.
    public var packageName: String?
    /// `certificateFingerprints`: SHA-256 fingerprints of the app's signing certificates.
    public var certificateFingerprints: [String]
    /// Whether the settings gave `certificateFingerprints`; otherwise the demo fingerprint stands in, and the
    /// trace says so (a `default:` step).
    public var certificateFingerprintsGiven = false
    /// `intentFilters` or `manifest`; nil means the filters derived from the FI (`derivedFilters`).
    public var intentFilters: [IntentFilter]?
    /// The manifest's filters that take links but that Android never gives one (in a `<service>`, or an
    /// activity that is not exported or not enabled), shown when one would have taken a link.
    public var ignoredFilters: [IgnoredIntentFilter] = []
    /// `assetLinks` or `assetLinksFile`; nil means a file that vouches for the package and fingerprints.
    public var assetLinks: AssetLinks?
    /// Where an unverified App Link goes: the browser (Android 12 and later) or the chooser (before).
    public var unverifiedLinks: UnverifiedLinks
    /// The manifest and assetlinks files the settings named, shown in the trace.
    public var manifestFile: String?
    public var assetLinksFile: String?
    /// `android.version`: the Android release whose behaviour LinkLab emulates where it changed between
    /// releases (the verification model, namespaces in assetlinks.json, the escaped `\\.` in a `pathPattern`). Default: the newest emulated.
    public var version: Int = AndroidApp.newestVersion
    /// `android.sites`: other sites' files by URL (`https://HOST/.well-known/assetlinks.json`, or an `include`
    /// target). A host with no entry serves `assetLinks`/`assetLinksFile`.
    public var sites: [String: AssetLinksSite] = [:]
    /// `android.installReferrer`: whether the FI's web page passes a link's destination to Google Play in the
    /// install referrer, and the app reads it on its first launch (docs/contract.md, "App states on Android").
    public var installReferrer = true
    /// `android.openSupportedLinks`: what the customer chose in the app's "Open by default" settings; nil when
    /// they chose nothing, so verification alone decides (docs/contract.md, A34).
    public var openSupportedLinks: OpenSupportedLinks?
    /// `android.notificationPermission`: whether the customer granted the app POST_NOTIFICATIONS, which Android
    /// 13 (API 33) and later ask for before an app's notifications are shown (docs/contract.md, "FCM delivery
    /// on Android"). Default: granted.
    public var notificationPermission: NotificationPermission = .granted

    /// The Android releases LinkLab emulates; the newest is the default.
    public static let emulatedVersions = 6...16
    public static let newestVersion = emulatedVersions.upperBound

    /// The site Android fetches `assetlinks.json` from for a filter's host: a wildcard `*.example.com` is
    /// verified through example.com (developer.android.com/training/app-links/verify-android-applinks).
    public static func site(ofHost host: String) -> String {
        host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
    }

    public init(packageName: String? = nil, certificateFingerprints: [String] = [AndroidApp.demoFingerprint],
                intentFilters: [IntentFilter]? = nil, assetLinks: AssetLinks? = nil, unverifiedLinks: UnverifiedLinks = .browser,
                manifestFile: String? = nil, assetLinksFile: String? = nil) {
        self.packageName = packageName
        self.certificateFingerprints = certificateFingerprints
        self.intentFilters = intentFilters
        self.assetLinks = assetLinks
        self.unverifiedLinks = unverifiedLinks
        self.manifestFile = manifestFile
        self.assetLinksFile = assetLinksFile
    }

    /// The demo app's signing-certificate fingerprint (made up; 32 bytes, upper-case hex with colons).
    public static let demoFingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
}

/// An `assetlinks.json` the settings name for one URL, read, and the path it was read from.
public struct AssetLinksSite: Sendable, Equatable {
    public var assetLinks: AssetLinks
    public var file: String
}

/// The customer's choice in the app's "Open by default" settings (Android 6 to 11: "Open supported links";
/// Android 12 and later: the switch and the hosts added by hand).
public enum OpenSupportedLinks: String, Sendable, CaseIterable {
    /// Android 6 to 11: "Open in this app" (`INTENT_FILTER_DOMAIN_VERIFICATION_STATUS_ALWAYS`); Android 12 and
    /// later: every host of the app's web filters added by hand (`APPROVAL_LEVEL_SELECTION`).
    case always
    /// Android 6 to 11: "Ask every time" (`ALWAYS_ASK`); Android 12 and later have no such choice.
    case ask
    /// Android 6 to 11: "Don't open in this app" (`NEVER`); Android 12 and later: "Open supported links" off.
    case never
}

/// Whether the app may post notifications (`POST_NOTIFICATIONS`, a runtime permission from Android 13).
public enum NotificationPermission: String, Sendable, CaseIterable {
    case granted
    case denied

    /// The first Android release that asks for the permission (API 33).
    public static let firstAskedIn = 13
}

/// Where Android sends an App Link it could not verify.
public enum UnverifiedLinks: String, Sendable, CaseIterable {
    /// Android 12 and later: the default browser opens it.
    case browser
    /// Android 11 and earlier: the app chooser asks the user.
    case chooser
}

extension FIConfiguration {
    /// The Android package: `android.packageName`, or the bundle ID part of `appID`.
    public var androidPackage: String {
        if let name = android.packageName { return name }
        guard let dot = appID.firstIndex(of: ".") else { return appID }
        return String(appID[appID.index(after: dot)...])
    }

    /// The intent filters in force: the settings' own, or those derived from the FI.
    public var androidFilters: [IntentFilter] { android.intentFilters ?? derivedFilters }

    /// What the demo app's manifest declares, for this FI: a verified App Link filter for the associated
    /// domain and any path that ends in `/{targetPageName}` after one folder, and the custom scheme.
    public var derivedFilters: [IntentFilter] {
        [
            IntentFilter(schemes: ["https"], hosts: [associatedDomain], paths: [PathRule(.pathPattern, "/.*/" + targetPageName)],
                         autoVerify: true, origin: DemoWording.demoManifest),
            IntentFilter(schemes: [urlScheme], origin: DemoWording.demoManifest),
        ]
    }

    /// What `host`'s `assetlinks.json` says about the app on the emulated version, and the file it came from.
    package func assetLinks(forHost host: String) -> (AssetLinksVerdict, String?) {
        let (links, file) = assetLinksFile(forHost: host)
        return (links.verdict(packageName: androidPackage, fingerprints: android.certificateFingerprints, version: android.version), file)
    }

    /// The `assetlinks.json` `host` serves, and the file it was read from.
    package func assetLinksFile(forHost host: String) -> (AssetLinks, String?) {
        let url = "https://" + host.asciiLowercased() + "/.well-known/assetlinks.json"
        return android.sites[url].map { ($0.assetLinks, Optional($0.file)) } ?? (androidAssetLinks, android.assetLinksFile)
    }

    /// The site's `assetlinks.json` in force: the settings' own, or one that vouches for the app.
    public var androidAssetLinks: AssetLinks {
        android.assetLinks ?? AssetLinks(statements: [
            .init(relations: [AssetLinks.handleAllURLs], namespace: "android_app", packageName: androidPackage,
                  fingerprints: android.certificateFingerprints),
        ])
    }
}
