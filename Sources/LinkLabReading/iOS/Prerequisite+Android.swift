
/// Android's prerequisites, as the Android engine checks them (docs/contract.md, "Android"): an intent
/// filter lists the custom scheme, the App Link filter has `autoVerify`, and the site's `assetlinks.json`
/// names the package with the signing certificate's fingerprint. Marking one missing changes only what
/// that check reads, so the next link fails at that check and nowhere else.
extension Prerequisite {
    var androidCode: DiagnosticCode {
        switch self {
        case .schemeIntentFilter: .intentFilterNoMatch
        case .appLinkAutoVerify: .appLinkMissingAutoVerify
        case .assetLinksListsPackage: .assetLinksMissingPackage
        default: .assetLinksWrongFingerprint
        }
    }

    func androidHolds(in config: FIConfiguration) -> Bool {
        let verdict = config.androidAssetLinks.verdict(packageName: config.androidPackage, fingerprints: config.android.certificateFingerprints,
                                                       version: config.android.version)
        switch self {
        case .schemeIntentFilter:
            return config.androidFilters.contains { $0.schemes.contains(config.urlScheme) }
        case .appLinkAutoVerify:
            let web = config.androidFilters.filter { $0.schemes.contains("https") && $0.hosts.contains(config.associatedDomain) }
            return web.isEmpty || web.contains { $0.autoVerify }
        case .assetLinksListsPackage:
            return verdict != .packageMissing
        default:
            if case .fingerprintMismatch = verdict { return false }
            if case .fileRefused = verdict { return false }
            return true
        }
    }

    func androidSetting(_ holds: Bool, in config: FIConfiguration, original: FIConfiguration) -> FIConfiguration {
        var c = config
        switch self {
        case .schemeIntentFilter:
            if holds {
                c.android.intentFilters = c.androidFilters + original.androidFilters.filter { $0.schemes.contains(c.urlScheme) }
            } else {
                c.android.intentFilters = c.androidFilters.compactMap { filter in
                    var f = filter
                    f.schemes.removeAll { $0 == c.urlScheme }
                    return f.schemes.isEmpty ? nil : f
                }
            }
        case .appLinkAutoVerify:
            c.android.intentFilters = c.androidFilters.map { filter in
                var f = filter
                if f.schemes.contains("https") { f.autoVerify = holds }
                return f
            }
        case .assetLinksListsPackage, .assetLinksFingerprint:
            if holds {
                c.android.assetLinks = original.android.assetLinks
                c.android.assetLinksFile = original.android.assetLinksFile
                if !self.androidHolds(in: c) { c.android.assetLinks = nil; c.android.assetLinksFile = nil }
            } else {
                // The site's file as it would be with this one mistake: another package, or another certificate.
                let other = self == .assetLinksListsPackage
                c.android.assetLinks = AssetLinks(statements: [
                    .init(relations: [AssetLinks.handleAllURLs], namespace: "android_app",
                          packageName: other ? c.androidPackage + ".other" : c.androidPackage,
                          fingerprints: other ? c.android.certificateFingerprints : [Self.otherFingerprint]),
                ])
                c.android.assetLinksFile = nil
            }
        default:
            break
        }
        return c
    }

    /// A signing fingerprint no app of the FI has: the certificate of a debug build, say.
    static let otherFingerprint =
        "00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF"
}
