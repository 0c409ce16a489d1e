import LinkLabFormats
import LinkLabReading

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
    /// The path pattern in its matching form (`AASAPath.pattern`), read once.
    let path: CompiledGlob?
    let fragment: CompiledGlob?
    let query: Query

    /// The `?` rule, read once.
    enum Query: Sendable {
        case any
        case whole(CompiledGlob)
        /// Named items, grouped by the name as compared (lowercased when case is ignored), each name with
        /// its distinct patterns.
        case items([(key: String, patterns: [CompiledGlob])])
    }

    init(_ component: AppSiteAssociation.Component, variables: SubstitutionVariables) {
        var compiler = GlobCompiler(variables: variables)
        self.init(component, compiler: &compiler)
    }

    /// `compiler` is shared by every rule of a file, so that each variable is read once.
    init(_ component: AppSiteAssociation.Component, compiler: inout GlobCompiler) {
        self.component = component
        let caseSensitive = component.caseSensitive ?? true
        self.caseSensitive = caseSensitive
        self.percentEncoded = component.percentEncoded ?? true
        path = component.path.map { compiler.compile(AASAPath.pattern($0), caseSensitive: caseSensitive) }
        fragment = component.fragment.map { compiler.compile($0, caseSensitive: caseSensitive) }
        switch component.query {
        case nil, .voided?:
            query = .any
        case .whole(let pattern)?:
            query = .whole(compiler.compile(pattern, caseSensitive: caseSensitive))
        case .items(let patterns)?:
            // Sorted, so that the first failing name is the same on every run; one entry per name as
            // compared, so that names differing only in case read the link's items once.
            var keys: [String] = []
            var grouped: [String: [String: CompiledGlob]] = [:]
            for (name, pattern) in patterns.sorted(by: { $0.key < $1.key }) {
                let key = caseSensitive ? name : name.lowercased()
                if grouped[key] == nil { keys.append(key) }
                if grouped[key, default: [:]][pattern] == nil {
                    grouped[key, default: [:]][pattern] = compiler.compile(pattern, caseSensitive: caseSensitive)
                }
            }
            query = .items(keys.map { key in
                let globs = grouped[key] ?? [:]
                return (key, globs.keys.sorted().compactMap { globs[$0] })
            })
        }
    }

    func matches(_ url: URLParts) -> Bool {
        var link = LinkQuery(url.encodedQuery)
        var work = 0
        return matches(url, query: &link, work: &work)
    }

    /// `link` holds the link's query items, indexed once for every rule that reads them.
    func matches(_ url: URLParts, query link: inout LinkQuery, work: inout Int) -> Bool {
        pathMatches(url, work: &work) && fragmentMatches(url, work: &work) && queryMatches(url, link: &link, work: &work)
    }

    func pathMatches(_ url: URLParts) -> Bool {
        var work = 0
        return pathMatches(url, work: &work)
    }

    func pathMatches(_ url: URLParts, work: inout Int) -> Bool {
        guard let path else { return true }
        let text = form(url.encodedPath)
        // The usual case, `/a/b` read as `/a/b/` against a plain pattern, is matched in scratch space
        // rather than by building the slash-ended text.
        if caseSensitive, let answer = AASAPath.withUsualText(text, { path.plainASCIIMatch($0, work: &work) }) ?? nil {
            return answer
        }
        return path.matches(AASAPath.text(text), work: &work)
    }

    func fragmentMatches(_ url: URLParts, work: inout Int) -> Bool {
        guard let fragment else { return true }
        return fragment.matches(form(url.encodedFragment ?? ""), work: &work)
    }

    func queryMatches(_ url: URLParts, link: inout LinkQuery, work: inout Int) -> Bool {
        switch query {
        case .any:
            return true
        case .whole(let pattern):
            return pattern.matches(form(url.encodedQuery ?? ""), work: &work)
        case .items(let names):
            let items = link.items(caseSensitive: caseSensitive, work: &work)
            for (key, patterns) in names {
                work += 1
                // A missing item reads as empty; every occurrence of a repeated name must match.
                let values = items[key] ?? [""]
                for value in values {
                    let text = form(value)
                    for pattern in patterns where !pattern.matches(text, work: &work) { return false }
                }
            }
            return true
        }
    }

    /// The URL's text as the comparison sees it: as written, or decoded once.
    private func form(_ text: String) -> String {
        percentEncoded || !text.hasPercent ? text : (PercentEncoding.decode(text) ?? text)
    }
}

/// A link's query items by name, read once per link however many rules ask: each name's values in the
/// order written, so that a `?` rule costs one lookup per name rather than a walk over every item.
struct LinkQuery {
    let encodedQuery: String?
    private var exact: [String: [String]]?
    private var folded: [String: [String]]?

    init(_ encodedQuery: String?) {
        self.encodedQuery = encodedQuery
    }

    /// The values of each name (decoded once; lowercased when case is ignored), values as written.
    mutating func items(caseSensitive: Bool, work: inout Int) -> [String: [String]] {
        if caseSensitive, let exact { return exact }
        if !caseSensitive, let folded { return folded }
        var index: [String: [String]] = [:]
        for item in QueryItems.aasaItems(encodedQuery) {
            work += 1
            index[caseSensitive ? item.name : item.name.lowercased(), default: []].append(item.encodedValue)
        }
        if caseSensitive { exact = index } else { folded = index }
        return index
    }
}

/// The path rules: one leading `/` whether or not it is written, trailing slashes dropped, and a
/// trailing `/*` that also matches the bare path (`/buy/*` matches `/buy`).
enum AASAPath {
    /// `abc`, `/abc` and `//abc` all read `/abc/`; `/buy/*` reads `/buy/*`; `/` reads `/`.
    /// A pattern that starts with `*` keeps its start, so that `*/uux.aspx` still matches `/uux.aspx`.
    static func pattern(_ raw: String) -> String {
        usualPattern(raw) ?? generalPattern(raw)
    }

    /// The usual pattern, `/x/y` or `*/y`, needs only its trailing `/` (or nothing after a `*`): nil for
    /// any other shape. `AASAFastPathTests` holds it to `generalPattern` on every pattern it answers.
    static func usualPattern(_ raw: String) -> String? {
        let bytes = raw.utf8
        guard let first = bytes.first, let last = bytes.last, last != 0x2F,
              first == 0x2A || (first == 0x2F && bytes.dropFirst().first != 0x2F) else { return nil }
        return last == 0x2A ? raw : raw + "/"
    }

    /// The rule for any pattern.
    static func generalPattern(_ raw: String) -> String {
        var core = Substring(raw)
        while core.hasSuffix("/") { core = core.dropLast() }
        if core.hasPrefix("*") { return core.hasSuffix("*") ? String(core) : core + "/" }
        while core.hasPrefix("/") { core = core.dropFirst() }
        if core.isEmpty { return "/" }
        return "/" + core + (core.hasSuffix("*") ? "" : "/")
    }

    /// `/a/b`: one leading slash and no trailing one, so that only a closing `/` is missing.
    static func isUsual<C: BidirectionalCollection<UInt8>>(_ bytes: C) -> Bool {
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
        return generalText(raw)
    }

    /// The rule for any path; `text` skips it for the usual `/a/b`, which it reads as `/a/b/`.
    static func generalText(_ raw: String) -> String {
        var core = Substring(raw)
        while core.hasSuffix("/") { core = core.dropLast() }
        while core.hasPrefix("/") { core = core.dropFirst() }
        return core.isEmpty ? "/" : "/" + core + "/"
    }
}

extension QueryItems {
    /// Query items the way AASA matching sees them: names decoded once, values as written, an item with no
    /// `=` read as an empty value, and empty items (`a&&b`) skipped.
    static func aasaItems(_ encodedQuery: String?) -> [(name: String, encodedValue: String)] {
        guard let encodedQuery, !encodedQuery.isEmpty else { return [] }
        return split(encodedQuery).compactMap { item in
            item.name.isEmpty && item.value == nil ? nil : (String(item.name).decodedOnce, item.value.map(String.init) ?? "")
        }
    }
}
