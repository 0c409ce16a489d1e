/// What iOS concludes from the AASA for one URL.
public enum AASAVerdict: Sendable, Equatable {
    /// No `details` entry lists the app's ID.
    case missingAppID
    /// A rule matches and lets the app open the URL.
    case matched(AppSiteAssociation.Rule)
    /// A rule matches first and excludes the URL.
    case excluded(AppSiteAssociation.Rule)
    /// No rule matches.
    case noMatch
}

extension AppSiteAssociation {
    /// Apple's order: the first matching rule of the first entry that lists the app decides.
    public func verdict(appID: String, url: URLParts) -> AASAVerdict {
        let entries = details.filter { $0.appIDs.contains(appID) }
        guard !entries.isEmpty else { return .missingAppID }
        for entry in entries {
            for rule in entry.rules {
                switch rule {
                case .legacyPath(let raw):
                    let excluded = raw.hasPrefix("NOT ")
                    let pattern = excluded ? String(raw.dropFirst(4)) : raw
                    guard Glob.matches(pattern, url.encodedPath, caseSensitive: caseSensitive) else { continue }
                    return excluded ? .excluded(rule) : .matched(rule)
                case .component(let component):
                    guard component.matches(url, defaults: self) else { continue }
                    return component.exclude ? .excluded(rule) : .matched(rule)
                }
            }
        }
        return .noMatch
    }
}

/// The parts of a URL that AASA rules look at, percent-encoded as written.
public struct URLParts: Sendable, Equatable {
    public var encodedPath: String
    public var encodedQuery: String?
    public var encodedFragment: String?

    public init(encodedPath: String, encodedQuery: String?, encodedFragment: String?) {
        self.encodedPath = encodedPath
        self.encodedQuery = encodedQuery
        self.encodedFragment = encodedFragment
    }
}

extension AppSiteAssociation.Component {
    func matches(_ url: URLParts, defaults: AppSiteAssociation) -> Bool {
        let cased = caseSensitive ?? defaults.caseSensitive
        let encoded = percentEncoded ?? defaults.percentEncoded
        func form(_ text: String) -> String { encoded ? text : (text.removingPercentEncoding ?? text) }
        if let path, !Glob.matches(path, form(url.encodedPath), caseSensitive: cased) { return false }
        if let fragment {
            guard let actual = url.encodedFragment, Glob.matches(fragment, form(actual), caseSensitive: cased) else { return false }
        }
        switch query {
        case nil:
            break
        case .whole(let pattern):
            guard Glob.matches(pattern, form(url.encodedQuery ?? ""), caseSensitive: cased) else { return false }
        case .items(let patterns):
            let items = QueryItems.parse(url.encodedQuery)
            for (name, pattern) in patterns {
                guard let value = items.first(where: { $0.name == name })?.value,
                      Glob.matches(pattern, value, caseSensitive: cased) else { return false }
            }
        }
        return true
    }
}

/// Query items split the way AASA matching sees them: decoded once.
enum QueryItems {
    static func parse(_ encodedQuery: String?) -> [(name: String, value: String)] {
        guard let encodedQuery, !encodedQuery.isEmpty else { return [] }
        return encodedQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let raw = parts.count > 1 ? String(parts[1]) : ""
            return (name, raw.removingPercentEncoding ?? raw)
        }
    }
}
