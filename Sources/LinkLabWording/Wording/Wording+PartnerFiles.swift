import LinkLabReading
import LinkLabText
import LinkLabFormats
import LinkLabDeciding

/// The words for what the partner's own files prove.
extension Wording {
    /// A build kind in words: "development build", "ad hoc build", "App Store build".
    static func buildName<S: WordSink>(_ build: IOSBuild, into o: inout S) {
        switch build {
        case .appStore: o += "App Store build"
        case .development: o += "development build"
        case .adHoc: o += "ad hoc build"
        }
    }

    static func partnerFile<S: WordSink>(_ fact: PartnerFileFact, passed: Bool, into o: inout S) {
        switch fact {
        case .infoPlist(let file, let scheme, let schemes):
            o.user(file, limit: 200)
            if passed {
                o += " lists "; o.user(scheme); o += " under CFBundleURLTypes › CFBundleURLSchemes."
            } else if schemes.isEmpty {
                o += " registers no URL schemes (CFBundleURLTypes › CFBundleURLSchemes), so not "; o.user(scheme); o += "."
            } else {
                o += " does not list "; o.user(scheme); o += " under CFBundleURLSchemes; it lists "
                for (i, s) in schemes.prefix(8).enumerated() {
                    if i > 0 { o += ", " }
                    o.user(s, limit: 60)
                }
                o += "."
            }
        case .entitlements(let file, let domain, let entry):
            o.user(file, limit: 200)
            if passed, let entry {
                o += " lists "; o.user(entry, limit: 120); o += " under com.apple.developer.associated-domains."
            } else if let entry {
                o += " lists only "; o.user(entry, limit: 120)
                o += " under com.apple.developer.associated-domains, which only a development build on a phone in developer mode honours: an App Store or ad hoc build ignores it."
            } else {
                o += " has no applinks: entry for "; o.user(domain); o += " under com.apple.developer.associated-domains."
            }
        case .provisioningProfile(let file, let domain, let wildcard):
            o.user(file, limit: 200)
            if passed {
                o += wildcard ? " grants the Associated Domains capability (com.apple.developer.associated-domains: *)."
                              : " grants the Associated Domains capability for "
                if !wildcard { o.user(domain); o += "." }
            } else {
                o += " does not grant the Associated Domains capability for "; o.user(domain); o += "."
            }
        case .profileLaunch(let file, let build, let appID):
            if passed {
                o.user(file, limit: 200); o += " is in date and for "; o.user(appID, limit: 120)
                o += ", so iOS launches the "; buildName(build, into: &o); o += " signed with it."
            } else {
                o += "iOS does not launch the "; buildName(build, into: &o); o += " signed with "; o.user(file, limit: 200); o += "."
            }
        case .aasaFile(let file):
            o += "The rules were read from "; o.user(file, limit: 200); o += "."
        case .byDefault(let prerequisite, let settingsFile, let value):
            o.user(settingsFile, limit: 200)
            switch prerequisite {
            case .schemeRegistered:
                o += " names no Info.plist (infoPlistFile), so by default the app registers "; o.user(value); o += "."
            case .associatedDomainsEntitlement:
                o += " names no entitlements file (entitlementsFile), so by default the entitlement lists "; o.user(value, limit: 120); o += "."
            case .provisioningAssociatedDomains:
                o += " names no provisioning profile (provisioningProfileFile), so by default it grants Associated Domains for "
                o.user(value); o += "."
            case .aasaListsAppID:
                o += " gives no AASA (aasa or aasaFile), so by default the AASA lists "; o.user(value, limit: 200); o += "."
            case .schemeIntentFilter:
                o += " names no manifest or android.intentFilters, so by default the app's manifest is the demo FI's, with an intent filter for "
                o.user(value, limit: 80); o += "://."
            case .appLinkAutoVerify:
                o += " names no manifest or android.intentFilters, so by default the app's manifest is the demo FI's: an intent filter for "
                o.user(value, limit: 200); o.write(", with android:autoVerify=\"true\".")
            case .assetLinksListsPackage:
                o += " names no android.packageName, so by default the package is "; o.user(value, limit: 200); o += ", the bundle ID part of appID."
            case .assetLinksFingerprint:
                o += " names no android.certificateFingerprints, so by default the app is signed with the demo FI's certificate, "
                o.user(value, limit: 200); o += "."
            }
        case .assetLinksByDefault(let settingsFile, let package, let fingerprints):
            o.user(settingsFile, limit: 200)
            o += " gives no assetlinks.json (android.assetLinks or assetLinksFile), so by default the site's file vouches for "
            o.user(package, limit: 200); o += " signed with "; o.user(fingerprints.joined(separator: ", "), limit: 400); o += "."

        case .liveFile(let origin):
            o += "Emulated with "; o.write(Wording.origin(of: origin.file, domain: origin.domain))
            o += " ("; o.user(origin.url, limit: 200); o += "), fetched "; o.write(Timestamp.iso8601(origin.fetchedAt))
            if let age = origin.cacheAge { o += ", read from the cache: "; o.write(Wording.age(seconds: age)); o += " old" }
            o += "."
        }
    }
}
