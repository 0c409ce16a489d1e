import LinkLabFormats
import LinkLabReading

/// What iOS concludes from the AASA for one URL.
public enum AASAVerdict: Sendable, Equatable {
    /// No `details` entry lists the app's ID.
    case missingAppID
    /// A rule matches and lets the app open the URL; `at` says where it stands in the file.
    case matched(AppSiteAssociation.Rule, at: AASARulePlace)
    /// A rule matches first and excludes the URL.
    case excluded(AppSiteAssociation.Rule, at: AASARulePlace)
    /// No rule matches.
    case noMatch
    /// The file is over 128 KB, so iOS never read it.
    case fileTooLarge(bytes: Int)

    /// The deciding rule and its place, when a rule decided.
    public var decidingRule: (rule: AppSiteAssociation.Rule, place: AASARulePlace)? {
        switch self {
        case .matched(let rule, let place), .excluded(let rule, let place): (rule, place)
        case .missingAppID, .noMatch, .fileTooLarge: nil
        }
    }
}

/// Where a rule stands in the file: `details[0].components[2]`, `details[1].paths[0]`, or
/// `details["TEAM.app"].paths[0]` in the older form keyed by app ID.
public struct AASARulePlace: Sendable, Equatable {
    /// The entry's index in `details` (in app-ID order for the older keyed form).
    public var detail: Int
    /// The app ID the entry is keyed by in the older form, or nil.
    public var detailKey: String?
    /// The rule's index in `components` (or `paths`).
    public var rule: Int
    /// Whether the rule is a legacy `paths` string.
    public var legacy: Bool

    public init(detail: Int, detailKey: String? = nil, rule: Int, legacy: Bool) {
        self.detail = detail
        self.detailKey = detailKey
        self.rule = rule
        self.legacy = legacy
    }
}

extension AppSiteAssociation {
    /// Apple's order: in the entries that list the app, in file order, the first matching rule decides.
    /// The rules are read again on each call; to check many links, read them once (`AASARules`).
    public func verdict(appID: String, url: URLParts) -> AASAVerdict {
        AASARules(self, appID: appID).verdict(url)
    }
}

/// The rules of one AASA file that speak for one app ID, in Apple's order, each with its defaults filled
/// in and its path pattern in matching form: worked out once, so that judging a link only matches.
struct AASARules: Sendable {
    /// One rule as it decides: its place in the file, whether a match excludes, and its matcher.
    struct Resolved: Sendable {
        let rule: AppSiteAssociation.Rule
        let place: AASARulePlace
        let excludes: Bool
        let match: AASAComponentMatch
        /// A legacy `paths` string matches on the path alone.
        let pathOnly: Bool
    }

    let refusedSize: Int?
    /// Whether any `details` entry lists the app ID.
    let listed: Bool
    let rules: [Resolved]

    init(_ association: AppSiteAssociation, appID: String) {
        refusedSize = association.refusedSize
        // Every pattern is read here, once per engine, with each substitution variable read once for
        // all the patterns that use it.
        var compiler = GlobCompiler(variables: SubstitutionVariables(custom: association.substitutionVariables))
        var listed = false
        var rules: [Resolved] = []
        for (d, entry) in association.details.enumerated() where entry.appIDs.contains(appID) {
            listed = true
            let entryDefaults = entry.defaults.over(association.defaults)
            for (r, rule) in entry.rules.enumerated() {
                let place = AASARulePlace(detail: d, detailKey: entry.key, rule: r, legacy: rule.isLegacy)
                switch rule {
                case .legacyPath(let raw):
                    let excluded = raw.hasPrefix("NOT ")
                    let pattern = excluded ? String(raw.dropFirst(4)) : raw
                    let match = AASAComponentMatch(AppSiteAssociation.Component(path: pattern).over(entryDefaults), compiler: &compiler)
                    rules.append(Resolved(rule: rule, place: place, excludes: excluded, match: match, pathOnly: true))
                case .component(let component):
                    let resolved = component.over(entryDefaults)
                    rules.append(Resolved(rule: rule, place: place, excludes: resolved.exclude == true,
                                          match: AASAComponentMatch(resolved, compiler: &compiler), pathOnly: false))
                }
            }
        }
        self.listed = listed
        self.rules = rules
    }

    func verdict(_ url: URLParts) -> AASAVerdict {
        var work = 0
        return verdict(url, work: &work)
    }

    /// `work` counts the matching steps taken, so that tests can hold the time linear without a clock.
    func verdict(_ url: URLParts, work: inout Int) -> AASAVerdict {
        if let refusedSize { return .fileTooLarge(bytes: refusedSize) }
        var query = LinkQuery(url.encodedQuery)
        // By index: a `for` loop would copy each rule, its patterns and its strings.
        for i in rules.indices {
            work += 1
            guard rules[i].pathOnly ? rules[i].match.pathMatches(url, work: &work)
                    : rules[i].match.matches(url, query: &query, work: &work) else { continue }
            return rules[i].excludes ? .excluded(rules[i].rule, at: rules[i].place) : .matched(rules[i].rule, at: rules[i].place)
        }
        return listed ? .noMatch : .missingAppID
    }
}

extension AppSiteAssociation.Rule {
    var isLegacy: Bool { if case .legacyPath = self { true } else { false } }
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
