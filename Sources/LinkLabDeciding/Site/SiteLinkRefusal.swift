import LinkLabFormats
import LinkLabReading

/// Why `linklab site DOMAIN --app-id … URL` does not decide a URL with DOMAIN's files: the URL is on another
/// host (or port), or carries a user name before its host. Such a URL is refused for the domain with the
/// code `site-url-not-domain`, and the report is not granted (docs/contract.md, "Live site").
public enum SiteLinkRefusal: Sendable, Equatable {
    /// The host (and port) as written, which is not the domain's.
    case otherHost(String)
    /// A user name (or password) before the host: `https://bank.example@evil.example/` or `https://user@bank.example/`.
    case userinfo

    /// The diagnostic code of every refusal.
    public var code: DiagnosticCode { .siteURLNotDomain }

    /// Why `url` is not one of `domain`'s URLs, or nil when it is: its host and port as written must be the
    /// domain's (a host name, with a port for tests), letter case aside, with no userinfo.
    public static func of(_ url: String, domain: String) -> SiteLinkRefusal? {
        guard let parts = LinkParts.read(url) else { return nil }
        if parts.hasUserinfo { return .userinfo }
        let written = parts.writtenHost.lowercased() + (parts.writtenPort.map { ":" + $0 } ?? "")
        return written == domain.lowercased() ? nil : .otherHost(written)
    }
}
