#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a `--live` file came from: which of the site's files, its URL, when it was fetched, and how old the
/// cached copy was when `--offline` read it. The trace names it (docs/contract.md, "Live site").
public struct LiveFileOrigin: Sendable, Equatable {
    public var file: SiteFile
    public var domain: String
    public var url: String
    public var fetchedAt: Date
    /// Seconds since the fetch, when the copy was read from the cache.
    public var cacheAge: Int?

    public init(file: SiteFile, domain: String, url: String, fetchedAt: Date, cacheAge: Int? = nil) {
        self.file = file
        self.domain = domain
        self.url = url
        self.fetchedAt = fetchedAt
        self.cacheAge = cacheAge
    }
}
