#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// The settings file's `android` object, as JSON spells it (docs/contract.md, "Android").
struct AndroidSettingsFile {
    var packageName: String?
    var certificateFingerprints: [String]?
    var intentFilters: [IntentFilterFile]?
    var manifest: String?
    var assetLinks: [AssetLinks.Statement]?
    var assetLinksFile: String?
    var unverifiedLinks: UnverifiedLinks?
    var version: Int?
    var sites: [String: String]?
    var installReferrer: Bool?
    var openSupportedLinks: OpenSupportedLinks?
    var notificationPermission: NotificationPermission?

    init(_ value: JSONCursor) throws(ConfigurationError) {
        let a = try value.object(AndroidKey.self)
        packageName = try a.string(.packageName)
        certificateFingerprints = try a.strings(.certificateFingerprints)
        intentFilters = try a.optional(.intentFilters) { list throws(ConfigurationError) in
            var filters: [IntentFilterFile] = []
            for item in try list.items() { filters.append(try IntentFilterFile(item)) }
            return filters
        }
        manifest = try a.string(.manifest)
        assetLinks = try a.optional(.assetLinks) { list throws(ConfigurationError) in
            var statements: [AssetLinks.Statement] = []
            for item in try list.items() { statements.append(try AssetLinks.Statement(written: item)) }
            return statements
        }
        assetLinksFile = try a.string(.assetLinksFile)
        unverifiedLinks = try a.optional(.unverifiedLinks) { v throws(ConfigurationError) in try v.choice(UnverifiedLinks.self) }
        version = try a.optional(.version) { v throws(ConfigurationError) in
            guard case .number(let number) = v.value, number.rounded() == number,
                  AndroidApp.emulatedVersions.contains(Int(exactly: number) ?? -1) else {
                throw v.error(.mustBe(.androidVersion(AndroidApp.emulatedVersions), found: v.value.jsonKind == .number ? nil : v.value.jsonKind))
            }
            return Int(number)
        }
        sites = try a.optional(.sites) { v throws(ConfigurationError) in
            guard let members = v.members else { throw v.mustBe(.kind(.object)) }
            var sites: [String: String] = [:]
            for (url, file) in members { sites[url] = try file.string() }
            return sites
        }
        installReferrer = try a.bool(.installReferrer)
        openSupportedLinks = try a.optional(.openSupportedLinks) { v throws(ConfigurationError) in try v.choice(OpenSupportedLinks.self) }
        notificationPermission = try a.optional(.notificationPermission) { v throws(ConfigurationError) in
            try v.choice(NotificationPermission.self)
        }
        try a.refuseBoth(.intentFilters, .manifest)
        try a.refuseBoth(.assetLinks, .assetLinksFile)
    }
}

/// The keys of the settings file's `android` object.
enum AndroidKey: String, JSONKey {
    case packageName, certificateFingerprints, intentFilters, manifest, assetLinks, assetLinksFile, unverifiedLinks, version, sites, installReferrer,
         openSupportedLinks, notificationPermission
}

/// The keys of one intent filter written in the settings file.
enum IntentFilterKey: String, JSONKey {
    case autoVerify, data
}

/// The keys of one `<data>` element written in the settings file: the manifest's attributes.
enum IntentDataKey: String, JSONKey {
    case scheme, host, port, mimeType
    case path, pathPrefix, pathPattern, pathAdvancedPattern, pathSuffix
    case ssp, sspPrefix, sspPattern, sspAdvancedPattern, sspSuffix
}

/// The keys of an assetlinks.json statement written in the settings file, read strictly.
enum AssetStatementKey: String, JSONKey {
    case relation, target, relation_extensions
}

/// The keys of a statement's `target`.
enum AssetTargetKey: String, JSONKey {
    case namespace, package_name, sha256_cert_fingerprints, site
}

/// One intent filter written in the settings file, shaped like the manifest's:
/// `{"autoVerify": true, "data": [{"scheme": "https", "host": "demo.q2.com", "pathPrefix": "/x"}]}`.
struct IntentFilterFile {
    var autoVerify: Bool
    var data: [DataFile]

    struct DataFile {
        var values: [(key: String, value: String)] = []
        /// `port`, paired with this element's `host` as the manifest pairs them.
        var port: Int?

        static let keys = ["scheme", "host"] + ManifestReader.ruleKinds.map(\.rawValue) + ["mimeType"]

        init(_ value: JSONCursor) throws(ConfigurationError) {
            let d = try value.object(IntentDataKey.self)
            for key in Self.keys {
                guard let field = IntentDataKey(rawValue: key), let written = d[field] else { continue }
                let v = try written.string()
                if v.isEmpty { throw written.error(.empty) }
                if let kind = PathRule.Kind(rawValue: key), kind.matcher == .pathAdvancedPattern {
                    do { _ = try AdvancedPattern(v) } catch { throw written.error(.refusedByPatternMatcher(error)) }
                }
                values.append((key, v))
            }
            port = try d.optional(.port) { v throws(ConfigurationError) in
                guard case .number(let number) = v.value, number.rounded() == number, (0...65535).contains(number) else {
                    throw v.error(.mustBe(.port, found: v.value.jsonKind == .number ? nil : v.value.jsonKind))
                }
                return Int(number)
            }
        }
    }

    init(_ value: JSONCursor) throws(ConfigurationError) {
        let f = try value.object(IntentFilterKey.self)
        autoVerify = try f.bool(.autoVerify) ?? false
        data = try f.required(.data) { list throws(ConfigurationError) in
            var elements: [DataFile] = []
            for item in try list.items() { elements.append(try DataFile(item)) }
            return elements
        }
        if !data.contains(where: { $0.values.contains { $0.key == "scheme" } }) { throw f.error(.data, .filterWithoutScheme) }
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

extension AssetLinks.Statement {
    /// One statement written in the settings file, read strictly: `relation` and `target` are required.
    init(written value: JSONCursor) throws(ConfigurationError) {
        let s = try value.object(AssetStatementKey.self)
        let relations = try s.required(.relation) { v throws(ConfigurationError) in try v.strings() }
        let target = try s.required(.target) { v throws(ConfigurationError) in try v.object(AssetTargetKey.self) }
        let namespace = try target.required(.namespace) { v throws(ConfigurationError) in try v.string() }
        var packageName: String?
        var fingerprints: [String] = []
        if namespace == "android_app" {
            packageName = try target.required(.package_name) { v throws(ConfigurationError) in try v.string() }
            fingerprints = try target.required(.sha256_cert_fingerprints) { v throws(ConfigurationError) in try v.strings() }
        }
        let dynamic = try s.optional(.relation_extensions) { v throws(ConfigurationError) in DynamicAppLinks.read(v.value) } ?? nil
        self.init(relations: relations, namespace: namespace, packageName: packageName, fingerprints: fingerprints, dynamicRules: dynamic)
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
                links.skipped.append(Skipped(number: -1, problem: .nestedInclude(url: nested.url)))
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
        try parse(Data(ConfigurationLoader.read(path, as: .assetLinks, referredBy: referrer)), file: path, first: first)
    }

    /// Statements from bytes, numbered from `first`; `path` names them in errors.
    private static func parse(_ data: Data, file path: String, first: Int) throws(ConfigurationError) -> AssetLinks {
        let value = try JSONDocument.parse(Array(data), file: path).root
        guard case .array(let items) = value else { throw ConfigurationError(file: path, problem: .notAStatementList) }
        var links = AssetLinks(statements: [])
        for (offset, item) in items.enumerated() {
            let number = first + offset
            switch statement(item, number: number) {
            case .statement(let statement): links.statements.append(statement)
            case .include(let url): links.includes.append((url, nil))
            case .skipped(let problem): links.skipped.append(Skipped(number: number, problem: problem))
            }
        }
        return links
    }

    private enum Read {
        case statement(Statement)
        case include(String)
        case skipped(AssetLinks.StatementProblem)
    }

    /// One statement as the statement service reads it; unknown keys are ignored.
    private static func statement(_ item: JSONValue, number: Int) -> Read {
        guard case .object(let fields) = item else { return .skipped(.notAnObject) }
        func field(_ name: String, in fields: [(key: String, value: JSONValue)]) -> JSONValue? { fields.first { $0.key == name }?.value }
        func strings(_ value: JSONValue?) -> [String]? {
            guard case .array(let list)? = value else { return nil }
            var out: [String] = []
            for element in list { guard case .string(let s) = element else { return nil }; out.append(s) }
            return out
        }
        if let include = field("include", in: fields) {
            guard case .string(let url) = include else { return .skipped(.includeNotAString) }
            return .include(url)
        }
        guard let relations = strings(field("relation", in: fields)) else { return .skipped(.missingOrNot(key: "relation", .listOfStrings)) }
        guard case .object(let target)? = field("target", in: fields) else { return .skipped(.missingOrNot(key: "target", .object)) }
        guard case .string(let namespace)? = field("namespace", in: target) else { return .skipped(.missingOrNot(key: "target.namespace", .string)) }
        switch namespace {
        case "android_app":
            guard case .string(let package)? = field("package_name", in: target) else { return .skipped(.missingOrNot(key: "target.package_name", .string)) }
            guard let fingerprints = strings(field("sha256_cert_fingerprints", in: target)) else {
                return .skipped(.missingOrNot(key: "target.sha256_cert_fingerprints", .listOfStrings))
            }
            return .statement(Statement(relations: relations, namespace: namespace, packageName: package, fingerprints: fingerprints, number: number,
                                        dynamicRules: DynamicAppLinks.read(field("relation_extensions", in: fields))))
        case "web":
            guard case .string = field("site", in: target) else { return .skipped(.missingOrNot(key: "target.site", .string)) }
            return .statement(Statement(relations: relations, namespace: namespace, number: number))
        default:
            return .statement(Statement(relations: relations, namespace: namespace, number: number))
        }
    }
}

extension ConfigurationLoader {
    /// Applies the settings file's `platform` and `android` to `config`.
    static func readAndroid(_ file: AndroidSettingsFile, into config: inout FIConfiguration, settings: SettingsFile,
                            baseDirectory: String) throws(ConfigurationError) {
        var android = config.android
        if let v = file.packageName { android.packageName = v }
        if let v = file.certificateFingerprints {
            android.certificateFingerprints = v
            android.certificateFingerprintsGiven = true
        }
        if let v = file.version {
            android.version = v
            // Android 12 changed where an unverified link goes; an explicit unverifiedLinks still wins.
            android.unverifiedLinks = v >= 12 ? .browser : .chooser
        }
        if let v = file.unverifiedLinks { android.unverifiedLinks = v }
        if let v = file.installReferrer { android.installReferrer = v }
        if let v = file.openSupportedLinks { android.openSupportedLinks = v }
        if let v = file.notificationPermission { android.notificationPermission = v }
        if let sites = file.sites {
            var loaded: [String: (AssetLinks, String)] = [:]
            for (url, name) in sites.sorted(by: { $0.key < $1.key }) {
                let path = resolve(name, against: baseDirectory)
                loaded[url] = (try AssetLinks.load(path: path, referredBy: settings.reference(AndroidKey.sites, under: .android),
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
            let manifest = try AndroidManifest.contents(path: path, referredBy: settings.reference(AndroidKey.manifest, under: .android))
            android.intentFilters = manifest.filters
            android.ignoredFilters = manifest.ignored
            android.manifestFile = path
        }
        if let statements = file.assetLinks {
            android.assetLinks = AssetLinks(statements: statements)
            android.assetLinksFile = nil
        }
        if let v = file.assetLinksFile {
            let path = resolve(v, against: baseDirectory)
            let sites = (file.sites ?? [:]).mapValues { resolve($0, against: baseDirectory) }
            android.assetLinks = try AssetLinks.load(path: path, referredBy: settings.reference(AndroidKey.assetLinksFile, under: .android), sites: sites)
            android.assetLinksFile = path
        }
        config.android = android
    }
}
