import LinkLabFormats

/// One `<intent-filter>` of the app's `AndroidManifest.xml` that can take a link (action VIEW, category
/// BROWSABLE): its `<data>` elements merged as Android merges them, and `android:autoVerify`.
public struct IntentFilter: Sendable, Equatable {
    /// `android:scheme` values; Android compares them exactly.
    public var schemes: [String]
    /// `android:host` values; a leading `*` matches any prefix, as Android's `AuthorityEntry` does.
    public var hosts: [String]
    /// `android:port` of the `<data>` that named each host (aligned with `hosts`; empty or nil: any port).
    /// A port on a `<data>` with no host is dropped, as `ParsedIntentInfoUtils` drops it.
    public var ports: [Int?]
    /// `android:path`, `pathPrefix`, `pathPattern`, `pathAdvancedPattern` and `pathSuffix` values.
    public var paths: [PathRule]
    /// `android:ssp`, `sspPrefix`, `sspPattern`, `sspAdvancedPattern` and `sspSuffix` values.
    public var ssps: [PathRule]
    /// `android:mimeType` and `android:mimeGroup` values. A browser's link carries no MIME type, so a filter
    /// that lists one never takes it (`IntentFilter.match` answers `NO_MATCH_TYPE`).
    public var mimeTypes: [String]
    /// What the filter holds that LinkLab does not emulate (an attribute or element, named as written). Such
    /// a filter is reported and never treated as taking a link: dropping the attribute could turn a narrow
    /// filter into one that takes every path.
    public var unjudged: [String]
    /// `<uri-relative-filter-group>`s, in order: read from Android 15, ignored before.
    public var relativeGroups: [UriRelativeFilterGroup] = []
    /// `android:autoVerify="true"`: Android checks the site's `assetlinks.json` for this filter's hosts.
    public var autoVerify: Bool
    /// Where the filter was read: a manifest line, or its index in the settings file.
    public var origin: String

    public init(schemes: [String], hosts: [String] = [], ports: [Int?] = [], paths: [PathRule] = [], ssps: [PathRule] = [],
                mimeTypes: [String] = [], unjudged: [String] = [], autoVerify: Bool = false, origin: String = "",
                relativeGroups: [UriRelativeFilterGroup] = []) {
        self.relativeGroups = relativeGroups
        self.schemes = schemes
        self.hosts = hosts
        // All nil is kept as empty, so that a filter reads the same whichever reader built it.
        self.ports = ports.contains { $0 != nil } ? ports : []
        self.paths = paths
        self.ssps = ssps
        self.mimeTypes = mimeTypes
        self.unjudged = unjudged
        self.autoVerify = autoVerify
        self.origin = origin
    }

    /// The port the `<data>` naming host `index` gave, or nil for any port.
    func port(ofHost index: Int) -> Int? { index < ports.count ? ports[index] : nil }

    /// Whether the filter takes a link, as AOSP's `IntentFilter.match` and `matchData` decide
    /// (core/java/android/content/IntentFilter.java):
    /// - a listed MIME type never takes a browser's link, which has none;
    /// - the scheme must be listed (exactly);
    /// - when the filter lists `ssp` rules and one matches the scheme-specific part, the filter takes the
    ///   link whatever its hosts and paths say;
    /// - otherwise, when it lists hosts, one must match the host (and its port, when the `<data>` gave
    ///   one: a link that writes no port has port -1 and matches no port rule), and then, when it lists
    ///   paths, one must match the decoded path;
    /// - a filter that lists no host ignores its path rules (paths are checked only after an authority);
    /// - a filter that lists `ssp` rules but no host takes only a link whose scheme-specific part matches.
    /// `port` is the port written in the link (nil when none); `ssp` the scheme-specific part as
    /// `Uri.getSchemeSpecificPart()` gives it (decoded, everything between `scheme:` and `#`).
    /// `androidVersion` decides what an escaped `\.` in a `pathPattern` or `sspPattern` means (`PathPattern`).
    /// From Android 15 the `<uri-relative-filter-group>`s join the path rules: the filter takes the link when a
    /// path rule matches or the groups allow it (`query` and `fragment` decoded, nil when the link has none).
    public func takes(scheme: String, host: String?, port: Int? = nil, path: String, ssp: String? = nil,
                      query: String? = nil, fragment: String? = nil,
                      androidVersion: Int = AndroidApp.newestVersion) -> IntentFilterMatch {
        if !unjudged.isEmpty { return .unjudged(unjudged) }
        guard schemes.contains(scheme) else { return .scheme }
        if !mimeTypes.isEmpty { return .type }
        if !ssps.isEmpty, let ssp, let rule = ssps.first(where: { $0.matches(ssp, androidVersion: androidVersion) }) { return .taken(by: rule) }
        if !hosts.isEmpty {
            let linkPort = port
            guard let host, hosts.indices.contains(where: { Self.hostMatches(hosts[$0], host) && (self.port(ofHost: $0).map { $0 == linkPort } ?? true) }) else {
                return .host
            }
            let groups = androidVersion >= UriRelativeFilterGroup.readFrom ? relativeGroups : []
            if !paths.isEmpty || !groups.isEmpty {
                if let rule = paths.first(where: { $0.matches(path, androidVersion: androidVersion) }) { return .taken(by: rule) }
                if UriRelativeFilterGroup.allow(groups, path: path, query: query, fragment: fragment, androidVersion: androidVersion) {
                    return .taken(by: nil)
                }
                return .path
            }
            return .taken(by: nil)
        }
        if !ssps.isEmpty { return .ssp }
        return .taken(by: nil)
    }

    /// Android's `AuthorityEntry.match`: a leading `*` keeps only the rest as a suffix, and the host is
    /// compared ignoring case.
    package static func hostMatches(_ pattern: String, _ host: String) -> Bool {
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
    /// The filter lists `ssp` rules and no host, and no rule matches the scheme-specific part.
    case ssp
    /// The filter lists a MIME type; a browser's link has none.
    case type
    /// The filter holds what LinkLab does not emulate (named): it is reported, never treated as matching.
    case unjudged([String])
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
        case ssp
        case sspPrefix
        case sspPattern
        case sspAdvancedPattern
        case sspSuffix

        /// The matcher type the attribute selects.
        var matcher: Kind {
            switch self {
            case .ssp: .path
            case .sspPrefix: .pathPrefix
            case .sspPattern: .pathPattern
            case .sspAdvancedPattern: .pathAdvancedPattern
            case .sspSuffix: .pathSuffix
            default: self
            }
        }

        /// Whether the attribute is one of the `ssp` family.
        public var isSSP: Bool { matcher != self }
    }

    public var kind: Kind
    public var value: String

    public init(_ kind: Kind, _ value: String) {
        self.kind = kind
        self.value = value
    }

    /// Android's `PatternMatcher.matchPattern`: literal, prefix, simple glob, advanced glob or suffix.
    /// An advanced pattern AOSP would refuse matches nothing (the readers refuse it before it gets here).
    /// `androidVersion` matters only to an escaped `\.` in a simple glob (`PathPattern.escapedDotLiteralFrom`).
    public func matches(_ path: String, androidVersion: Int = AndroidApp.newestVersion) -> Bool {
        switch kind.matcher {
        // Java compares code units, not canonically equivalent characters as Swift's `==` does.
        case .path: path.utf16.elementsEqual(value.utf16)
        case .pathPrefix: path.utf16.starts(with: value.utf16)
        case .pathPattern: PathPattern.matches(value, path, androidVersion: androidVersion)
        case .pathAdvancedPattern: (try? AdvancedPattern(value))?.matches(path) ?? false
        case .pathSuffix: path.utf16.reversed().starts(with: value.utf16.reversed())
        default: false
        }
    }

    /// Whether what the rule matches depends on the Android version: a simple glob with an escaped `\.`.
    public var dependsOnAndroidVersion: Bool { kind.matcher == .pathPattern && PathPattern.hasEscapedDot(value) }
}
