#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

/// An apple-app-site-association file as iOS reads it. Where iOS is lenient, so is this: unknown keys
/// (a misspelled `casesensitive` included) and `"apps": []` are ignored, `paths` is ignored when
/// `components` is present, the older `details` object keyed by app ID is read, and a `?` dictionary
/// with a value that is not a string is voided rather than refused. A known key of the wrong type is an error.
package enum AASAFile {
    /// Reads an AASA file from disk, naming the file in any error, or the key that named a file that cannot
    /// be read. A file over 128 KB is not read: iOS refuses it, so every link it would cover is not opened.
    package static func load(path: String, referredBy referrer: FileReference? = nil) throws(ConfigurationError) -> AppSiteAssociation {
        try decode(Data(ConfigurationLoader.read(path, as: .siteAssociation, referredBy: referrer)), file: path)
    }

    /// Decodes AASA bytes; `file` names them in errors.
    package static func decode(_ data: Data, file: String) throws(ConfigurationError) -> AppSiteAssociation {
        if data.count > AppSiteAssociation.sizeLimit {
            return AppSiteAssociation(details: [], refusedSize: data.count)
        }
        return try association(JSONDocument.parse(Array(data), file: file).top)
    }

    /// The association an AASA object describes, in a file of its own or under `prerequisites.aasa`.
    static func association(_ value: JSONCursor) throws(ConfigurationError) -> AppSiteAssociation {
        let top = try value.lenientObject(AASAKey.self)
        guard let applinksValue = top[.applinks] else { return AppSiteAssociation(details: []) }
        let applinks = try applinksValue.lenientObject(AppLinksKey.self)
        let defaults = try applinks.optional(.defaults, component) ?? .init()
        var variables: [String: [String]] = [:]
        if let table = applinks[.substitutionVariables] {
            guard let members = table.members else { throw table.mustBe(.kind(.object)) }
            for (name, values) in members { variables[name] = try values.strings() }
        }
        var details: [AppSiteAssociation.Detail] = []
        if let list = applinks[.details] {
            if let keyed = list.members {
                // The older form: one entry per app ID. Sorted, so that the order is the same on every run.
                for (appID, entry) in keyed.sorted(by: { $0.key < $1.key }) {
                    var read = try detail(entry)
                    read.appIDs = [appID]
                    read.key = appID
                    details.append(read)
                }
            } else {
                for entry in try list.items() { details.append(try detail(entry)) }
            }
        }
        return AppSiteAssociation(details: details, defaults: defaults, substitutionVariables: variables)
    }

    /// One `details` entry: `appIDs` and/or `appID`, `components` (or legacy `paths`) and `defaults`.
    static func detail(_ value: JSONCursor) throws(ConfigurationError) -> AppSiteAssociation.Detail {
        let d = try value.lenientObject(DetailKey.self)
        var appIDs = try d.strings(.appIDs) ?? []
        if let single = try d.string(.appID) { appIDs.append(single) }
        let rules: [AppSiteAssociation.Rule]
        // iOS 13 and later read `components` and ignore `paths` when both are present.
        if let components = d[.components] {
            var read: [AppSiteAssociation.Rule] = []
            for item in try components.items() { read.append(.component(try component(item))) }
            rules = read
        } else {
            rules = (try d.strings(.paths) ?? []).map { .legacyPath($0) }
        }
        let defaults = try d.optional(.defaults, component) ?? .init()
        return .init(appIDs: appIDs, rules: rules, defaults: defaults)
    }

    /// A `components` entry or a `defaults` dictionary.
    static func component(_ value: JSONCursor) throws(ConfigurationError) -> AppSiteAssociation.Component {
        let c = try value.lenientObject(ComponentKey.self)
        var query: AppSiteAssociation.QueryPattern?
        if let q = c[.query] {
            switch q.value {
            case .string(let whole): query = .whole(whole)
            case .object(let pairs):
                var items: [String: String] = [:]
                for (name, item) in pairs {
                    // A value that is not a string voids the whole dictionary: iOS lets any query through.
                    guard case .string(let text) = item else { query = .voided; break }
                    items[name] = text
                }
                if query == nil { query = .items(items) }
            default: query = .voided
            }
        }
        var comment: String?
        if case .string(let text)? = c[.comment]?.value { comment = text }
        return .init(path: try c.string(.path), fragment: try c.string(.fragment), query: query,
                     exclude: try c.bool(.exclude), caseSensitive: try c.bool(.caseSensitive),
                     percentEncoded: try c.bool(.percentEncoded), comment: comment)
    }
}

/// The keys iOS reads at the top of an AASA file; others are ignored, as iOS ignores them.
enum AASAKey: String, JSONKey {
    case applinks
}

/// `applinks`.
enum AppLinksKey: String, JSONKey {
    case defaults, substitutionVariables, details
}

/// One `details` entry.
enum DetailKey: String, JSONKey {
    case appIDs, appID, components, paths, defaults
}

/// A `components` entry or a `defaults` dictionary.
enum ComponentKey: String, JSONKey {
    case path = "/", fragment = "#", query = "?", exclude, caseSensitive, percentEncoded, comment
}
