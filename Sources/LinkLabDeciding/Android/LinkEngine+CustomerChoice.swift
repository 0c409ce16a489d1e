import LinkLabFormats
import LinkLabReading

/// What the customer chose in the app's "Open by default" settings (`android.openSupportedLinks`), which
/// decides before verification does (docs/contract.md, A34).
extension LinkEngine {
    /// True: the app opens, whatever verification says; false: the browser opens (or the chooser asks), even
    /// for a verified link; nil: the customer's choice does not decide, verification does.
    /// - Android 6 to 11 (`PackageManagerService.filterCandidatesWithDomainPreferredActivitiesLPr`): the
    ///   package's status `always` puts the app in the "always" list, `never` in the "never" list, and
    ///   `always-ask` in the list that shows the chooser.
    /// - Android 12 and later (`DomainVerificationService.approvalLevelForDomainInternal`): "Open supported
    ///   links" off means no approval at all; a host added by hand (`enabledHosts`, exactly or through a
    ///   wildcard) is approved at the selection level. There is no "ask".
    func customerChoice(_ host: String, shownHost: String, trace: inout Trace) -> Bool? {
        guard let choice = config.android.openSupportedLinks else { return nil }
        let version = config.android.version
        switch choice {
        case .never:
            trace.fail(.android(.customerChoice(choice, host: shownHost, version: version)))
            trace.fail(.android(.androidDecides(app: false)))
            return false
        case .ask:
            guard version < 12 else { return nil }
            trace.fail(.android(.customerChoice(choice, host: shownHost, version: version)))
            trace.fail(.android(.androidDecides(app: false)))
            trace.diagnose(.android(.chooser))
            return false
        case .always:
            if version >= 12 {
                // The hosts the customer can add by hand: those of the app's web filters (`collectAllWebDomains`).
                let web = config.androidFilters.filter { $0.handlesWebURIs(onlyWebSchemes: false) }.flatMap(\.hosts)
                guard web.contains(where: { AndroidDomains.isVerifiable($0) && AndroidDomains.approves($0, host) }) else { return nil }
            }
            trace.pass(.android(.customerChoice(choice, host: shownHost, version: version)))
            return true
        }
    }
}
