import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Why a fetch failed, as the site target sees it, before it is worded for the report. Never the library's
/// own text: curl's and OpenSSL's messages name files and functions no user needs.
enum FetchTrouble: Equatable {
    // The certificate (reported as `site-tls`, after "The certificate is not trusted: ").
    /// The certificate is valid but for another host name.
    case otherName
    case expired
    case notYetValid
    /// Self-signed, or signed by an authority this computer does not trust.
    case unknownAuthority
    /// Any other reason the certificate was not accepted.
    case certificateUnverified
    /// The secure connection could not be set up at all (no certificate was judged).
    case handshakeFailed
    /// The `--ca-file` certificates, or the system's, could not be loaded.
    case caFileUnusable

    // No answer (reported as `site-unreachable`, after "No answer: ").
    case refused
    case doesNotResolve
    case noAnswerInTime
    /// The server's answer is not HTTP/1.1.
    case notHTTP
    /// The server closed the connection without a word.
    case nothingSent
    /// The connection broke off mid-answer.
    case connectionLost
    /// The answer's headers ran past the helper's limit.
    case headersTooLarge(limit: Int)
    /// The URL is not https://.
    case notHTTPS
    /// Anything else.
    case failed

    // The proxy, named by its `host:port` (never its user name or password).
    case proxyRefused(String)
    case proxyDoesNotResolve(String)
    /// The proxy answered the tunnel request with this status.
    case proxyRefusedTunnel(String, status: Int)
    case proxyNeedsLogin(String)
    case proxyFailed(String)
}

/// The site target's sentences, kept in its `Wording/` folder: why a fetch failed, short enough
/// for one line of the report. Plain enough for a support agent to read out.
func words(_ trouble: FetchTrouble) -> String {
    switch trouble {
    case .otherName:
        "it was issued for another name than this domain (the site is serving the wrong certificate)"
    case .expired:
        "it has expired, so the site must renew it (phones refuse it too)"
    case .notYetValid:
        "it is not valid yet; check that this computer's date and time are right, or the site's certificate starts too late"
    case .unknownAuthority:
        "it is self-signed or issued by an authority this computer does not trust; for a test server, give its CA with --ca-file"
    case .certificateUnverified:
        "it could not be verified; if the site uses a private CA, give it with --ca-file"
    case .handshakeFailed:
        "no secure connection could be set up (the server may not speak HTTPS on this port)"
    case .caFileUnusable:
        "the trusted certificates (the system's, and --ca-file's) could not be loaded"
    case .refused: "the connection was refused"
    case .doesNotResolve: "the name does not resolve"
    case .noAnswerInTime: "no answer in time"
    case .notHTTP: "the answer is not valid HTTP/1.1"
    case .nothingSent: "the server closed the connection without answering"
    case .connectionLost: "the connection broke off during the answer"
    case .headersTooLarge(let limit): "the answer's headers are over \(limit / 1024) KB, so LinkLab stopped reading"
    case .notHTTPS: "only https:// addresses are fetched"
    case .failed: "the request failed"
    case .proxyRefused(let proxy): "the proxy \(proxy) refused the connection"
    case .proxyDoesNotResolve(let proxy): "the proxy's name (\(proxy)) does not resolve"
    case .proxyRefusedTunnel(let proxy, let status): "the proxy \(proxy) refused to connect to the site (it answered \(status))"
    case .proxyNeedsLogin(let proxy): "the proxy \(proxy) asks for a user name and password (give them in HTTPS_PROXY)"
    case .proxyFailed(let proxy): "the proxy \(proxy) failed to connect to the site"
    }
}
