#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One of the four files `linklab site` fetches for a domain: what each phone (or Google) reads.
public enum SiteFile: String, Sendable, CaseIterable, Codable {
    /// `https://DOMAIN/.well-known/apple-app-site-association`, as the domain serves it.
    case aasa
    /// Apple's CDN copy of the AASA: what iOS 14 and later really use.
    case aasaCDN = "aasa-cdn"
    /// `https://DOMAIN/.well-known/assetlinks.json`: what Android's verifier reads itself.
    case assetLinks = "assetlinks"
    /// Google's Digital Asset Links API statement list for the domain.
    case googleAPI = "google-api"

    /// The most a phone reads of this file: Apple refuses an AASA over 128 KB, Android reads at most 1 MiB
    /// of assetlinks.json. Google's answer is held to Android's cap.
    public var platformCap: Int {
        switch self {
        case .aasa, .aasaCDN: AppSiteAssociation.sizeLimit
        case .assetLinks, .googleAPI: 1 << 20
        }
    }

    /// The most LinkLab reads of any fetched body: past this it stops reading and says the file is too large.
    public static let readCap = 2 << 20
}

/// What a server answered for one file, as bytes and metadata: the network code fills it in, the core judges it.
public struct SiteFetch: Sendable, Equatable {
    public var file: SiteFile
    /// The URL asked for.
    public var url: String
    public var fetchedAt: Date
    public var outcome: Outcome
    /// The proxy the request went through, as `host:port` (no user name or password); nil when it went directly.
    /// Taken from the environment (`HTTPS_PROXY`, `ALL_PROXY`, `NO_PROXY`), never from a server.
    public var proxy: String?

    /// A server's answer, or why there was none.
    public enum Outcome: Sendable, Equatable {
        case answered(SiteResponse)
        case failed(SiteFailure)
    }

    public init(file: SiteFile, url: String, fetchedAt: Date, outcome: Outcome, proxy: String? = nil) {
        self.file = file
        self.url = url
        self.fetchedAt = fetchedAt
        self.outcome = outcome
        self.proxy = proxy
    }

    /// The response, when the server answered.
    public var response: SiteResponse? {
        if case .answered(let r) = outcome { return r }
        return nil
    }
}

/// One HTTP response, its body read at most up to `SiteFile.readCap` bytes.
public struct SiteResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String?
    /// The `Location` header of a redirect: named, never followed.
    public var location: String?
    /// Apple's CDN explains a failure in these two headers.
    public var appleFailureReason: String?
    public var appleFailureDetails: String?
    /// `Content-Length`, when the server sent one.
    public var declaredLength: Int?
    public var body: [UInt8]
    /// Whether the body ran past `SiteFile.readCap` (or declared more), so that reading stopped.
    public var overReadCap: Bool
    /// A `Content-Encoding` the server used although LinkLab asked for none: the body was not read.
    public var contentEncoding: String?

    public init(status: Int, contentType: String? = nil, location: String? = nil, appleFailureReason: String? = nil,
                appleFailureDetails: String? = nil, declaredLength: Int? = nil, body: [UInt8] = [], overReadCap: Bool = false,
                contentEncoding: String? = nil) {
        self.status = status
        self.contentType = contentType
        self.location = location
        self.appleFailureReason = appleFailureReason
        self.appleFailureDetails = appleFailureDetails
        self.declaredLength = declaredLength
        self.body = body
        self.overReadCap = overReadCap
        self.contentEncoding = contentEncoding
    }
}

/// Why a server gave no usable answer at all.
public enum SiteFailure: Sendable, Equatable {
    /// No answer: the name does not resolve, the connection is refused, or the server stopped answering.
    case unreachable(String)
    /// The whole answer took longer than the time limit (a slow drip).
    case timedOut(seconds: Int)
    /// The certificate was not trusted, or was for another name.
    case tls(String)
}
