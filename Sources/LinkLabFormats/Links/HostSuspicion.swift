/// Why a host can never be the associated domain, judged from the host as written.
public enum HostSuspicion: Sendable, Equatable {
    case punycode
    /// Written with characters that only look like the plain ASCII name (fullwidth letters, an ideographic
    /// full stop, a soft hyphen): Foundation and browsers map them onto that name.
    case lookalike(String)
    case percentEscapes
    case trailingDot
    case ipAddress
    /// A port written after the host, kept as written: it may be too large for any integer.
    case port(String)
}
