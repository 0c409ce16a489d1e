/// A website's Digital Asset Links file, `/.well-known/assetlinks.json`: the statements Android reads to
/// verify an App Link (docs/contract.md, "Android").
public struct AssetLinks: Sendable, Equatable {
    /// The relation that lets an app open the site's links.
    public static let handleAllURLs = "delegate_permission/common.handle_all_urls"

    /// One statement: its relations and its target.
    public struct Statement: Sendable, Equatable {
        public var relations: [String]
        /// `target.namespace`: `android_app` for an app, `web` for a site.
        public var namespace: String
        public var packageName: String?
        public var fingerprints: [String]

        public init(relations: [String], namespace: String, packageName: String? = nil, fingerprints: [String] = []) {
            self.relations = relations
            self.namespace = namespace
            self.packageName = packageName
            self.fingerprints = fingerprints
        }
    }

    public var statements: [Statement]

    public init(statements: [Statement]) { self.statements = statements }

    /// Whether the file vouches for the app: a statement with the `handle_all_urls` relation, namespace
    /// `android_app`, the exact package name, and one of the app's signing-certificate fingerprints.
    /// Fingerprints are compared as Android's statement service compares them: it writes both sides in
    /// upper case, so hex case does not matter, but the colons and every digit do.
    public func verdict(packageName: String, fingerprints: [String]) -> AssetLinksVerdict {
        let forPackage = statements.enumerated().filter { $0.element.namespace == "android_app" && $0.element.packageName == packageName }
        guard !forPackage.isEmpty else { return .packageMissing }
        let granting = forPackage.filter { $0.element.relations.contains(Self.handleAllURLs) }
        guard !granting.isEmpty else { return .relationMissing(statement: forPackage[0].offset) }
        let ours = Set(fingerprints.map { $0.asciiUppercased() })
        for (index, statement) in granting {
            if let listed = statement.fingerprints.first(where: { ours.contains($0.asciiUppercased()) }) {
                return .verified(statement: index, fingerprint: listed)
            }
        }
        return .fingerprintMismatch(statement: granting[0].offset, listed: granting[0].element.fingerprints)
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
    /// Statements grant the relation to the package, but list none of the app's fingerprints.
    case fingerprintMismatch(statement: Int, listed: [String])

    public var verified: Bool {
        if case .verified = self { return true }
        return false
    }
}

extension String {
    /// Upper case for ASCII letters only, as Java's `toUpperCase(Locale.US)` does for hex digits.
    func asciiUppercased() -> String {
        String(decoding: utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }
}
