/// A website's Digital Asset Links file, `/.well-known/assetlinks.json`: the statements Android reads to
/// verify an App Link (docs/contract.md, "Android" and "assetlinks.json as Android reads it").
public struct AssetLinks: Sendable, Equatable {
    /// The relation that lets an app open the site's links.
    public static let handleAllURLs = "delegate_permission/common.handle_all_urls"
    /// The namespaces the statement service knows (StatementService's `AssetFactory`).
    public static let knownNamespaces = ["web", "android_app"]

    /// One statement: its relations and its target.
    public struct Statement: Sendable, Equatable {
        public var relations: [String]
        /// `target.namespace`: `android_app` for an app, `web` for a site.
        public var namespace: String
        public var packageName: String?
        public var fingerprints: [String]
        /// The number that names the statement in answers: its place in the file, then on through any
        /// included file (nil: its place in `statements`).
        public var number: Int?
        /// Android 15's dynamic rules in `relation_extensions`, if the statement carries any.
        public var dynamicRules: DynamicAppLinks?

        public init(relations: [String], namespace: String, packageName: String? = nil, fingerprints: [String] = [], number: Int? = nil,
                    dynamicRules: DynamicAppLinks? = nil) {
            self.relations = relations
            self.namespace = namespace
            self.packageName = packageName
            self.fingerprints = fingerprints
            self.number = number
            self.dynamicRules = dynamicRules
        }
    }

    /// A statement the statement service skips, and why; LinkLab says so as a warning.
    public struct Skipped: Sendable, Equatable {
        public var number: Int
        public var problem: StatementProblem

        public init(number: Int, problem: StatementProblem) {
            self.number = number
            self.problem = problem
        }
    }

    /// Why the statement service skips a statement, as data.
    public enum StatementProblem: Sendable, Equatable {
        case notAnObject
        case includeNotAString
        /// A key the service needs (`target.namespace`), missing or holding another kind of value.
        case missingOrNot(key: String, StatementValue)
        /// An include inside an included file, which Android does not follow.
        case nestedInclude(url: String)
    }

    /// What a statement's key must hold.
    public enum StatementValue: Sendable, Equatable {
        case string, object, listOfStrings
    }

    public var statements: [Statement]
    /// Malformed statements, skipped while the valid ones beside them still count.
    public var skipped: [Skipped]
    /// The URLs of `include` statements, and the file each was read from (nil when the settings' `android.sites`
    /// names none, so the include adds nothing).
    public var includes: [(url: String, file: String?)]

    public init(statements: [Statement], skipped: [Skipped] = [], includes: [(url: String, file: String?)] = []) {
        self.statements = statements
        self.skipped = skipped
        self.includes = includes
    }

    public static func == (a: AssetLinks, b: AssetLinks) -> Bool {
        a.statements == b.statements && a.skipped == b.skipped
            && a.includes.map(\.url) == b.includes.map(\.url) && a.includes.map(\.file) == b.includes.map(\.file)
    }

    /// Whether the file vouches for the app on Android `version`: a statement with the `handle_all_urls`
    /// relation, namespace `android_app`, the exact package name, and one of the app's signing-certificate
    /// fingerprints. The statement service compares the file's fingerprint strings exactly with the app's,
    /// which Android writes in upper-case hex with colons: a lower-case fingerprint in the file does not
    /// verify (the app's own fingerprints, as the settings or `--fingerprint` give them, are upper-cased
    /// first). From Android 12, a statement with a namespace other than `web` or `android_app` makes the
    /// whole file fail; on 11 and earlier it is skipped.
    public func verdict(packageName: String, fingerprints: [String], version: Int = AndroidApp.newestVersion) -> AssetLinksVerdict {
        let numbered = statements.enumerated().map { ($0.element.number ?? $0.offset, $0.element) }
        if version >= 12, let odd = numbered.first(where: { !Self.knownNamespaces.contains($0.1.namespace) }) {
            return .fileRefused(statement: odd.0, namespace: odd.1.namespace)
        }
        let forPackage = numbered.filter { $0.1.namespace == "android_app" && $0.1.packageName == packageName }
        guard !forPackage.isEmpty else { return .packageMissing }
        let granting = forPackage.filter { $0.1.relations.contains(Self.handleAllURLs) }
        guard let first = granting.first else { return .relationMissing(statement: forPackage[0].0) }
        let ours = Set(fingerprints.map { $0.asciiUppercased() })
        for (number, statement) in granting {
            if let listed = statement.fingerprints.first(where: { ours.contains($0) }) {
                return .verified(statement: number, fingerprint: listed)
            }
        }
        return .fingerprintMismatch(statement: first.0, listed: first.1.fingerprints)
    }
}

/// What an `assetlinks.json` says about one app.
public enum AssetLinksVerdict: Sendable, Equatable {
    /// Statement `statement` grants `handle_all_urls` to the package with this fingerprint.
    case verified(statement: Int, fingerprint: String)
    /// No `android_app` statement names the package.
    case packageMissing
    /// A statement names the package, but none grants `handle_all_urls`.
    case relationMissing(statement: Int)
    /// Statements grant the relation to the package, but list none of the app's fingerprints (exactly).
    case fingerprintMismatch(statement: Int, listed: [String])
    /// Android 12 and later refuse the whole file: statement `statement` has a namespace it does not know.
    case fileRefused(statement: Int, namespace: String)

    public var verified: Bool {
        if case .verified = self { return true }
        return false
    }
}

extension String {
    /// Upper case for ASCII letters only, as Java's `toUpperCase(Locale.US)` does for hex digits.
    package func asciiUppercased() -> String {
        String(decoding: utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}
