import Foundation

/// An apple-app-site-association file as Apple spells it. Keys Apple ignores are ignored here too;
/// a key of the wrong type is an error.
struct AASAFile: Decodable {
    var association: AppSiteAssociation

    init(from decoder: any Decoder) throws {
        let top = try decoder.container(keyedBy: AnyCodingKey.self)
        let applinks = try top.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init("applinks"))
        var caseSensitive = true, percentEncoded = true
        if applinks.contains(.init("defaults")) {
            let defaults = try applinks.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init("defaults"))
            caseSensitive = try defaults.decodeIfPresent(Bool.self, forKey: .init("caseSensitive")) ?? true
            percentEncoded = try defaults.decodeIfPresent(Bool.self, forKey: .init("percentEncoded")) ?? true
        }
        let details = try applinks.decodeIfPresent([DetailFile].self, forKey: .init("details")) ?? []
        association = AppSiteAssociation(details: details.map(\.detail), caseSensitive: caseSensitive, percentEncoded: percentEncoded)
    }

    /// Reads an AASA file from disk, naming the file in any error, or the key that named a file that cannot be read.
    static func load(path: String, referredBy referrer: FileReference? = nil) throws(ConfigurationError) -> AppSiteAssociation {
        let data = try StrictDecoder.read(path, referredBy: referrer)
        return try StrictDecoder.decode(AASAFile.self, from: data, file: path).association
    }
}

struct DetailFile: Decodable {
    var detail: AppSiteAssociation.Detail

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var appIDs = try c.decodeIfPresent([String].self, forKey: .init("appIDs")) ?? []
        if let single = try c.decodeIfPresent(String.self, forKey: .init("appID")) { appIDs.append(single) }
        var rules: [AppSiteAssociation.Rule] = []
        if let components = try c.decodeIfPresent([ComponentFile].self, forKey: .init("components")) {
            rules += components.map { .component($0.component) }
        }
        if let paths = try c.decodeIfPresent([String].self, forKey: .init("paths")) {
            rules += paths.map { .legacyPath($0) }
        }
        detail = .init(appIDs: appIDs, rules: rules)
    }
}

struct ComponentFile: Decodable {
    var component: AppSiteAssociation.Component

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var query: AppSiteAssociation.QueryPattern?
        let q = AnyCodingKey("?")
        if c.contains(q) {
            if let whole = try? c.decode(String.self, forKey: q) {
                query = .whole(whole)
            } else {
                query = .items(try c.decode([String: String].self, forKey: q))
            }
        }
        component = .init(
            path: try c.decodeIfPresent(String.self, forKey: .init("/")),
            fragment: try c.decodeIfPresent(String.self, forKey: .init("#")),
            query: query,
            exclude: try c.decodeIfPresent(Bool.self, forKey: .init("exclude")) ?? false,
            caseSensitive: try c.decodeIfPresent(Bool.self, forKey: .init("caseSensitive")),
            percentEncoded: try c.decodeIfPresent(Bool.self, forKey: .init("percentEncoded")),
            comment: try c.decodeIfPresent(String.self, forKey: .init("comment"))
        )
    }
}
