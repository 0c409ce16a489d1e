/// What iOS concludes from the AASA for one URL.
public enum AASAVerdict: Sendable, Equatable {
    /// No `details` entry lists the app's ID.
    case missingAppID
    /// A rule matches and lets the app open the URL; the text says which rule.
    case matched(String)
    /// A rule matches first and excludes the URL; the text says which rule.
    case excluded(String)
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
                    let text = "paths rule \"\(raw)\""
                    return excluded ? .excluded(text) : .matched(text)
                case .component(let component):
                    guard component.matches(url, defaults: self) else { continue }
                    let text = component.summary
                    return component.exclude ? .excluded(text) : .matched(text)
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

    var summary: String {
        var parts: [String] = []
        if let path { parts.append("\"/\": \"\(path)\"") }
        if let fragment { parts.append("\"#\": \"\(fragment)\"") }
        switch query {
        case .whole(let q): parts.append("\"?\": \"\(q)\"")
        case .items(let items): parts.append("\"?\": {\(items.keys.sorted().joined(separator: ", "))}")
        case nil: break
        }
        if exclude { parts.append("exclude") }
        return "components rule {\(parts.joined(separator: ", "))}"
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
