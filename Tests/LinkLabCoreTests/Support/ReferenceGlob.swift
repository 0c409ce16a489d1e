@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The AASA matcher as it was before it was compiled, kept as the plain reference the compiled one is held to:
/// the pattern read on every call, each `$(name)` expanded into its values at every use, and the set of
/// reached positions recomputed per token and per value. Quadratic, so only for small inputs.
enum ReferenceGlob {
    indirect enum Token: Equatable {
        case literal(Unicode.Scalar)
        case any
        case star
        case variable([[Token]])
    }

    static func matches(_ pattern: String, _ text: String, caseSensitive: Bool, custom: [String: [String]] = [:]) -> Bool {
        let p = caseSensitive ? pattern : pattern.lowercased()
        let t = caseSensitive ? text : text.lowercased()
        let tokens = parse(p, custom: custom, caseSensitive: caseSensitive)
        var start = [Bool](repeating: false, count: t.unicodeScalars.count + 1)
        start[0] = true
        let scalars = Array(t.unicodeScalars)
        return advance(tokens, from: start, over: scalars)[scalars.count]
    }

    /// The values of `$(name)` as they were looked up: the file's name as written, then (ignoring case)
    /// any name that lowercases to it, then the predefined ones.
    static func values(_ name: String, custom: [String: [String]], caseSensitive: Bool) -> [String]? {
        let found = custom[name] ?? custom.first { !caseSensitive && $0.key.lowercased() == name }?.value
            ?? SubstitutionVariables.predefined(name)
        guard let found else { return nil }
        return caseSensitive ? found : found.map { $0.lowercased() }
    }

    static func parse(_ pattern: String, custom: [String: [String]], caseSensitive: Bool) -> [Token] {
        let scalars = Array(pattern.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "$", i + 1 < scalars.count, scalars[i + 1] == "(",
               let close = scalars[(i + 2)...].firstIndex(of: ")") {
                let name = String(String.UnicodeScalarView(scalars[(i + 2)..<close]))
                if let values = values(name, custom: custom, caseSensitive: caseSensitive) {
                    tokens.append(.variable(values.map { $0.unicodeScalars.map { $0 == "*" ? .star : $0 == "?" ? .any : .literal($0) } }))
                    i = close + 1
                    continue
                }
            }
            tokens.append(s == "*" ? .star : s == "?" ? .any : .literal(s))
            i += 1
        }
        return tokens
    }

    static func advance(_ tokens: [Token], from reached: [Bool], over t: [Unicode.Scalar]) -> [Bool] {
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
        }
        return current
    }

    /// The `?` items rule as it was: for each named pattern, every item of the link filtered by name.
    static func queryItemsMatch(_ patterns: [String: String], query: String?, caseSensitive: Bool,
                                custom: [String: [String]] = [:]) -> Bool {
        let items = QueryItems.aasaItems(query)
        for (name, pattern) in patterns {
            let key = caseSensitive ? name : name.lowercased()
            let values = items.filter { (caseSensitive ? $0.name : $0.name.lowercased()) == key }.map(\.encodedValue)
            for value in values.isEmpty ? [""] : values
            where !matches(pattern, value, caseSensitive: caseSensitive, custom: custom) { return false }
        }
        return true
    }
}
