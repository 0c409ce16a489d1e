import LinkLabReading

/// Something wrong with one fetched file, as `linklab site` reports it (docs/contract.md, "Live site").
public enum SiteProblem: Sendable, Equatable {
    /// A 3xx answer: Apple's CDN and Android's verifier follow no redirect. `location` is as the server sent it.
    case redirect(status: Int, location: String?)
    /// Served with another Content-Type than application/json (nil when the server sent none).
    case contentType(String?)
    /// Larger than the platform reads; `bytes` is nil when it ran past LinkLab's own read cap.
    case tooLarge(bytes: Int?, cap: Int)
    /// Any other status than 200 from the domain.
    case notFound(status: Int)
    case unreachable(String)
    case timedOut(seconds: Int)
    case tls(String)
    /// Not strict JSON, or not the shape the platform reads: the reader's error, with its key and position.
    case badJSON(ConfigurationError)
    /// Sent compressed with `encoding`, though LinkLab asked for none: the body is not expanded, so it cannot parse.
    case compressed(encoding: String)
    /// Apple's CDN answered with a failure, explained (or not) by its Apple-Failure-* headers.
    case cdnFailure(status: Int, reason: String?, details: String?)
    /// Apple's CDN serves other rules than the domain: phones use the CDN's until Apple fetches again.
    case cdnDiffers

    /// The diagnostic code shown for it, in text and JSON.
    public var code: DiagnosticCode {
        switch self {
        case .redirect: .siteRedirect
        case .contentType: .siteContentType
        case .tooLarge: .siteTooLarge
        case .notFound: .siteNotFound
        case .unreachable, .timedOut: .siteUnreachable
        case .tls: .siteTLS
        case .badJSON, .compressed: .siteBadJSON
        case .cdnFailure: .aasaCDNFailure
        case .cdnDiffers: .aasaCDNDiffers
        }
    }
}
