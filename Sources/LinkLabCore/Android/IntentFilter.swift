/// One `<intent-filter>` of the app's `AndroidManifest.xml` that can take a link (action VIEW, category
/// BROWSABLE): its `<data>` elements merged as Android merges them, and `android:autoVerify`.
public struct IntentFilter: Sendable, Equatable {
    /// `android:scheme` values; Android compares them exactly.
    public var schemes: [String]
    /// `android:host` values; a leading `*` matches any prefix, as Android's `AuthorityEntry` does.
    public var hosts: [String]
    /// `android:path`, `android:pathPrefix` and `android:pathPattern` values.
    public var paths: [PathRule]
    /// `android:autoVerify="true"`: Android checks the site's `assetlinks.json` for this filter's hosts.
    public var autoVerify: Bool
    /// Where the filter was read: a manifest line, or its index in the settings file.
    public var origin: String

    public init(schemes: [String], hosts: [String] = [], paths: [PathRule] = [], autoVerify: Bool = false, origin: String = "") {
        self.schemes = schemes
        self.hosts = hosts
        self.paths = paths
        self.autoVerify = autoVerify
        self.origin = origin
    }

    /// Whether the filter takes a link with this scheme, host and (decoded) path, as
    /// `IntentFilter.matchData` decides: the scheme must be listed; the host must match one listed host
    /// when any is; the path must match one listed path rule when any is.
    public func takes(scheme: String, host: String?, path: String) -> IntentFilterMatch {
        guard schemes.contains(scheme) else { return .scheme }
        if !hosts.isEmpty {
            guard let host, hosts.contains(where: { Self.hostMatches($0, host) }) else { return .host }
        }
        if !paths.isEmpty {
            guard let rule = paths.first(where: { $0.matches(path) }) else { return .path }
            return .taken(by: rule)
        }
        return .taken(by: nil)
    }

    /// Android's `AuthorityEntry.match`: a leading `*` keeps only the rest as a suffix, and the host is
    /// compared ignoring case.
    static func hostMatches(_ pattern: String, _ host: String) -> Bool {
        if pattern.hasPrefix("*") {
            let suffix = String(pattern.dropFirst()).asciiLowercased()
            return host.asciiLowercased().hasSuffix(suffix)
        }
        return pattern.equalsIgnoringASCIICase(host)
    }
}

/// What an intent filter said about one link.
public enum IntentFilterMatch: Sendable, Equatable {
    /// The filter takes the link; the path rule that matched, when the filter lists any.
    case taken(by: PathRule?)
    /// The scheme is not one the filter lists.
    case scheme
    /// The host is not one the filter lists.
    case host
    /// No path rule of the filter matches the path.
    case path
}

/// A path rule of an intent filter's `<data>`.
public struct PathRule: Sendable, Equatable {
    /// Which attribute the rule came from.
    public enum Kind: String, Sendable {
        case path
        case pathPrefix
        case pathPattern
        /// API 31: `PatternMatcher.PATTERN_ADVANCED_GLOB`.
        case pathAdvancedPattern
        /// API 31: `PatternMatcher.PATTERN_SUFFIX`.
        case pathSuffix
    }

    public var kind: Kind
    public var value: String

    public init(_ kind: Kind, _ value: String) {
        self.kind = kind
        self.value = value
    }

    /// Android's `PatternMatcher.matchPattern`: literal, prefix, simple glob, advanced glob or suffix.
    /// An advanced pattern AOSP would refuse matches nothing (the readers refuse it before it gets here).
    public func matches(_ path: String) -> Bool {
        switch kind {
        // Java compares code units, not canonically equivalent characters as Swift's `==` does.
        case .path: path.utf16.elementsEqual(value.utf16)
        case .pathPrefix: path.utf16.starts(with: value.utf16)
        case .pathPattern: PathPattern.matches(value, path)
        case .pathAdvancedPattern: (try? AdvancedPattern(value))?.matches(path) ?? false
        case .pathSuffix: path.utf16.reversed().starts(with: value.utf16.reversed())
        }
    }
}
