/// The `applinks` part of a website's apple-app-site-association file: which apps may open which URLs.
public struct AppSiteAssociation: Sendable, Equatable {
    /// One `details` entry: the app IDs it speaks for and its rules, in the file's order.
    public struct Detail: Sendable, Equatable {
        public var appIDs: [String]
        public var rules: [Rule]

        public init(appIDs: [String], rules: [Rule]) {
            self.appIDs = appIDs
            self.rules = rules
        }
    }

    /// One rule: an iOS 13+ `components` dictionary, or a legacy `paths` string (`NOT /x` excludes).
    public enum Rule: Sendable, Equatable {
        case component(Component)
        case legacyPath(String)
    }

    /// An iOS 13+ component: patterns for the path, fragment and query, and whether a match excludes.
    public struct Component: Sendable, Equatable {
        public var path: String?
        public var fragment: String?
        public var query: QueryPattern?
        public var exclude: Bool
        public var caseSensitive: Bool?
        public var percentEncoded: Bool?
        public var comment: String?

        public init(path: String? = nil, fragment: String? = nil, query: QueryPattern? = nil, exclude: Bool = false,
                    caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil) {
            self.path = path
            self.fragment = fragment
            self.query = query
            self.exclude = exclude
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
            self.comment = comment
        }
    }

    /// A component's `?` key: a pattern for the whole query, or patterns for named query items.
    public enum QueryPattern: Sendable, Equatable {
        case whole(String)
        case items([String: String])
    }

    public var details: [Detail]
    /// `applinks.defaults.caseSensitive`; Apple's default is true.
    public var caseSensitive: Bool
    /// `applinks.defaults.percentEncoded`; Apple's default is true.
    public var percentEncoded: Bool

    public init(details: [Detail], caseSensitive: Bool = true, percentEncoded: Bool = true) {
        self.details = details
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }
}
