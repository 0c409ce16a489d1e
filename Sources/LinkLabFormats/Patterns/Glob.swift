import LinkLabText

/// AASA pattern matching: `*` matches any run of characters (none included), `?` exactly one, and
/// `$(name)` any one of a substitution variable's values (which may hold `*` and `?` themselves).
///
/// A pattern is read once, when the rules are resolved (`GlobCompiler`), and matched many times. Matching
/// never backtracks: a plain pattern is the two-pointer walk, and a pattern with variables keeps the set of
/// text positions reached after each token, so its work is bounded by pattern tokens × text length / 64
/// (the sets are bit sets), plus, for each variable, the nodes of its values' shared trie that are alive at
/// each position. `work` counts those steps, so that tests can hold the bound without a clock.
package struct CompiledGlob: Sendable {
    /// The pattern as matched: lowercased when matching ignores case.
    let pattern: String
    let caseSensitive: Bool
    /// The pattern read into tokens when it uses a substitution variable; nil for a plain `*` and `?` one.
    let tokens: [GlobToken]?
    private let scalars: [Unicode.Scalar]
    private let ascii: Bool

    init(pattern: String, caseSensitive: Bool, tokens: [GlobToken]?) {
        self.pattern = pattern
        self.caseSensitive = caseSensitive
        self.tokens = tokens
        scalars = Array(pattern.unicodeScalars)
        ascii = pattern.utf8.allSatisfy { $0 < 0x80 }
    }

    func matches(_ text: String) -> Bool {
        var work = 0
        return matches(text, work: &work)
    }

    package func matches(_ text: String, work: inout Int) -> Bool {
        let t = caseSensitive ? text : text.lowercased()
        if let tokens { return Glob.matchesTokens(tokens, Array(t.unicodeScalars), work: &work) }
        // The usual case, ASCII on both sides: walk the bytes in place, with no copies.
        if let answer = t.utf8.withContiguousStorageIfAvailable({ asciiMatch($0, work: &work) }) ?? nil { return answer }
        return Glob.matchesPlain(scalars, Array(t.unicodeScalars), any: "?", star: "*", work: &work)
    }

    /// A match of plain ASCII text against a pattern with no substitution variables, or nil when either is
    /// not plain (then `matches` decides). The text must already be in the pattern's case.
    package func plainASCIIMatch(_ text: UnsafeBufferPointer<UInt8>, work: inout Int) -> Bool? {
        tokens == nil ? asciiMatch(text, work: &work) : nil
    }

    private func asciiMatch(_ text: UnsafeBufferPointer<UInt8>, work: inout Int) -> Bool? {
        guard ascii, text.allSatisfy({ $0 < 0x80 }) else { return nil }
        return pattern.utf8.withContiguousStorageIfAvailable { p in
            Glob.matchesPlain(p, text, any: 0x3F, star: 0x2A, work: &work)
        } ?? Glob.matchesPlain(Array(pattern.utf8), text, any: 0x3F, star: 0x2A, work: &work)
    }
}

/// Reads patterns into `CompiledGlob`s, giving every use of one variable the same trie of its values, so
/// that a variable with thousands of values used thousands of times is read once, not once per use.
package struct GlobCompiler {
    let variables: SubstitutionVariables
    private var tries: [String: VariableTrie] = [:]

    package init(variables: SubstitutionVariables) {
        self.variables = variables
    }

    package mutating func compile(_ raw: String, caseSensitive: Bool) -> CompiledGlob {
        var work = 0
        return compile(raw, caseSensitive: caseSensitive, work: &work)
    }

    /// Reads `*`, `?` and `$(name)` in one pass. A `$(name)` that names no variable is plain text, as written.
    mutating func compile(_ raw: String, caseSensitive: Bool, work: inout Int) -> CompiledGlob {
        let p = caseSensitive ? raw : raw.lowercased()
        guard p.utf8.contains(0x24) else { return CompiledGlob(pattern: p, caseSensitive: caseSensitive, tokens: nil) }
        let s = Array(p.unicodeScalars)
        // The first `)` at or after each position, found in one backward pass: looking forward from each
        // `$(` would read a pattern of many `$(` once per `$(`.
        var close = [Int](repeating: -1, count: s.count + 1)
        for i in stride(from: s.count - 1, through: 0, by: -1) { close[i] = s[i] == ")" ? i : close[i + 1] }
        work += s.count
        var tokens: [GlobToken] = []
        tokens.reserveCapacity(s.count)
        var usesVariable = false
        var i = 0
        while i < s.count {
            work += 1
            if s[i] == "$", i + 1 < s.count, s[i + 1] == "(", close[i + 2] >= 0 {
                let end = close[i + 2]
                if variables.mayName(scalarCount: end - i - 2) {
                    work += end - i - 2
                    let name = String(String.UnicodeScalarView(s[(i + 2)..<end]))
                    if let trie = trie(named: name, caseSensitive: caseSensitive, work: &work) {
                        tokens.append(.variable(trie))
                        usesVariable = true
                        i = end + 1
                        continue
                    }
                }
            }
            tokens.append(s[i] == "*" ? .star : s[i] == "?" ? .any : .literal(s[i]))
            i += 1
        }
        return CompiledGlob(pattern: p, caseSensitive: caseSensitive, tokens: usesVariable ? tokens : nil)
    }

    private mutating func trie(named name: String, caseSensitive: Bool, work: inout Int) -> VariableTrie? {
        guard let (key, values) = variables.resolve(name, caseSensitive: caseSensitive) else { return nil }
        let slot = (caseSensitive ? "1" : "0") + key
        if let known = tries[slot] { return known }
        let trie = VariableTrie(id: tries.count, values: values, work: &work)
        tries[slot] = trie
        return trie
    }
}

/// One piece of a compiled pattern.
enum GlobToken: Sendable {
    case literal(Unicode.Scalar)
    case any
    case star
    /// `$(name)`: any one of the variable's values.
    case variable(VariableTrie)
}

/// A variable's values (each a small pattern where `*` and `?` are wildcards and nothing else is special)
/// as one trie: values that share a start share its nodes, and a value listed twice is one path.
final class VariableTrie: Sendable {
    /// Which trie this is, so that a match can remember its last answer for each.
    let id: Int
    /// Literal edges, keyed by node and scalar (`node << 21 | scalar`).
    let literal: [Int: Int32]
    /// The node after `?` and after `*`, or -1.
    let anyChild: [Int32]
    let starChild: [Int32]
    /// Whether the node was reached by a `*` (it then also stays alive over any character).
    let loops: [Bool]
    /// Whether a value ends at the node.
    let ends: [Bool]

    init(id: Int, values: [String], work: inout Int) {
        self.id = id
        var literal: [Int: Int32] = [:]
        var anyChild: [Int32] = [-1], starChild: [Int32] = [-1], loops = [false], ends = [false]
        func add(loop: Bool) -> Int32 {
            anyChild.append(-1)
            starChild.append(-1)
            loops.append(loop)
            ends.append(false)
            return Int32(ends.count - 1)
        }
        for value in values {
            var node: Int32 = 0
            for c in value.unicodeScalars {
                work += 1
                switch c {
                case "*":
                    if starChild[Int(node)] < 0 { starChild[Int(node)] = add(loop: true) }
                    node = starChild[Int(node)]
                case "?":
                    if anyChild[Int(node)] < 0 { anyChild[Int(node)] = add(loop: false) }
                    node = anyChild[Int(node)]
                default:
                    let key = Int(node) << 21 | Int(c.value)
                    if let next = literal[key] {
                        node = next
                    } else {
                        let next = add(loop: false)
                        literal[key] = next
                        node = next
                    }
                }
            }
            ends[Int(node)] = true
        }
        self.literal = literal
        self.anyChild = anyChild
        self.starChild = starChild
        self.loops = loops
        self.ends = ends
    }

    var nodeCount: Int { ends.count }
}

/// The matching itself.
enum Glob {
    /// A pattern with only `*` and `?`: the classic two-pointer walk, with one step back to the last star.
    /// Unicode scalars, not Characters: far cheaper, and AASA patterns are mostly percent-encoded ASCII.
    static func matchesPlain<P: RandomAccessCollection, T: RandomAccessCollection>(
        _ p: P, _ t: T, any: P.Element, star starElement: P.Element, work: inout Int
    ) -> Bool where P.Element: Equatable, T.Element == P.Element, P.Index == Int, T.Index == Int {
        var pi = p.startIndex, ti = t.startIndex
        var star = -1, resume = 0
        var steps = 0
        defer { work += steps }
        while ti < t.endIndex {
            steps += 1
            // A star is always a star, even where the text holds a `*` too (`/*` against `/*ab`): AASA
            // patterns have no escape, so comparing it as a letter first would lose the match.
            if pi < p.endIndex, p[pi] == starElement {
                star = pi
                resume = ti
                pi += 1
            } else if pi < p.endIndex, p[pi] == any || p[pi] == t[ti] {
                pi += 1
                ti += 1
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

    /// A pattern with substitution variables: the set of text positions reached after each token is kept
    /// at once (a bit set of `t.count + 1` bits), so alternatives never need backtracking.
    static func matchesTokens(_ tokens: [GlobToken], _ t: [Unicode.Scalar], work: inout Int) -> Bool {
        var reach = PositionSet(size: t.count + 1)
        reach.insert(0)
        var next = PositionSet(size: t.count + 1)
        var masks: [Unicode.Scalar: PositionSet] = [:]
        var remembered: [Int: (from: PositionSet, to: PositionSet)] = [:]
        var automata: [Int: TrieAutomaton] = [:]
        for token in tokens {
            work += reach.words.count
            switch token {
            case .literal(let c):
                let mask = masks[c] ?? {
                    var m = PositionSet(size: t.count + 1)
                    for (i, s) in t.enumerated() where s == c { m.insert(i) }
                    work += t.count
                    masks[c] = m
                    return m
                }()
                next.setShiftedByOne(reach, within: mask)
            case .any:
                next.setShiftedByOne(reach, within: nil)
            case .star:
                next.setFromFirst(of: reach)
            case .variable(let trie):
                // The same set of starts gives the same ends: `$(v)$(v)…` over a long text is read once.
                if let last = remembered[trie.id], last.from == reach {
                    next = last.to
                } else {
                    next.clear()
                    var automaton = automata.removeValue(forKey: trie.id) ?? TrieAutomaton(trie)
                    advance(&automaton, from: reach, into: &next, over: t, work: &work)
                    automata[trie.id] = automaton
                    remembered[trie.id] = (reach, next)
                }
            }
            swap(&reach, &next)
            if reach.isEmpty { return false }
        }
        return reach.contains(t.count)
    }

    /// Every end position of a value of `trie` that starts at a position in `starts`. The trie's nodes are
    /// walked as one automaton over the text, all starts at once; the sets of nodes alive together are
    /// numbered as they are met (`TrieAutomaton`), so that after the first few uses each position costs one
    /// table lookup, however many values the variable has.
    private static func advance(_ automaton: inout TrieAutomaton, from starts: PositionSet, into ends: inout PositionSet,
                                over t: [Unicode.Scalar], work: inout Int) {
        var state: Int32 = 0
        var j = starts.first(from: 0) ?? t.count + 1
        while j <= t.count {
            work += 1
            if starts.contains(j) { state = automaton.startingHere(state, work: &work) }
            if automaton.ends[Int(state)] { ends.insert(j) }
            if j == t.count { break }
            state = automaton.step(state, t[j], work: &work)
            j += 1
            // Nothing alive: go straight to the next start.
            if state == 0 { j = starts.first(from: j) ?? t.count + 1 }
        }
    }
}

/// A variable's trie read as a deterministic automaton, built as the text needs it (a lazy subset
/// construction): each state is a set of trie nodes alive together, numbered once, with its moves kept.
/// At most `limit` nodes are kept in all; past that the table starts afresh, so memory stays bounded.
struct TrieAutomaton {
    let trie: VariableTrie
    /// State 0 is the empty set: nothing alive.
    private var sets: [[Int32]] = [[]]
    private(set) var ends: [Bool] = [false]
    private var numbers: [[Int32]: Int32] = [[]: 0]
    private var moves: [Int: Int32] = [:]
    private var starts: [Int32: Int32] = [:]
    private var kept = 0
    /// How many times the table started afresh.
    private var generation = 0
    /// `seen[node] == stamp` when the node is already in the set being built.
    private var seen: [Int]
    private var stamp = 0
    static let limit = 1 << 20

    init(_ trie: VariableTrie) {
        self.trie = trie
        seen = [Int](repeating: -1, count: trie.nodeCount)
    }

    /// The state with a value also starting at this position.
    mutating func startingHere(_ state: Int32, work: inout Int) -> Int32 {
        if let known = starts[state] { return known }
        stamp += 1
        var list: [Int32] = []
        for n in sets[Int(state)] { seen[Int(n)] = stamp; list.append(n) }
        wake(0, into: &list)
        let generation = self.generation
        let next = number(list, work: &work)
        // After a fresh start, `state` numbers nothing any more: its move is not kept.
        if generation == self.generation { starts[state] = next }
        return next
    }

    /// The state after one more character.
    mutating func step(_ state: Int32, _ c: Unicode.Scalar, work: inout Int) -> Int32 {
        let key = Int(state) << 21 | Int(c.value)
        if let known = moves[key] { return known }
        stamp += 1
        var list: [Int32] = []
        for n in sets[Int(state)] {
            work += 1
            // A node reached by `*` stays alive over any character.
            if trie.loops[Int(n)] { wake(n, into: &list) }
            if let next = trie.literal[Int(n) << 21 | Int(c.value)] { wake(next, into: &list) }
            let any = trie.anyChild[Int(n)]
            if any >= 0 { wake(any, into: &list) }
        }
        let generation = self.generation
        let next = number(list, work: &work)
        if generation == self.generation { moves[key] = next }
        return next
    }

    /// Adds the node, and, since a `*` also matches nothing, the chain of `*` nodes after it.
    private mutating func wake(_ node: Int32, into list: inout [Int32]) {
        var n = node
        while n >= 0, seen[Int(n)] != stamp {
            seen[Int(n)] = stamp
            list.append(n)
            n = trie.starChild[Int(n)]
        }
    }

    private mutating func number(_ unsorted: [Int32], work: inout Int) -> Int32 {
        let list = unsorted.sorted()
        work += list.count
        if let known = numbers[list] { return known }
        if kept + list.count > Self.limit {
            // Start afresh: the states numbered so far are forgotten, and so are their moves.
            sets = [[]]
            ends = [false]
            numbers = [[]: 0]
            moves = [:]
            starts = [:]
            kept = 0
            generation += 1
            if list.isEmpty { return 0 }
        }
        kept += list.count
        let id = Int32(sets.count)
        sets.append(list)
        ends.append(list.contains { trie.ends[Int($0)] })
        numbers[list] = id
        return id
    }
}

/// A set of text positions `0..<size`, as bits.
struct PositionSet: Equatable {
    private(set) var words: [UInt64]
    let size: Int

    init(size: Int) {
        self.size = size
        words = [UInt64](repeating: 0, count: (size + 63) / 64)
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    func contains(_ i: Int) -> Bool { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    mutating func insert(_ i: Int) { words[i >> 6] |= 1 << UInt64(i & 63) }

    mutating func clear() {
        for w in words.indices { words[w] = 0 }
    }

    /// The first position at or after `i`, if any.
    func first(from i: Int) -> Int? {
        guard i < size else { return nil }
        var w = i >> 6
        var bits = words[w] & (~0 << UInt64(i & 63))
        while bits == 0 {
            w += 1
            guard w < words.count else { return nil }
            bits = words[w]
        }
        let found = w << 6 + bits.trailingZeroBitCount
        return found < size ? found : nil
    }

    /// `{ i + 1 : i in source, and in mask when there is one }`, kept below `size`.
    mutating func setShiftedByOne(_ source: PositionSet, within mask: PositionSet?) {
        var carry: UInt64 = 0
        for w in words.indices {
            let bits = mask.map { source.words[w] & $0.words[w] } ?? source.words[w]
            words[w] = bits << 1 | carry
            carry = bits >> 63
        }
        trim()
    }

    /// Every position from the first in `source` on (what a `*` reaches).
    mutating func setFromFirst(of source: PositionSet) {
        guard let first = source.first(from: 0) else { clear(); return }
        for w in words.indices {
            words[w] = w < first >> 6 ? 0 : w > first >> 6 ? ~0 : ~0 << UInt64(first & 63)
        }
        trim()
    }

    private mutating func trim() {
        let extra = words.count * 64 - size
        if extra > 0, let last = words.indices.last { words[last] &= ~0 >> UInt64(extra) }
    }
}
