/// AASA pattern matching: `*` matches any run of characters (none included), `?` exactly one, and
/// `$(name)` any one of a substitution variable's values (which may hold `*` and `?` themselves).
enum Glob {
    static func matches(_ pattern: String, _ text: String, caseSensitive: Bool,
                        variables: SubstitutionVariables = .predefinedOnly) -> Bool {
        let p = caseSensitive ? pattern : pattern.lowercased()
        let t = caseSensitive ? text : text.lowercased()
        if p.utf8.contains(0x24) {
            let tokens = GlobToken.parse(p, variables: variables, caseSensitive: caseSensitive)
            if tokens.contains(where: \.isVariable) { return matchesTokens(tokens, Array(t.unicodeScalars)) }
        }
        // The usual case, ASCII on both sides: walk the bytes in place, with no copies.
        if let answer = t.utf8.withContiguousStorageIfAvailable({ tb in asciiMatch(p, tb) }) ?? nil { return answer }
        return matchesPlain(Array(p.unicodeScalars), Array(t.unicodeScalars), any: "?", star: "*")
    }

    /// A case-sensitive match of plain ASCII text against a pattern with no substitution variables, or
    /// nil when either is not plain (then `matches` decides).
    static func plainASCIIMatch(_ pattern: String, _ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        pattern.utf8.contains(0x24) ? nil : asciiMatch(pattern, text)
    }

    /// The bytes walked in place when both sides are ASCII; nil otherwise.
    private static func asciiMatch(_ pattern: String, _ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
        return pattern.utf8.withContiguousStorageIfAvailable { p -> Bool? in
            p.allSatisfy({ $0 < 0x80 }) ? matchesPlain(p, text, any: 0x3F, star: 0x2A) : nil
        } ?? nil
    }

    /// A pattern with only `*` and `?`: the classic two-pointer walk, with one step back to the last star.
    /// Unicode scalars, not Characters: far cheaper, and AASA patterns are mostly percent-encoded ASCII.
    static func matchesPlain<P: RandomAccessCollection, T: RandomAccessCollection>(
        _ p: P, _ t: T, any: P.Element, star starElement: P.Element
    ) -> Bool where P.Element: Equatable, T.Element == P.Element, P.Index == Int, T.Index == Int {
        var pi = p.startIndex, ti = t.startIndex
        var star = -1, resume = 0
        while ti < t.endIndex {
            if pi < p.endIndex, p[pi] == any || p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if pi < p.endIndex, p[pi] == starElement {
                star = pi
                resume = ti
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                resume += 1
                ti = resume
            } else {
                return false
            }
        }
        while pi < p.endIndex, p[pi] == starElement { pi += 1 }
        return pi == p.endIndex
    }

    /// A pattern with substitution variables: every position the text can have reached after each token
    /// is kept at once, so alternatives never need backtracking.
    static func matchesTokens(_ tokens: [GlobToken], _ t: [Unicode.Scalar]) -> Bool {
        var start = [Bool](repeating: false, count: t.count + 1)
        start[0] = true
        return advance(tokens, from: start, over: t)[t.count]
    }

    private static func advance(_ tokens: [GlobToken], from reached: [Bool], over t: [Unicode.Scalar]) -> [Bool] {
        var current = reached
        for token in tokens {
            var next = [Bool](repeating: false, count: t.count + 1)
            switch token {
            case .literal(let c):
                for i in 0..<t.count where current[i] && t[i] == c { next[i + 1] = true }
            case .any:
                for i in 0..<t.count where current[i] { next[i + 1] = true }
            case .star:
                var seen = false
                for i in 0...t.count {
                    seen = seen || current[i]
                    next[i] = seen
                }
            case .variable(let alternatives):
                for alternative in alternatives {
                    let ends = advance(alternative, from: current, over: t)
                    for i in ends.indices where ends[i] { next[i] = true }
                }
            }
            current = next
            if !current.contains(true) { break }
        }
        return current
    }
}

/// One piece of a pattern.
enum GlobToken: Equatable {
    case literal(Unicode.Scalar)
    case any
    case star
    /// `$(name)`: any one of the values, each a small pattern of its own.
    case variable([[GlobToken]])

    var isVariable: Bool { if case .variable = self { true } else { false } }

    /// Reads `*`, `?` and `$(name)`. A `$(name)` that names no variable is plain text, as written.
    static func parse(_ pattern: String, variables: SubstitutionVariables, caseSensitive: Bool) -> [GlobToken] {
        let scalars = Array(pattern.unicodeScalars)
        var tokens: [GlobToken] = []
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "$", i + 1 < scalars.count, scalars[i + 1] == "(",
               let close = scalars[(i + 2)...].firstIndex(of: ")") {
                let name = String(String.UnicodeScalarView(scalars[(i + 2)..<close]))
                if let values = variables.values(named: name, caseSensitive: caseSensitive) {
                    tokens.append(.variable(values.map { plain($0) }))
                    i = close + 1
                    continue
                }
            }
            tokens.append(s == "*" ? .star : s == "?" ? .any : .literal(s))
            i += 1
        }
        return tokens
    }

    /// A variable's value: `*` and `?` are wildcards, nothing else is special.
    static func plain(_ value: String) -> [GlobToken] {
        value.unicodeScalars.map { $0 == "*" ? .star : $0 == "?" ? .any : .literal($0) }
    }
}
