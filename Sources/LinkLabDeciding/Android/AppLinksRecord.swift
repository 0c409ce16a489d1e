import LinkLabText
import LinkLabFormats
import LinkLabReading

/// The phone's record of the app's web hosts, as `adb shell pm get-app-links PACKAGE` prints it: each host
/// Android asks to verify, with the state the emulated version's verifier leaves it in.
public struct AppLinksRecord: Sendable, Equatable {
    /// A host's state, named as AOSP's `DomainVerificationState.stateToDebugString` names it.
    public enum State: String, Sendable, Equatable {
        /// `STATE_SUCCESS`: the host's assetlinks.json vouches for the package (Android 12 and later), or
        /// every host of the app verified together (Android 6 to 11).
        case verified
        /// A failure recorded by the verifier (`STATE_FIRST_VERIFIER_DEFINED`), which AOSP prints as a number.
        case verifierFailure = "1024"
        /// `STATE_LEGACY_FAILURE`: the legacy verifier of Android 6 to 11 failed the app's hosts.
        case legacyFailure = "legacy_failure"
    }

    /// One host and its state.
    public struct Host: Sendable, Equatable {
        public let host: String
        public let state: State
    }

    public let packageName: String
    public let fingerprints: [String]
    public let version: Int
    public let hosts: [Host]

    /// Whether every host is verified.
    public var allVerified: Bool { hosts.allSatisfy { $0.state == .verified } }

    /// The record for `config`'s app on its Android version, from the same declared domains and files the
    /// link verification reads (`LinkEngine.verifiedHost`). Hosts that are no domain name are never collected
    /// (`DomainVerificationCollector`), so they have no line.
    public init(_ config: FIConfiguration) {
        let version = config.android.version
        var names: [String] = []
        for declared in AndroidDomains.declared(config.androidFilters, version: version)
        where AndroidDomains.isVerifiable(declared.domain) {
            let name = declared.domain.asciiLowercased()
            if !names.contains(name) { names.append(name) }
        }
        let verdicts = names.map { config.assetLinks(forHost: AndroidApp.site(ofHost: $0)).0.verified }
        if version >= 12 {
            hosts = zip(names, verdicts).map { Host(host: $0, state: $1 ? .verified : .verifierFailure) }
        } else {
            let all = verdicts.allSatisfy { $0 }
            hosts = names.map { Host(host: $0, state: all ? .verified : .legacyFailure) }
        }
        packageName = config.androidPackage
        fingerprints = config.android.certificateFingerprints
        self.version = version
    }
}
