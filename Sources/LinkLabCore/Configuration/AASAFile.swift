import Foundation

/// An apple-app-site-association file as iOS reads it. Where iOS is lenient, so is this: unknown keys
/// (a misspelled `casesensitive` included) and `"apps": []` are ignored, `paths` is ignored when
/// `components` is present, the older `details` object keyed by app ID is read, and a `?` dictionary
/// with a value that is not a string is voided rather than refused. A known key of the wrong type is an error.
struct AASAFile: Decodable {
    var association: AppSiteAssociation

    init(from decoder: any Decoder) throws {
        let top = try decoder.container(keyedBy: AnyCodingKey.self)
        guard top.contains(.init("applinks")) else {
            association = AppSiteAssociation(details: [])
            return
        }
        let applinks = try top.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init("applinks"))
        let defaults = try applinks.decodeIfPresent(ComponentFile.self, forKey: .init("defaults"))?.component ?? .init()
        let variables = try applinks.decodeIfPresent([String: [String]].self, forKey: .init("substitutionVariables")) ?? [:]
        let detailsKey = AnyCodingKey("details")
        var details: [AppSiteAssociation.Detail] = []
        if let list = try? applinks.decodeIfPresent([DetailFile].self, forKey: detailsKey) {
            details = list.map(\.detail)
        } else if let keyed = try? applinks.decodeIfPresent([String: DetailFile].self, forKey: detailsKey) {
            // The older form: one entry per app ID. Sorted, so that the order is the same on every run.
            details = keyed.keys.sorted().compactMap { appID in
                keyed[appID].map { file in
                    var detail = file.detail
                    detail.appIDs = [appID]
                    detail.key = appID
                    return detail
                }
            }
        } else if applinks.contains(detailsKey) {
            // Neither form decodes: decode the list again to name the key and the reason.
            _ = try applinks.decode([DetailFile].self, forKey: detailsKey)
        }
        association = AppSiteAssociation(details: details, defaults: defaults, substitutionVariables: variables)
    }

    /// Reads an AASA file from disk, naming the file in any error, or the key that named a file that cannot
    /// be read. A file over 128 KB is not read: iOS refuses it, so every link it would cover is not opened.
    static func load(path: String, referredBy referrer: FileReference? = nil) throws(ConfigurationError) -> AppSiteAssociation {
        let data = try StrictDecoder.read(path, as: .siteAssociation, referredBy: referrer)
        return try decode(data, file: path)
    }

    /// Decodes AASA bytes; `file` names them in errors.
    static func decode(_ data: Data, file: String) throws(ConfigurationError) -> AppSiteAssociation {
        if data.count > AppSiteAssociation.sizeLimit {
            return AppSiteAssociation(details: [], refusedSize: data.count)
        }
        return try StrictDecoder.decode(AASAFile.self, from: data, file: file).association
    }
}

/// One `details` entry: `appIDs` and/or `appID`, `components` (or legacy `paths`) and `defaults`.
struct DetailFile: Decodable {
    var detail: AppSiteAssociation.Detail

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var appIDs = try c.decodeIfPresent([String].self, forKey: .init("appIDs")) ?? []
        if let single = try c.decodeIfPresent(String.self, forKey: .init("appID")) { appIDs.append(single) }
        let rules: [AppSiteAssociation.Rule]
        // iOS 13 and later read `components` and ignore `paths` when both are present.
        if let components = try c.decodeIfPresent([ComponentFile].self, forKey: .init("components")) {
            rules = components.map { .component($0.component) }
        } else {
            rules = (try c.decodeIfPresent([String].self, forKey: .init("paths")) ?? []).map { .legacyPath($0) }
        }
        let defaults = try c.decodeIfPresent(ComponentFile.self, forKey: .init("defaults"))?.component ?? .init()
        detail = .init(appIDs: appIDs, rules: rules, defaults: defaults)
    }
}

/// A `components` entry or a `defaults` dictionary.
struct ComponentFile: Decodable {
    var component: AppSiteAssociation.Component

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        var query: AppSiteAssociation.QueryPattern?
        let q = AnyCodingKey("?")
        if c.contains(q) {
            if let whole = try? c.decode(String.self, forKey: q) {
                query = .whole(whole)
            } else if let items = try? c.decode([String: String].self, forKey: q) {
                query = .items(items)
            } else {
                // A value that is not a string voids the whole dictionary: iOS lets any query through.
                query = .voided
            }
        }
        component = .init(
            path: try c.decodeIfPresent(String.self, forKey: .init("/")),
            fragment: try c.decodeIfPresent(String.self, forKey: .init("#")),
            query: query,
            exclude: try c.decodeIfPresent(Bool.self, forKey: .init("exclude")),
            caseSensitive: try c.decodeIfPresent(Bool.self, forKey: .init("caseSensitive")),
            percentEncoded: try c.decodeIfPresent(Bool.self, forKey: .init("percentEncoded")),
            comment: try? c.decodeIfPresent(String.self, forKey: .init("comment"))
        )
    }
}
