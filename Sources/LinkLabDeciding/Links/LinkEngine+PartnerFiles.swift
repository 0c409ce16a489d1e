import LinkLabReading

/// The trace steps that name the partner's own file behind each prerequisite (settings
/// `prerequisites.infoPlistFile`, `entitlementsFile`, `provisioningProfileFile` and `aasaFile`).
extension LinkEngine {
    var files: PartnerFiles { config.prerequisites.files }

    /// After the scheme-registered check: which Info.plist said so.
    func recordInfoPlist(trace: inout Trace) {
        recordDefault(.schemeRegistered, value: config.urlScheme, trace: &trace)
        guard let plist = files.infoPlist else { return }
        record(.partnerFile(.infoPlist(file: plist.file, scheme: config.urlScheme, schemes: plist.schemes)),
               passed: config.prerequisites.schemeRegistered, trace: &trace)
    }

    /// After the entitlement check: which entitlements entry said so, and whether it works only in a mode.
    func recordEntitlementsFile(trace: inout Trace) {
        recordDefault(.associatedDomainsEntitlement, value: "applinks:" + config.associatedDomain, trace: &trace)
        guard let entitlements = files.entitlements else { return }
        let domain = config.associatedDomain
        let entry = entitlements.entry(covering: domain)
        let holds = config.prerequisites.associatedDomainsEntitlement
        record(.partnerFile(.entitlements(file: entitlements.file, domain: domain, entry: entry?.raw)), passed: holds, trace: &trace)
        guard let entry else { return }
        // An App Store build ignored a developer-mode entry: the warning names why the entitlement failed.
        guard holds else {
            if entry.developerOnly { trace.diagnose(.associatedDomainDeveloperMode(entry: entry.raw)) }
            return
        }
        if entry.developerOnly {
            trace.diagnose(.associatedDomainDeveloperMode(entry: entry.raw))
        } else if entry.managedOnly {
            trace.diagnose(.associatedDomainManagedMode(entry: entry.raw))
        }
    }

    /// After the provisioning check: which profile said so, and whether it has expired. On a development or ad
    /// hoc build an expired profile stops the launch instead (`appLaunches`); on an App Store build it is a warning.
    func recordProvisioningProfile(trace: inout Trace) {
        recordDefault(.provisioningAssociatedDomains, value: config.associatedDomain, trace: &trace)
        guard let profile = files.provisioningProfile else { return }
        record(.partnerFile(.provisioningProfile(file: profile.file, domain: config.associatedDomain,
                                                 wildcard: profile.associatedDomains == .any)),
               passed: config.prerequisites.provisioningAssociatedDomains, trace: &trace)
        if profile.expired, !config.prerequisites.build.launchesOnItsProfile {
            trace.diagnose(.provisioningProfileExpired(file: profile.file, date: profile.expirationDate ?? ""))
        }
    }

    /// After the AASA app-ID check: which file the rules came from.
    func recordAASAFile(trace: inout Trace) {
        if let live = files.liveAASA {
            trace.pass(.partnerFile(.liveFile(live)))
            return
        }
        recordDefault(.aasaListsAppID, value: "\(config.appID) for */\(config.targetPageName)", trace: &trace)
        guard let file = files.aasaFile else { return }
        trace.pass(.partnerFile(.aasaFile(file: file)))
    }

    /// A prerequisite no flag or file decided holds by default; said only for an FI of a settings file's
    /// own (its scheme, domain, page name or app ID not the demo's): the demo FI is all defaults, and
    /// says so in the README. The value is worded only when it is said, not for every link
    /// (docs/performance.md, "Shortcuts kept").
    private func recordDefault(_ prerequisite: Prerequisite, value: @autoclosure () -> String, trace: inout Trace) {
        guard let settingsFile = config.settingsFile, config.prerequisites.defaults.contains(prerequisite),
              config.hasOwnIdentity else { return }
        trace.pass(.partnerFile(.byDefault(prerequisite, settingsFile: settingsFile, value: value())))
    }

    /// Before the assetlinks.json verdict, with `--live`: which fetched file decides it.
    func recordLiveAssetLinks(trace: inout Trace) {
        guard let live = files.liveAssetLinks else { return }
        trace.pass(.partnerFile(.liveFile(live)))
    }

    private func record(_ fact: Check, passed: Bool, trace: inout Trace) {
        if passed { trace.pass(fact) } else { trace.fail(fact) }
    }
}

/// Android's `default:` steps (docs/contract.md, "Android"): where the settings give no manifest or intent
/// filters, no package, no fingerprints or no `assetlinks.json`, the demo FI's stand in, and the trace says
/// so, as iOS's does for its prerequisites. Said only for a settings file's own FI, as on iOS; a partner's own
/// manifest or `assetlinks.json` is named by the filter's origin and the assetlinks step instead.
extension LinkEngine {
    /// Whether a default is worth saying: a settings file of the FI's own is loaded.
    private var saysAndroidDefaults: Bool { config.settingsFile != nil && config.hasOwnIdentity }

    /// After the filter that takes a link: the filters are the demo manifest's, derived for this FI.
    func recordDefaultFilters(scheme: String, trace: inout Trace) {
        guard saysAndroidDefaults, config.android.intentFilters == nil, let settingsFile = config.settingsFile else { return }
        if scheme == config.urlScheme {
            trace.pass(.partnerFile(.byDefault(.schemeIntentFilter, settingsFile: settingsFile, value: scheme)))
        } else {
            let value = "https://" + config.associatedDomain + ", android:pathPattern /.*/" + config.targetPageName
            trace.pass(.partnerFile(.byDefault(.appLinkAutoVerify, settingsFile: settingsFile, value: value)))
        }
    }

    /// Before the assetlinks step: the package, the fingerprints and the site's file, where the settings gave none.
    func recordDefaultIdentity(forSite site: String, trace: inout Trace) {
        guard saysAndroidDefaults, let settingsFile = config.settingsFile else { return }
        let android = config.android
        if android.packageName == nil {
            trace.pass(.partnerFile(.byDefault(.assetLinksListsPackage, settingsFile: settingsFile, value: config.androidPackage)))
        }
        if !android.certificateFingerprintsGiven {
            trace.pass(.partnerFile(.byDefault(.assetLinksFingerprint, settingsFile: settingsFile,
                                               value: android.certificateFingerprints.joined(separator: ", "))))
        }
        let (_, file) = config.assetLinksFile(forHost: site)
        if file == nil, android.assetLinks == nil, files.liveAssetLinks == nil {
            trace.pass(.partnerFile(.assetLinksByDefault(settingsFile: settingsFile, package: config.androidPackage,
                                                         fingerprints: android.certificateFingerprints)))
        }
    }
}
