#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// One kind of wrapper that mail security, public sites or email services put around a link: a row of
/// `WrapperTable` (docs/contract.md, "Who added the wrapper"), or of a settings file's `wrappers`.
public struct LinkWrapper: Sendable, Equatable {
    /// The vendor, as it names itself ("Proofpoint"); nil for a redirect on a host no table knows.
    public var vendor: String?
    /// The vendor's product that wraps links ("URL Defense"), when it has a name of its own.
    public var product: String?
    /// The hosts whose links it writes.
    public var hosts: [WrapperHost]
    /// The path its links start with (a whole segment, or a prefix ending in `/`); nil for any path.
    public var path: String?
    /// Where its links carry the destination.
    public var carries: WrapperCarrier
    /// Who adds it.
    public var addedBy: WrapperOwner

    public init(vendor: String?, product: String? = nil, hosts: [WrapperHost], path: String? = nil,
                carries: WrapperCarrier, addedBy: WrapperOwner) {
        self.vendor = vendor
        self.product = product
        self.hosts = hosts
        self.path = path
        self.carries = carries
        self.addedBy = addedBy
    }

    /// A `u=`, `url=` or `redirect=` redirect on a host no table knows: LinkLab cannot tell who added it.
    public static let unknownRedirect = LinkWrapper(vendor: nil, hosts: [], carries: .query(["u", "url", "redirect"]), addedBy: .unknown)

    /// Whether a link on `host` (lowercased) with the encoded path `path` is this wrapper's.
    func matches(host: String, path encodedPath: String) -> Bool {
        guard hosts.contains(where: { $0.matches(host) }) else { return false }
        guard let path else { return true }
        if path.hasSuffix("/") { return encodedPath.hasPrefix(path) || encodedPath + "/" == path }
        return encodedPath == path || encodedPath.hasPrefix(path + "/")
    }

    /// A destination is used only when it is itself an absolute web link (or the FI's custom scheme is not
    /// guessed here: the engine reads whatever the wrapper held, as the app would).
    public static func webLink(_ text: String) -> String? {
        let lower = text.prefix(8).lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        return text
    }
}

/// A host a wrapper writes its links on: one host, or any host below a domain (`*.ct.sendgrid.net`).
public enum WrapperHost: Sendable, Equatable {
    case exactly(String)
    case below(String)

    /// `*.example.com` or `example.com`, lowercased; nil for anything that is not a host name.
    public init?(pattern: String) {
        let lower = pattern.asciiLowercased()
        let name = lower.hasPrefix("*.") ? String(lower.dropFirst(2)) : lower
        guard !name.isEmpty, name.utf8.allSatisfy({ Self.isHostByte($0) }), !name.hasPrefix("."), !name.hasSuffix("."),
              !name.contains("..") else { return nil }
        self = lower.hasPrefix("*.") ? .below(name) : .exactly(name)
    }

    func matches(_ host: String) -> Bool {
        switch self {
        case .exactly(let name): return host == name
        case .below(let domain):
            // Compared as bytes: both are lowercased ASCII host names, so no character need be formed.
            let h = host.utf8, d = domain.utf8
            guard h.count > d.count else { return false }
            let start = h.index(h.endIndex, offsetBy: -d.count)
            return h[h.index(before: start)] == UInt8(ascii: ".") && h[start...].elementsEqual(d)
        }
    }

    private static func isHostByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }
}

/// Where a wrapper's link carries the destination.
public enum WrapperCarrier: Sendable, Equatable {
    /// The first of these query parameters that holds a web link, percent-decoded.
    case query([String])
    /// A query parameter holding the link in base64 (Sophos's `u=`).
    case base64Query(String)
    /// A segment of the path (0 the first), percent-decoded: Amazon SES's `/L0/<link>/…`, Cisco's `/<token>/<link>`.
    case pathSegment(Int)
    /// Proofpoint URL Defense's own encodings: v1, v2 and v3 (`ProofpointDecoding`).
    case proofpoint
    /// Only a token: the service's server knows the destination, the link does not say it.
    case token
}

/// A wrapper read from a link, and the destination it carries when it carries one.
public struct Unwrapped: Sendable, Equatable {
    public var wrapper: LinkWrapper
    public var destination: String?
}
