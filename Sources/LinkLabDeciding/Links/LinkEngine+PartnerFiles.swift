import LinkLabReading

/// The trace steps that name the partner's own file behind each prerequisite (settings
/// `prerequisites.infoPlistFile`, `entitlementsFile`, `provisioningProfileFile` and `aasaFile`).
extension LinkEngine {
    private var files: PartnerFiles { config.prerequisites.files }

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
