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
    var version: Int?
    var sites: [String: String]?
    var installReferrer: Bool?

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["packageName", "certificateFingerprints", "intentFilters", "manifest",
                                                "assetLinks", "assetLinksFile", "unverifiedLinks", "version", "sites", "installReferrer", "comment"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        packageName = try c.decodeIfPresent(String.self, forKey: .init("packageName"))
        certificateFingerprints = try c.decodeIfPresent([String].self, forKey: .init("certificateFingerprints"))
        intentFilters = try c.decodeIfPresent([IntentFilterFile].self, forKey: .init("intentFilters"))
        manifest = try c.decodeIfPresent(String.self, forKey: .init("manifest"))
        assetLinks = try c.decodeIfPresent([AssetStatementFile].self, forKey: .init("assetLinks"))
        assetLinksFile = try c.decodeIfPresent(String.self, forKey: .init("assetLinksFile"))
        unverifiedLinks = try c.decodeIfPresent(String.self, forKey: .init("unverifiedLinks"))
        version = try c.decodeIfPresent(Int.self, forKey: .init("version"))
        sites = try c.decodeIfPresent([String: String].self, forKey: .init("sites"))
        installReferrer = try c.decodeIfPresent(Bool.self, forKey: .init("installReferrer"))
        if let v = version, !AndroidApp.emulatedVersions.contains(v) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyCodingKey("version")],
                                                   debugDescription: "must be an Android version LinkLab emulates, \(AndroidApp.emulatedVersions.lowerBound) to \(AndroidApp.emulatedVersions.upperBound)"))
        }
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
    /// Reads an `assetlinks.json` as Android's statement service reads it: the file must be a JSON list
    /// (else it fails, and the error names the file); unknown keys are ignored; a malformed statement is
    /// skipped with a reason while the valid ones beside it count; an `include` is followed one level deep
    /// when `sites` names a file for its URL (the included file's own includes are not followed).
    public static func load(path: String, sites: [String: String] = [:]) throws(ConfigurationError) -> AssetLinks {
        try load(path: path, referredBy: nil, sites: sites)
    }

    static func load(path: String, referredBy referrer: FileReference?, sites: [String: String] = [:]) throws(ConfigurationError) -> AssetLinks {
        var links = try read(path: path, referredBy: referrer, first: 0)
        for (at, include) in links.includes.enumerated() {
            guard let file = sites[include.url] else { continue }
            let included = try read(path: file, referredBy: FileReference(file: path, key: "include \(DisplayText.sanitize(include.url, limit: 120))"),
                                    first: links.statements.count + links.skipped.count + 100 * (at + 1))
            links.includes[at].file = file
            links.statements += included.statements
            links.skipped += included.skipped
            for nested in included.includes {
                links.skipped.append(Skipped(number: -1, reason: "an include inside an included file (\(DisplayText.sanitize(nested.url, limit: 120))) is not followed: Android follows include one level deep"))
            }
        }
        return links
    }

    /// Reads `assetlinks.json` bytes as the statement service reads them (a file, or a site's answer);
    /// `file` names them in errors.
    public static func decode(_ data: Data, file: String) throws(ConfigurationError) -> AssetLinks {
        try parse(data, file: file, first: 0)
    }

    /// One file's statements, numbered from `first`.
    private static func read(path: String, referredBy referrer: FileReference?, first: Int) throws(ConfigurationError) -> AssetLinks {
        try parse(StrictDecoder.read(path, as: .assetLinks, referredBy: referrer), file: path, first: first)
    }

    /// Statements from bytes, numbered from `first`; `path` names them in errors.
    private static func parse(_ data: Data, file path: String, first: Int) throws(ConfigurationError) -> AssetLinks {
        let value: JSONValue
        do { value = try JSONValue.parse(utf8: data) } catch { throw ConfigurationError(file: path, syntax: error) }
        guard case .array(let items) = value else {
            throw ConfigurationError(file: path, reason: "is not a JSON list of statements; Android reads nothing from it")
        }
        var links = AssetLinks(statements: [])
        for (offset, item) in items.enumerated() {
            let number = first + offset
            switch statement(item, number: number) {
            case .statement(let statement): links.statements.append(statement)
            case .include(let url): links.includes.append((url, nil))
            case .skipped(let reason): links.skipped.append(Skipped(number: number, reason: reason))
            }
        }
        return links
    }

    private enum Read {
        case statement(Statement)
        case include(String)
        case skipped(String)
    }

    /// One statement as the statement service reads it; unknown keys are ignored.
    private static func statement(_ item: JSONValue, number: Int) -> Read {
        guard case .object(let fields) = item else { return .skipped("is not an object") }
        func field(_ name: String, in fields: [(key: String, value: JSONValue)]) -> JSONValue? { fields.first { $0.key == name }?.value }
        func strings(_ value: JSONValue?) -> [String]? {
            guard case .array(let list)? = value else { return nil }
            var out: [String] = []
            for element in list { guard case .string(let s) = element else { return nil }; out.append(s) }
            return out
        }
        if let include = field("include", in: fields) {
            guard case .string(let url) = include else { return .skipped("include is not a string") }
            return .include(url)
        }
        guard let relations = strings(field("relation", in: fields)) else { return .skipped("relation is missing or not a list of strings") }
        guard case .object(let target)? = field("target", in: fields) else { return .skipped("target is missing or not an object") }
        guard case .string(let namespace)? = field("namespace", in: target) else { return .skipped("target.namespace is missing or not a string") }
        switch namespace {
        case "android_app":
            guard case .string(let package)? = field("package_name", in: target) else { return .skipped("target.package_name is missing or not a string") }
            guard let fingerprints = strings(field("sha256_cert_fingerprints", in: target)) else {
                return .skipped("target.sha256_cert_fingerprints is missing or not a list of strings")
            }
            return .statement(Statement(relations: relations, namespace: namespace, packageName: package, fingerprints: fingerprints, number: number))
        case "web":
            guard case .string = field("site", in: target) else { return .skipped("target.site is missing or not a string") }
            return .statement(Statement(relations: relations, namespace: namespace, number: number))
        default:
            return .statement(Statement(relations: relations, namespace: namespace, number: number))
        }
    }
}

extension ConfigurationLoader {
    /// Applies the settings file's `platform` and `android` to `config`.
    static func readAndroid(_ file: AndroidSettingsFile, into config: inout FIConfiguration, settingsFile: String,
                            baseDirectory: String) throws(ConfigurationError) {
        var android = config.android
        if let v = file.packageName { android.packageName = v }
        if let v = file.certificateFingerprints { android.certificateFingerprints = v }
        if let v = file.version {
            android.version = v
            // Android 12 changed where an unverified link goes; an explicit unverifiedLinks still wins.
            android.unverifiedLinks = v >= 12 ? .browser : .chooser
        }
        if let v = file.unverifiedLinks, let links = UnverifiedLinks(rawValue: v) { android.unverifiedLinks = links }
        if let v = file.installReferrer { android.installReferrer = v }
        if let sites = file.sites {
            var loaded: [String: (AssetLinks, String)] = [:]
            for (url, name) in sites.sorted(by: { $0.key < $1.key }) {
                let path = resolve(name, against: baseDirectory)
                loaded[url] = (try AssetLinks.load(path: path, referredBy: FileReference(file: settingsFile, key: "android.sites"),
                                                   sites: sites.mapValues { resolve($0, against: baseDirectory) }), path)
            }
            android.sites = loaded.mapValues { AssetLinksSite(assetLinks: $0.0, file: $0.1) }
        }
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
            let sites = (file.sites ?? [:]).mapValues { resolve($0, against: baseDirectory) }
            android.assetLinks = try AssetLinks.load(path: path, referredBy: FileReference(file: settingsFile, key: "android.assetLinksFile"), sites: sites)
            android.assetLinksFile = path
        }
        config.android = android
    }
}
