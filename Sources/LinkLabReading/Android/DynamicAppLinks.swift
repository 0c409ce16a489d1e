import LinkLabFormats

/// Android 15's dynamic App Links: a statement's `relation_extensions` →
/// `delegate_permission/common.handle_all_urls` → `dynamic_app_link_components`, read as
/// developer.android.com/training/app-links/configure-assetlinks ("Configure dynamic rules") describes them.
public enum DynamicAppLinks: Sendable, Equatable {
    /// The components, in the order Android evaluates them.
    case components([Component])
    /// A field is malformed or empty (`reason`): Android discards the dynamic rules and the manifest alone decides.
    case discarded(Malformed)

    /// Which field is malformed or empty, as data.
    public enum Malformed: Sendable, Equatable {
        /// `relation_extensions`, or its `handle_all_urls` entry, is not an object.
        case extensionsNotAnObject
        /// `dynamic_app_link_components` is not a list, or is empty.
        case notAList
        case ruleNotAnObject(rule: Int)
        /// A rule's `/`, `#`, `?` or `exclude` holds the wrong kind of value, or nothing.
        case field(rule: Int, key: String)
        case noMatcher(rule: Int)
    }

    /// One rule: its matchers (each optional, but not all absent) and whether a match excludes the link.
    public struct Component: Sendable, Equatable {
        /// `"/"`: the path pattern.
        public var path: String?
        /// `"#"`: the fragment pattern.
        public var fragment: String?
        /// `"?"`: every key must be in the query with a value its pattern matches.
        public var query: [Pair]
        public var exclude: Bool

        public init(path: String? = nil, fragment: String? = nil, query: [Pair] = [], exclude: Bool = false) {
            self.path = path
            self.fragment = fragment
            self.query = query
            self.exclude = exclude
        }
    }

    /// One `"?"` entry: a query key and its value's pattern.
    public struct Pair: Sendable, Equatable {
        public var key: String
        public var pattern: String

        public init(_ key: String, _ pattern: String) {
            self.key = key
            self.pattern = pattern
        }
    }

    /// The rules a statement's `relation_extensions` holds; nil when it holds none for `handle_all_urls`.
    public static func read(_ extensions: JSONValue?) -> DynamicAppLinks? {
        guard let extensions else { return nil }
        guard case .object(let byRelation) = extensions else { return .discarded(.extensionsNotAnObject) }
        guard let forRelation = byRelation.first(where: { $0.key == AssetLinks.handleAllURLs })?.value else { return nil }
        guard case .object(let fields) = forRelation else { return .discarded(.extensionsNotAnObject) }
        guard let list = fields.first(where: { $0.key == "dynamic_app_link_components" })?.value else { return nil }
        guard case .array(let items) = list, !items.isEmpty else {
            return .discarded(.notAList)
        }
        var components: [Component] = []
        for (index, item) in items.enumerated() {
            guard case .object(let keys) = item else { return .discarded(.ruleNotAnObject(rule: index)) }
            var component = Component()
            for (key, value) in keys {
                switch (key, value) {
                case ("/", .string(let s)) where !s.isEmpty: component.path = s
                case ("#", .string(let s)) where !s.isEmpty: component.fragment = s
                case ("?", .object(let pairs)) where !pairs.isEmpty:
                    for (name, pattern) in pairs {
                        guard case .string(let p) = pattern, !name.isEmpty, !p.isEmpty else {
                            return .discarded(.field(rule: index, key: "?"))
                        }
                        component.query.append(Pair(name, p))
                    }
                case ("exclude", .bool(let b)): component.exclude = b
                case ("/", _), ("#", _), ("?", _), ("exclude", _):
                    return .discarded(.field(rule: index, key: key))
                default: continue
                }
            }
            guard component.path != nil || component.fragment != nil || !component.query.isEmpty else {
                return .discarded(.noMatcher(rule: index))
            }
            components.append(component)
        }
        return .components(components)
    }

    /// The dynamic matchers' pattern: `*` matches zero or more characters up to the first place the character
    /// after it in the pattern is found (no backtracking), `?` any one character, `?*` one or more; every
    /// other character is itself. Compared in UTF-16 code units, as Android compares strings.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.utf16), t = Array(text.utf16)
        let star = UInt16(UInt8(ascii: "*")), any = UInt16(UInt8(ascii: "?"))
        var i = 0, j = 0
        while i < p.count {
            if p[i] == star {
                i += 1
                guard i < p.count else { return true }
                if p[i] == any || p[i] == star { continue }
                // Up to the first occurrence of the next literal character.
                guard let found = t[j...].firstIndex(of: p[i]) else { return false }
                j = found
            } else if p[i] == any {
                guard j < t.count else { return false }
                i += 1; j += 1
            } else {
                guard j < t.count, t[j] == p[i] else { return false }
                i += 1; j += 1
            }
        }
        return j == t.count
    }
}
