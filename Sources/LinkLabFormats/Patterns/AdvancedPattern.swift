/// Android's `PatternMatcher.PATTERN_ADVANCED_GLOB`, the matcher behind `android:pathAdvancedPattern` (API 31)
/// and `android:sspAdvancedPattern`, with AOSP's semantics (core/java/android/os/PatternMatcher.java):
/// - tokens: a character, `.` (any one character), a set `[…]` or `[^…]` of characters and ranges `a-z`;
/// - each token may take one modifier: `*` (zero or more), `+` (one or more), `{n}`, `{m,n}` or `{m,}`;
/// - `\` escapes the next character, inside a set too; a `}` outside a range is dropped, as AOSP drops it;
/// - matching is greedy with no backtracking: a token takes as many characters as it can, so
///   `/b*a*bar.*` does not match `/bar` (PatternMatcherTest.testAdvancedPatternMatchesComplexPatterns);
/// - characters are UTF-16 code units, as Java compares them.
/// A pattern AOSP refuses (`parseAndVerifyAdvancedPattern` throws) is refused here with the same reason:
/// Android does not install a package whose manifest holds one.
public struct AdvancedPattern: Sendable, Equatable {
    /// One token and how many times it repeats.
    struct Token: Sendable, Equatable {
        enum Atom: Sendable, Equatable {
            case literal(UInt16)
            case any
            /// Inclusive code-unit ranges; `inverse` for `[^…]`.
            case set(inverse: Bool, ranges: [Range<Int>])
        }

        var atom: Atom
        var min: Int
        var max: Int

        func accepts(_ unit: UInt16) -> Bool {
            switch atom {
            case .literal(let c): unit == c
            case .any: true
            case .set(let inverse, let ranges): ranges.contains { $0.contains(Int(unit)) } != inverse
            }
        }
    }

    let tokens: [Token]

    /// AOSP's `MAX_PATTERN_STORAGE`: a parsed pattern holds at most 2,048 entries (a literal or `.` is one,
    /// a set two per member plus two, `*` and `+` one, a range four).
    static let storage = 2048

    /// Parses `pattern`, or throws the reason AOSP gives for refusing it.
    public init(_ pattern: String) throws(AdvancedPatternError) {
        let p = Array(pattern.utf16)
        var tokens: [Token] = []
        var used = 0
        var lastWasModifier = false
        var i = 0
        func unit(_ c: Character) -> UInt16 { c.utf16.first ?? 0 }
        func modifier(_ min: Int, _ max: Int, cost: Int) throws(AdvancedPatternError) {
            guard !tokens.isEmpty, !lastWasModifier else { throw .modifierWithoutToken }
            tokens[tokens.count - 1].min = min
            tokens[tokens.count - 1].max = max
            used += cost
            lastWasModifier = true
        }
        while i < p.count {
            if used > Self.storage - 3 { throw .tooLarge }
            var c = p[i]
            switch c {
            case unit("["):
                // AOSP reads the character after `[` unguarded: a `[` at the very end is refused.
                guard i + 1 < p.count else { throw .setNotTerminated }
                let inverse = p[i + 1] == unit("^")
                i += inverse ? 2 : 1
                var ranges: [Range<Int>] = []
                used += 1
                var closed = false
                while i < p.count {
                    if used > Self.storage - 3 { throw .tooLarge }
                    c = p[i]
                    if c == unit("]") {
                        guard !ranges.isEmpty else { throw .emptySet }
                        used += 1
                        closed = true
                        i += 1
                        break
                    }
                    if c == unit("\\") {
                        guard i + 1 < p.count else { throw .escapeAtEnd }
                        i += 1
                        c = p[i]
                    }
                    // A range when a `-` follows and the character after it is not `]`, as written (raw).
                    if i + 2 < p.count, p[i + 1] == unit("-"), p[i + 2] != unit("]") {
                        i += 2
                        var high = p[i]
                        if high == unit("\\") {
                            guard i + 1 < p.count else { throw .escapeAtEnd }
                            i += 1
                            high = p[i]
                        }
                        // `[z-a]` is kept but matches nothing, as in AOSP (low above high).
                        ranges.append(Int(c)..<Swift.max(Int(c), Int(high) + 1))
                    } else {
                        ranges.append(Int(c)..<Int(c) + 1)
                    }
                    used += 2
                    i += 1
                }
                guard closed else { throw .setNotTerminated }
                tokens.append(Token(atom: .set(inverse: inverse, ranges: ranges), min: 1, max: 1))
                lastWasModifier = false
                continue
            case unit("{"):
                guard !tokens.isEmpty, !lastWasModifier else { throw .modifierWithoutToken }
                guard let close = p[(i + 1)...].firstIndex(of: unit("}")) else { throw .rangeNotEnded }
                let text = String(decoding: p[(i + 1)..<close], as: UTF16.self)
                let bounds = try Self.bounds(text)
                try modifier(bounds.min, bounds.max, cost: 4)
                i = close + 1
                continue
            case unit("}"):
                break // outside a range, AOSP drops it
            case unit("*"):
                try modifier(0, Int(Int32.max), cost: 1)
            case unit("+"):
                try modifier(1, Int(Int32.max), cost: 1)
            case unit("."):
                tokens.append(Token(atom: .any, min: 1, max: 1))
                used += 1
                lastWasModifier = false
            default:
                if c == unit("\\") {
                    guard i + 1 < p.count else { throw .escapeAtEnd }
                    i += 1
                    c = p[i]
                }
                tokens.append(Token(atom: .literal(c), min: 1, max: 1))
                used += 1
                lastWasModifier = false
            }
            i += 1
        }
        self.tokens = tokens
    }

    /// `{n}`, `{m,n}` or `{m,}` as Java's `Integer.parseInt` reads the numbers (an optional `+`, then digits).
    static func bounds(_ text: String) throws(AdvancedPatternError) -> (min: Int, max: Int) {
        func number(_ s: Substring) throws(AdvancedPatternError) -> Int {
            let digits = s.hasPrefix("+") ? s.dropFirst() : s
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let n = Int(digits), n <= Int(Int32.max) else { throw .rangeNumber }
            return n
        }
        let (low, high): (Int, Int)
        if let comma = text.firstIndex(of: ",") {
            low = try number(text[..<comma])
            let rest = text[text.index(after: comma)...]
            high = rest.isEmpty ? Int(Int32.max) : try number(rest)
        } else {
            low = try number(text[...])
            high = low
        }
        guard low <= high else { throw .rangeReversed }
        return (low, high)
    }

    /// Whether `string` matches, greedily and without backtracking, as `matchAdvancedPattern` decides.
    public func matches(_ string: String) -> Bool {
        let m = Array(string.utf16)
        var at = 0
        for token in tokens {
            var taken = 0
            while taken < token.max, at + taken < m.count, token.accepts(m[at + taken]) { taken += 1 }
            if taken < token.min { return false }
            at += taken
        }
        return at >= m.count
    }
}

/// Why AOSP's `parseAndVerifyAdvancedPattern` refuses a pattern.
public enum AdvancedPatternError: Error, Sendable, Equatable {
    case tooLarge
    case emptySet
    case setNotTerminated
    case modifierWithoutToken
    case rangeNotEnded
    case rangeNumber
    case rangeReversed
    case escapeAtEnd

}
