/// Android 15's `<uri-relative-filter-group>`: ordered groups of path, query and fragment rules inside an
/// intent filter (developer.android.com/guide/topics/manifest/uri-relative-filter-group-element; AOSP
/// `UriRelativeFilterGroup` and `UriRelativeFilter`). The first group all of whose rules match decides, by
/// `android:allow`; a group with no rule never matches.
public struct UriRelativeFilterGroup: Sendable, Equatable {
    /// `android:allow` (true when absent).
    public var allow: Bool
    public var rules: [Rule]

    /// One `<data>` attribute of the group: the part of the link it reads, and its pattern.
    public struct Rule: Sendable, Equatable {
        public enum Part: String, Sendable { case path, query, fragment }
        public var part: Part
        /// The matcher, as a path rule of the same kind (`query` reads as `path`, `queryPrefix` as `pathPrefix`, …).
        public var rule: PathRule
        /// The attribute as written: `android:queryPrefix`.
        public var attribute: String

        public init(part: Part, rule: PathRule, attribute: String) {
            self.part = part
            self.rule = rule
            self.attribute = attribute
        }
    }

    public init(allow: Bool, rules: [Rule] = []) {
        self.allow = allow
        self.rules = rules
    }

    /// The attributes a group's `<data>` may hold, by part, and the path matcher each selects.
    public static let attributes: [(name: String, part: Rule.Part, kind: PathRule.Kind)] = {
        let suffixes: [(String, PathRule.Kind)] = [("", .path), ("Prefix", .pathPrefix), ("Pattern", .pathPattern),
                                                   ("AdvancedPattern", .pathAdvancedPattern), ("Suffix", .pathSuffix)]
        return [Rule.Part.path, .query, .fragment].flatMap { part in suffixes.map { (part.rawValue + $0.0, part, $0.1) } }
    }()

    /// Whether every rule matches: the path and fragment whole (decoded; a link with no fragment matches no
    /// fragment rule), a query rule any one parameter, split on `&`, or on `;` when there is no `&`.
    public func matches(path: String, query: String?, fragment: String?, androidVersion: Int) -> Bool {
        guard !rules.isEmpty else { return false }
        return rules.allSatisfy { r in
            switch r.part {
            case .path: return r.rule.matches(path, androidVersion: androidVersion)
            case .fragment: return fragment.map { r.rule.matches($0, androidVersion: androidVersion) } ?? false
            case .query:
                guard let query else { return false }
                var params = query.split(separator: "&", omittingEmptySubsequences: false)
                if params.count == 1 { params = query.split(separator: ";", omittingEmptySubsequences: false) }
                return params.contains { r.rule.matches(String($0), androidVersion: androidVersion) }
            }
        }
    }

    /// AOSP's `matchGroupsToUri`: the first group that matches decides by `allow`; none matching is no match.
    public static func allow(_ groups: [UriRelativeFilterGroup], path: String, query: String?, fragment: String?,
                             androidVersion: Int) -> Bool {
        groups.first { $0.matches(path: path, query: query, fragment: fragment, androidVersion: androidVersion) }?.allow ?? false
    }

    /// The first release that reads the groups; before, they are ignored.
    public static let readFrom = 15
}
