import LinkLabReading

/// How the prerequisites a person can mark missing are named, on both platforms.
extension Wording {
    /// What a prerequisite is, in words a support agent uses.
    public static func title(of prerequisite: Prerequisite) -> String {
        switch prerequisite {
        case .schemeRegistered: "URL scheme registered in Info.plist"
        case .associatedDomainsEntitlement: "Associated Domains entitlement (applinks:)"
        case .provisioningAssociatedDomains: "Provisioning profile has the capability"
        case .aasaListsAppID: "Website's AASA file lists the app ID"
        case .schemeIntentFilter: "An intent filter lists the custom scheme"
        case .appLinkAutoVerify: "App Link intent filter has autoVerify"
        case .assetLinksListsPackage: "Website's assetlinks.json lists the package"
        case .assetLinksFingerprint: "assetlinks.json has the signing fingerprint"
        }
    }

    /// The links that fail while a prerequisite is missing.
    public static func affectedLinks(_ prerequisite: Prerequisite) -> String {
        switch prerequisite {
        case .schemeRegistered, .schemeIntentFilter: "custom-scheme links"
        case .associatedDomainsEntitlement, .provisioningAssociatedDomains, .aasaListsAppID: "Universal Links"
        case .appLinkAutoVerify, .assetLinksListsPackage, .assetLinksFingerprint: "App Links"
        }
    }
}
