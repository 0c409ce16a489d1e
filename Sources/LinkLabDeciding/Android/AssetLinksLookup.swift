#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats
import LinkLabReading

/// `linklab assetlinks`: whether a site's `assetlinks.json` lets Android verify App Links to it for one
/// app, on its own, as `linklab aasa` does for iOS.
public struct AssetLinksLookup: Sendable {
    public let assetLinks: AssetLinks
    public let packageName: String
    public let fingerprints: [String]
    /// The Android release whose rules decide (`--android-version`).
    public let version: Int
    /// The file's verdict for the app: it does not depend on the URL, so it is decided once for them all.
    let verdict: AssetLinksVerdict

    public init(assetLinks: AssetLinks, packageName: String, fingerprints: [String], version: Int = AndroidApp.newestVersion) {
        self.assetLinks = assetLinks
        self.packageName = packageName
        self.fingerprints = fingerprints
        self.version = version
        self.verdict = assetLinks.verdict(packageName: packageName, fingerprints: fingerprints, version: version)
    }

    /// The answer for one URL: it must be an http or https link with a host, the site the file is served from.
    public func answer(_ url: String) -> Result<AssetLinksAnswer, AssetLinksLinkProblem> {
        let text = url.trimmedAround
        guard let parts = LinkParts.strict(text), let scheme = parts.scheme else {
            return .failure(.notALink(url))
        }
        guard ["https", "http"].contains(scheme.asciiLowercased()), let host = parts.host, !host.isEmpty else {
            return .failure(.notAWebLink(url))
        }
        return .success(AssetLinksAnswer(link: DisplayText.sanitize(text), host: host, packageName: packageName,
                                         verdict: verdict,
                                         version: version))
    }

    /// Whether a text is a SHA-256 fingerprint as `keytool` prints it: 32 hex pairs separated by colons.
    public static func isFingerprint(_ text: String) -> Bool { ConfigurationValidator.isFingerprint(text) }

    /// Whether a text is an Android package name such as `com.q2.mobile.demo`.
    public static func isPackageName(_ text: String) -> Bool { ConfigurationValidator.isPackageName(text) }
}

/// One URL's answer from `linklab assetlinks`.
public struct AssetLinksAnswer: Sendable, Equatable {
    /// The URL, sanitised for display.
    public var link: String
    public var host: String
    public var packageName: String
    public var verdict: AssetLinksVerdict
    /// The Android release whose rules decided.
    public var version: Int = AndroidApp.newestVersion
}

/// Why `linklab assetlinks` cannot check a URL.
public enum AssetLinksLinkProblem: Sendable, Equatable, Error {
    case notALink(String)
    case notAWebLink(String)
}
