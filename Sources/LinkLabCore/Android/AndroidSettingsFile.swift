import Foundation

/// The settings file's `android` object, as JSON spells it (docs/contract.md, "Android").
struct AndroidSettingsFile: Decodable {
    var packageName: String?
    var certificateFingerprints: [String]?
    var intentFilters: [IntentFilterFile]?
    var manifest: String?
    var assetLinks: [AssetStatementFile]?
    var assetLinksFile: String?
    var unverifiedLinks: String?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["packageName", "certificateFingerprints", "intentFilters", "manifest",
                                                "assetLinks", "assetLinksFile", "unverifiedLinks", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        packageName = try c.decodeIfPresent(String.self, forKey: .init("packageName"))
        certificateFingerprints = try c.decodeIfPresent([String].self, forKey: .init("certificateFingerprints"))
        intentFilters = try c.decodeIfPresent([IntentFilterFile].self, forKey: .init("intentFilters"))
        manifest = try c.decodeIfPresent(String.self, forKey: .init("manifest"))
        assetLinks = try c.decodeIfPresent([AssetStatementFile].self, forKey: .init("assetLinks"))
        assetLinksFile = try c.decodeIfPresent(String.self, forKey: .init("assetLinksFile"))
        unverifiedLinks = try c.decodeIfPresent(String.self, forKey: .init("unverifiedLinks"))
        for (a, b) in [("intentFilters", "manifest"), ("assetLinks", "assetLinksFile")] where c.contains(.init(a)) && c.contains(.init(b)) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey(b)],
                                                   debugDescription: "give either \(a) or \(b), not both"))
        }
        if let v = unverifiedLinks, UnverifiedLinks(rawValue: v) == nil {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("unverifiedLinks")],
                                                   debugDescription: "must be browser or chooser"))
        }
    }
}

/// One intent filter written in the settings file, shaped like the manifest's:
/// `{"autoVerify": true, "data": [{"scheme": "https", "host": "demo.q2.com", "pathPrefix": "/x"}]}`.
struct IntentFilterFile: Decodable {
    var autoVerify: Bool
    var data: [DataFile]

    struct DataFile: Decodable {
        var values: [(key: String, value: String)] = []
        /// `port`, paired with this element's `host` as the manifest pairs them.
        var port: Int?

        static let keys = ["scheme", "host"] + ManifestReader.ruleKinds.map(\.rawValue) + ["mimeType"]

        init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, allowed: Self.keys + ["port", "comment"])
            let c = try decoder.container(keyedBy: AnyCodingKey.self)
            for key in Self.keys {
                guard let v = try c.decodeIfPresent(String.self, forKey: .init(key)) else { continue }
                if v.isEmpty {
                    throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey(key)], debugDescription: "must not be empty"))
                }
                if let kind = PathRule.Kind(rawValue: key), kind.matcher == .pathAdvancedPattern {
                    do { _ = try AdvancedPattern(v) } catch {
                        throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey(key)],
                                                               debugDescription: "is refused by Android's PatternMatcher: \(error.reason)"))
                    }
                }
                values.append((key, v))
            }
            port = try c.decodeIfPresent(Int.self, forKey: .init("port"))
            if let port, !(0...65535).contains(port) {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("port")], debugDescription: "must be a port number, 0 to 65535"))
            }
        }
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["autoVerify", "data", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        autoVerify = try c.decodeIfPresent(Bool.self, forKey: .init("autoVerify")) ?? false
        data = try c.decode([DataFile].self, forKey: .init("data"))
        if !data.contains(where: { $0.values.contains { $0.key == "scheme" } }) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("data")],
                                                   debugDescription: "names no scheme; an intent filter that takes links needs one"))
        }
    }

    func filter(origin: String) -> IntentFilter {
        var filter = IntentFilter(schemes: [], autoVerify: autoVerify, origin: origin)
        // The <data> elements of one filter merge, as Android merges them; a port stays with its own host.
        for element in data {
            for (key, value) in element.values {
                switch key {
                case "scheme": filter.schemes.append(value)
                case "host":
                    filter.hosts.append(value)
                    filter.ports.append(element.port)
                case "mimeType": filter.mimeTypes.append(value)
                default:
                    guard let kind = PathRule.Kind(rawValue: key) else { continue }
                    if kind.isSSP { filter.ssps.append(PathRule(kind, value)) } else { filter.paths.append(PathRule(kind, value)) }
                }
            }
        }
        if !filter.ports.contains(where: { $0 != nil }) { filter.ports = [] }
        return filter
    }
}

/// One statement of an `assetlinks.json`, read strictly: `relation` and `target` are required.
struct AssetStatementFile: Decodable {
    var statement: AssetLinks.Statement

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["relation", "target", "relation_extensions"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        let relations = try c.decode([String].self, forKey: .init("relation"))
        let target = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .init("target"))
        for key in target.allKeys where !["namespace", "package_name", "sha256_cert_fingerprints", "site"].contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(codingPath: target.codingPath + [key],
                                                   debugDescription: "is not a known key; expected one of: namespace, package_name, sha256_cert_fingerprints, site"))
        }
        let namespace = try target.decode(String.self, forKey: .init("namespace"))
        var packageName: String?
        var fingerprints: [String] = []
        if namespace == "android_app" {
            packageName = try target.decode(String.self, forKey: .init("package_name"))
            fingerprints = try target.decode([String].self, forKey: .init("sha256_cert_fingerprints"))
        }
        statement = .init(relations: relations, namespace: namespace, packageName: packageName, fingerprints: fingerprints)
    }
}

extension AssetLinks {
    /// Reads an `assetlinks.json` strictly; an error names the file, the key and the reason.
    public static func load(path: String) throws(ConfigurationError) -> AssetLinks {
        try load(path: path, referredBy: nil)
    }

    static func load(path: String, referredBy referrer: FileReference?) throws(ConfigurationError) -> AssetLinks {
        let data = try StrictDecoder.read(path, as: .assetLinks, referredBy: referrer)
        let list = try StrictDecoder.decode([AssetStatementFile].self, from: data, file: path)
        return AssetLinks(statements: list.map(\.statement))
    }
}

extension ConfigurationLoader {
    /// Applies the settings file's `platform` and `android` to `config`.
    static func readAndroid(_ file: AndroidSettingsFile, into config: inout FIConfiguration, settingsFile: String,
                            baseDirectory: String) throws(ConfigurationError) {
        var android = config.android
        if let v = file.packageName { android.packageName = v }
        if let v = file.certificateFingerprints { android.certificateFingerprints = v }
        if let v = file.unverifiedLinks, let links = UnverifiedLinks(rawValue: v) { android.unverifiedLinks = links }
        if let filters = file.intentFilters {
            android.intentFilters = filters.enumerated().map { $1.filter(origin: "android.intentFilters[\($0)]") }
            android.manifestFile = nil
            android.ignoredFilters = []
        }
        if let v = file.manifest {
            let path = resolve(v, against: baseDirectory)
            let manifest = try AndroidManifest.contents(path: path, referredBy: FileReference(file: settingsFile, key: "android.manifest"))
            android.intentFilters = manifest.filters
            android.ignoredFilters = manifest.ignored
            android.manifestFile = path
        }
        if let statements = file.assetLinks {
            android.assetLinks = AssetLinks(statements: statements.map(\.statement))
            android.assetLinksFile = nil
        }
        if let v = file.assetLinksFile {
            let path = resolve(v, against: baseDirectory)
            android.assetLinks = try AssetLinks.load(path: path, referredBy: FileReference(file: settingsFile, key: "android.assetLinksFile"))
            android.assetLinksFile = path
        }
        config.android = android
    }
}
