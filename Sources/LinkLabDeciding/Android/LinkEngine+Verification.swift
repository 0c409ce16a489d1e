import LinkLabFormats
import LinkLabReading

/// Whether Android verified an App Link's host for the package, by the model of the emulated version
/// (docs/contract.md, A34). The port never matters: verification is per host name.
extension LinkEngine {
    /// Android 12 and later verify each declared host on its own; Android 6 to 11 verify the package as a
    /// whole. `taking` is the index of the filter that takes the link. The trace says which version decided.
    func verifiedHost(_ url: LinkParts, host: String, shownHost: String, taking: Int, trace: inout Trace) -> Bool {
        config.android.version >= 12
            ? verifiedPerHost(url, host: host, shownHost: shownHost, taking: taking, trace: &trace)
            : verifiedAsPackage(host, shownHost: shownHost, taking: taking, trace: &trace)
    }

    /// Android 12 and later (`DomainVerificationService.approvalLevelForDomain`): the host is approved when a
    /// declared domain that is verified is the same name, or a wildcard `*.X` the host ends with. A wildcard
    /// is verified with the file of the host it stands for (`X`), never the link's own host; a host that is no
    /// domain name (`*`) is never declared, so it verifies nothing.
    private func verifiedPerHost(_ url: LinkParts, host: String, shownHost: String, taking: Int, trace: inout Trace) -> Bool {
        let filters = config.androidFilters
        let version = config.android.version
        let declared = AndroidDomains.declared(filters, version: version)
        // The exact name first, then the taking filter's own, as Android checks the exact host first.
        let approving = declared.filter { AndroidDomains.approves($0.domain, host) }.sorted { a, b in
            let exactA = a.domain.equalsIgnoringASCIICase(host), exactB = b.domain.equalsIgnoringASCIICase(host)
            if exactA != exactB { return exactA }
            return a.filter == taking && b.filter != taking
        }
        let verifiable = approving.filter { AndroidDomains.isVerifiable($0.domain) }
        guard let first = verifiable.first else {
            let taker = filters[taking]
            if let bad = approving.first ?? taker.hosts.first(where: { !AndroidDomains.isVerifiable($0) && taker.autoVerify }).map({ ($0, taking) }) {
                trace.fail(.android(.hostNotVerifiable(pattern: bad.0, origin: filters[bad.1].origin, host: shownHost)))
                trace.diagnose(.android(.hostNotVerifiable(pattern: bad.0, host: shownHost)))
            } else {
                trace.fail(.android(.autoVerify(origin: taker.origin)))
                trace.diagnose(.android(.missingAutoVerify(origin: taker.origin)))
            }
            return false
        }
        let package = config.androidPackage
        let decided = verifiable.first { config.assetLinks(forHost: AndroidApp.site(ofHost: $0.domain)).0.verified } ?? first
        let site = AndroidApp.site(ofHost: decided.domain)
        let wildcard = decided.domain.hasPrefix("*.") ? decided.domain : nil
        if decided.filter == taking, wildcard == nil {
            trace.pass(.android(.autoVerify(origin: filters[taking].origin)))
        } else {
            trace.pass(.android(.verifiedThrough(host: shownHost, origin: filters[decided.filter].origin, version: version, wildcard: wildcard)))
        }
        // With --live: which fetched assetlinks.json decides.
        recordLiveAssetLinks(trace: &trace)
        recordDefaultIdentity(forSite: site, trace: &trace)
        let (verdict, file) = config.assetLinks(forHost: site)
        let namedSite = site.equalsIgnoringASCIICase(host) ? nil : site
        let step = Check.android(.assetLinks(verdict, package: package, file: file, site: namedSite))
        guard verdict.verified else {
            trace.fail(step)
            diagnose(verdict, package: package, version: version, trace: &trace)
            return false
        }
        trace.pass(step)
        if let wildcard, !AndroidDomains.isUnder(host, base: site) {
            trace.diagnose(.android(.wildcardSuffix(host: shownHost, wildcard: wildcard)))
        }
        return dynamicRulesAllow(url, site: site, verdict: verdict, trace: &trace)
    }

    /// Android 6 to 11 (`PackageManagerService.verifyIntentFiltersIfNeeded` and the legacy verifier): once a
    /// filter has `autoVerify`, the hosts of every web filter of the app are verified together, and one that
    /// fails (or is no domain name) leaves the whole package unverified. A verified package is `always`: any
    /// filter of it that takes the link opens the app (`filterCandidatesWithDomainPreferredActivitiesLPr`).
    private func verifiedAsPackage(_ host: String, shownHost: String, taking: Int, trace: inout Trace) -> Bool {
        let filters = config.androidFilters
        let version = config.android.version
        let declared = AndroidDomains.declared(filters, version: version)
        guard !declared.isEmpty else {
            trace.fail(.android(.autoVerify(origin: filters[taking].origin)))
            trace.diagnose(.android(.missingAutoVerify(origin: filters[taking].origin)))
            return false
        }
        let taker = filters[taking]
        if taker.autoVerify {
            trace.pass(.android(.autoVerify(origin: taker.origin)))
        } else {
            let verifying = filters.first { $0.autoVerify && $0.handlesWebURIs(onlyWebSchemes: true) } ?? taker
            trace.pass(.android(.verifiedThrough(host: shownHost, origin: verifying.origin, version: version, wildcard: nil)))
        }
        recordLiveAssetLinks(trace: &trace)
        if let own = declared.first(where: { IntentFilter.hostMatches($0.domain, host) }) ?? declared.first {
            recordDefaultIdentity(forSite: AndroidApp.site(ofHost: own.domain), trace: &trace)
        }
        // The link's own host first, so that its file is the one the trace shows.
        let ordered = declared.filter { IntentFilter.hostMatches($0.domain, host) } + declared.filter { !IntentFilter.hostMatches($0.domain, host) }
        let package = config.androidPackage
        for (index, candidate) in ordered.enumerated() {
            guard AndroidDomains.isVerifiable(candidate.domain) else {
                trace.fail(.android(.allHostsMustVerify(failing: candidate.domain, version: version)))
                trace.diagnose(.android(.hostNotVerifiable(pattern: candidate.domain, host: shownHost)))
                return false
            }
            let site = AndroidApp.site(ofHost: candidate.domain)
            let (verdict, file) = config.assetLinks(forHost: site)
            let namedSite = site.equalsIgnoringASCIICase(host) ? nil : site
            let step = Check.android(.assetLinks(verdict, package: package, file: file, site: namedSite))
            if verdict.verified {
                if index == 0 { trace.pass(step) }
                continue
            }
            if index > 0 {
                trace.fail(.android(.allHostsMustVerify(failing: site, version: version)))
                trace.diagnose(.android(.assetLinksHostFailed(host: site, version: version)))
                return false
            }
            trace.fail(step)
            diagnose(verdict, package: package, version: version, trace: &trace)
            return false
        }
        return true
    }

    /// The finding for a file that does not vouch for the app.
    private func diagnose(_ verdict: AssetLinksVerdict, package: String, version: Int, trace: inout Trace) {
        switch verdict {
        case .packageMissing: trace.diagnose(.android(.assetLinksPackageMissing(package: package)))
        case .relationMissing: trace.diagnose(.android(.assetLinksRelationMissing(package: package)))
        case .fingerprintMismatch(_, let listed):
            let ours = Set(config.android.certificateFingerprints.map { $0.asciiUppercased() })
            if let written = listed.first(where: { ours.contains($0.asciiUppercased()) }) {
                trace.diagnose(.android(.assetLinksFingerprintCase(package: package, listed: written)))
            } else {
                trace.diagnose(.android(.assetLinksWrongFingerprint(package: package, listed: listed)))
            }
        case .fileRefused(_, let namespace): trace.diagnose(.android(.assetLinksRefused(namespace: namespace, version: version)))
        case .verified: break
        }
    }
}
