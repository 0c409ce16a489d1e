/// The `applinks` part of a website's apple-app-site-association file: which apps may open which URLs.
public struct AppSiteAssociation: Sendable, Equatable {
    /// One `details` entry: the app IDs it speaks for, its defaults and its rules, in the file's order.
    public struct Detail: Sendable, Equatable {
        public var appIDs: [String]
        public var rules: [Rule]
        /// The entry's own `defaults` (app level), over the domain's.
        public var defaults: Component
        /// The app ID the entry was keyed by, when the file uses the older `details` object.
        public var key: String?

        public init(appIDs: [String], rules: [Rule], defaults: Component = Component(), key: String? = nil) {
            self.appIDs = appIDs
            self.rules = rules
            self.defaults = defaults
            self.key = key
        }
    }

    /// One rule: an iOS 13+ `components` dictionary, or a legacy `paths` string (`NOT /x` excludes).
    public enum Rule: Sendable, Equatable {
        case component(Component)
        case legacyPath(String)
    }

    /// An iOS 13+ component, or a `defaults` dictionary (Apple: "a subclass of components"): patterns for
    /// the path, fragment and query, and whether a match excludes. A key left out takes the defaults'.
    public struct Component: Sendable, Equatable {
        public var path: String?
        public var fragment: String?
        public var query: QueryPattern?
        public var exclude: Bool?
        public var caseSensitive: Bool?
        public var percentEncoded: Bool?
        public var comment: String?

        public init(path: String? = nil, fragment: String? = nil, query: QueryPattern? = nil, exclude: Bool? = nil,
                    caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil) {
            self.path = path
            self.fragment = fragment
            self.query = query
            self.exclude = exclude
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
            self.comment = comment
        }

        /// This component's keys, with `defaults` filling the ones it leaves out.
        public func over(_ defaults: Component) -> Component {
            Component(path: path ?? defaults.path, fragment: fragment ?? defaults.fragment, query: query ?? defaults.query,
                      exclude: exclude ?? defaults.exclude, caseSensitive: caseSensitive ?? defaults.caseSensitive,
                      percentEncoded: percentEncoded ?? defaults.percentEncoded, comment: comment)
        }
    }

    /// A component's `?` key: a pattern for the whole query, patterns for named query items, or a
    /// dictionary voided by a value that is not a string (iOS then lets any query through).
    public enum QueryPattern: Sendable, Equatable {
        case whole(String)
        case items([String: String])
        case voided
    }

    public var details: [Detail]
    /// `applinks.defaults`: the domain-level defaults. Apple's own are case-sensitive and percent-encoded.
    public var defaults: Component
    /// `applinks.substitutionVariables`: names a pattern may use as `$(name)`, each with its values.
    public var substitutionVariables: [String: [String]]
    /// The size in bytes of a file iOS refuses to read because it is over 128 KB, or nil.
    public var refusedSize: Int?

    public init(details: [Detail], defaults: Component = Component(), substitutionVariables: [String: [String]] = [:],
                refusedSize: Int? = nil) {
        self.details = details
        self.defaults = defaults
        self.substitutionVariables = substitutionVariables
        self.refusedSize = refusedSize
    }

    /// iOS reads no apple-app-site-association file larger than this many bytes.
    public static let sizeLimit = 128 * 1024
}
