/// One component, with its defaults filled in, matched against a URL the way iOS does
/// (docs/contract.md, "AASA matching"):
/// - `/`: the leading `/` is optional and trailing slashes do not count, on either side;
/// - `#`: the fragment without `#`, an absent one reading as empty;
/// - `?`: a whole-query pattern, or named items where a missing item reads as empty and every
///   occurrence of a repeated name must match;
/// - `percentEncoded: true` (the default) compares the URL as written; `false` decodes the URL once,
///   never the pattern; `caseSensitive: false` ignores case.
struct AASAComponentMatch: Sendable {
    let component: AppSiteAssociation.Component
    let caseSensitive: Bool
    let percentEncoded: Bool
    let variables: SubstitutionVariables
    /// The path pattern in its matching form (`AASAPath.pattern`), worked out once.
    let pathPattern: String?

    init(_ component: AppSiteAssociation.Component, variables: SubstitutionVariables) {
        self.component = component
        self.caseSensitive = component.caseSensitive ?? true
        self.percentEncoded = component.percentEncoded ?? true
        self.variables = variables
        self.pathPattern = component.path.map(AASAPath.pattern)
    }

    func matches(_ url: URLParts) -> Bool {
        pathMatches(url) && fragmentMatches(url) && queryMatches(url)
    }

    func pathMatches(_ url: URLParts) -> Bool {
        guard let pathPattern else { return true }
        let text = form(url.encodedPath)
        // The usual case, `/a/b` read as `/a/b/` against a plain pattern, is matched in scratch space
        // rather than by building the slash-ended text.
        if caseSensitive, let answer = AASAPath.withUsualText(text, { Glob.plainASCIIMatch(pathPattern, $0) }) ?? nil {
            return answer
        }
        return glob(pathPattern, AASAPath.text(text))
    }

    func fragmentMatches(_ url: URLParts) -> Bool {
        guard let pattern = component.fragment else { return true }
        return glob(pattern, form(url.encodedFragment ?? ""))
    }

    func queryMatches(_ url: URLParts) -> Bool {
        switch component.query {
        case nil, .voided?:
            return true
        case .whole(let pattern)?:
            return glob(pattern, form(url.encodedQuery ?? ""))
        case .items(let patterns)?:
            let items = QueryItems.parse(url.encodedQuery)
            for (name, pattern) in patterns {
                let key = caseSensitive ? name : name.lowercased()
                let values = items.filter { (caseSensitive ? $0.name : $0.name.lowercased()) == key }.map(\.encodedValue)
                for value in values.isEmpty ? [""] : values where !glob(pattern, form(value)) { return false }
            }
            return true
        }
    }

    private func glob(_ pattern: String, _ text: String) -> Bool {
        Glob.matches(pattern, text, caseSensitive: caseSensitive, variables: variables)
    }

    /// The URL's text as the comparison sees it: as written, or decoded once.
    private func form(_ text: String) -> String {
        percentEncoded || !text.hasPercent ? text : (text.removingPercentEncoding ?? text)
    }
}

/// The path rules: one leading `/` whether or not it is written, trailing slashes dropped, and a
/// trailing `/*` that also matches the bare path (`/buy/*` matches `/buy`).
enum AASAPath {
    /// `abc`, `/abc` and `//abc` all read `/abc/`; `/buy/*` reads `/buy/*`; `/` reads `/`.
    /// A pattern that starts with `*` keeps its start, so that `*/uux.aspx` still matches `/uux.aspx`.
    static func pattern(_ raw: String) -> String {
        // The usual pattern, `/x/y` or `*/y`, needs only its trailing `/` (or nothing after a `*`).
        let bytes = raw.utf8
        if let first = bytes.first, let last = bytes.last, last != 0x2F,
           first == 0x2A || (first == 0x2F && bytes.dropFirst().first != 0x2F) {
            return last == 0x2A ? raw : raw + "/"
        }
        var core = Substring(raw)
        while core.hasSuffix("/") { core = core.dropLast() }
        if core.hasPrefix("*") { return core.hasSuffix("*") ? String(core) : core + "/" }
        while core.hasPrefix("/") { core = core.dropFirst() }
        if core.isEmpty { return "/" }
        return "/" + core + (core.hasSuffix("*") ? "" : "/")
    }

    /// `/a/b`: one leading slash and no trailing one, so that only a closing `/` is missing.
    private static func isUsual<C: BidirectionalCollection<UInt8>>(_ bytes: C) -> Bool {
        bytes.first == 0x2F && bytes.dropFirst().first.map { $0 != 0x2F } == true && bytes.last != 0x2F
    }

    /// Calls `body` with the bytes of `text(raw)` when the path has the usual shape (`/a/b`, read as
    /// `/a/b/`), written into scratch space; nil for any other shape.
    static func withUsualText<R>(_ raw: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        var raw = raw
        return raw.withUTF8 { bytes -> R? in
            guard isUsual(bytes) else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { scratch -> R in
                _ = scratch.initialize(fromContentsOf: bytes)
                scratch[bytes.count] = 0x2F
                return body(UnsafeBufferPointer(scratch))
            }
        }
    }

    /// The URL's path in the same form: `/buy`, `/buy/` and `//buy//` all read `/buy/`; an empty path reads `/`.
    static func text(_ raw: String) -> String {
        if isUsual(raw.utf8) { return raw + "/" }
        var core = Substring(raw)
        while core.hasSuffix("/") { core = core.dropLast() }
        while core.hasPrefix("/") { core = core.dropFirst() }
        return core.isEmpty ? "/" : "/" + core + "/"
    }
}

/// Query items split the way AASA matching sees them: names decoded once, values as written.
enum QueryItems {
    static func parse(_ encodedQuery: String?) -> [(name: String, encodedValue: String)] {
        guard let encodedQuery, !encodedQuery.isEmpty else { return [] }
        return encodedQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            return (name.decodedOnce, parts.count > 1 ? String(parts[1]) : "")
        }
    }
}
