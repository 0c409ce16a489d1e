import Foundation
import PropertyBased
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// AASA matching in linear time. Work is counted in matcher steps (the `work` the
/// matcher adds up), never timed: doubling the input must roughly double the steps, and a file's
/// substitution variables are read once per engine, not once per link.
@Suite("AASA matching in linear time")
struct AASALinearTests {
    static let appID = "ABCDE12345.com.example.app"

    static func rules(_ applinks: String) throws -> AASARules {
        let data = Data(#"{"applinks":\#(applinks)}"#.utf8)
        return AASARules(try AASAFile.decode(data, file: "test-aasa.json"), appID: appID)
    }

    static func work(_ rules: AASARules, path: String, query: String? = nil) -> (AASAVerdict, Int) {
        var work = 0
        let verdict = rules.verdict(URLParts(encodedPath: path, encodedQuery: query, encodedFragment: nil), work: &work)
        return (verdict, work)
    }

    static func compiled(_ pattern: String, custom: [String: [String]] = [:], caseSensitive: Bool = true) -> (CompiledGlob, Int) {
        var compiler = GlobCompiler(variables: SubstitutionVariables(custom: custom))
        var work = 0
        let glob = compiler.compile(pattern, caseSensitive: caseSensitive, work: &work)
        return (glob, work)
    }

    static func matchWork(_ glob: CompiledGlob, _ text: String) -> (Bool, Int) {
        var work = 0
        let answer = glob.matches(text, work: &work)
        return (answer, work)
    }

    /// The red team's file: a variable of 4,000 values used 19,000 times in one path (107 KB). It took
    /// 30 s of CPU for one three-character path (debug build), every link again; now the file is read
    /// once and a link costs a few steps.
    @Test("finding: a 107 KB file of substitution variables is read once, and a link costs a few steps")
    func substitutionFinding() throws {
        let values = (0..<4000).map { "\"v\($0)\"" }.joined(separator: ",")
        let path = "/" + String(repeating: "$(v)", count: 19_000)
        let applinks = #"{"substitutionVariables":{"v":[\#(values)]},"details":[{"appIDs":["\#(Self.appID)"],"components":[{"/":"\#(path)"}]}]}"#
        #expect(applinks.utf8.count > 100_000)
        let rules = try Self.rules(applinks)
        let (verdict, steps) = Self.work(rules, path: "/abc")
        #expect(verdict == .noMatch)
        #expect(steps < 100, "\(steps) steps")
        // A path a shorter pattern does match, `v1v2…`, one value per use: bounded by the pattern's
        // tokens × the path's length / 64 (the positions are read as bit sets), not by the values.
        let short = try Self.rules(applinks.replacingOccurrences(of: path, with: "/" + String(repeating: "$(v)", count: 2000)))
        let long = "/" + (0..<2000).map { "v\($0 * 7 % 4000)" }.joined()
        let (matched, longSteps) = Self.work(short, path: long)
        #expect(matched.decidingRule != nil)
        #expect(longSteps < 2002 * (long.utf8.count / 64 + 64), "\(longSteps) steps for \(long.utf8.count) characters")
    }

    /// `$(` written 55,000 times before one `)`: each was looked up to the far `)`, quadratic in the pattern.
    @Test("finding: a pattern of many $( is read in one pass", arguments: [true, false])
    func manyOpenings(caseSensitive: Bool) {
        let (small, smallWork) = Self.compiled("/" + String(repeating: "$(", count: 27_500) + ")", caseSensitive: caseSensitive)
        let (large, largeWork) = Self.compiled("/" + String(repeating: "$(", count: 55_000) + ")", caseSensitive: caseSensitive)
        #expect(small.tokens == nil && large.tokens == nil, "no variable is named, so the pattern is plain text")
        #expect(Double(largeWork) <= 2.1 * Double(smallWork), "\(smallWork) then \(largeWork) steps")
        #expect(Self.matchWork(large, "/" + String(repeating: "$(", count: 55_000) + ")").0)
    }

    @Test("a variable used k times costs k steps per position, not k × its values", arguments: [1000, 2000])
    func usesOfAVariable(uses: Int) throws {
        let (glob, compileWork) = Self.compiled(String(repeating: "$(v)", count: uses), custom: ["v": Array(repeating: "*", count: uses)])
        #expect(compileWork < 10 * uses, "compiling: \(compileWork) steps")
        let (answer, work) = Self.matchWork(glob, String(repeating: "x", count: 200))
        #expect(answer)
        #expect(work < 20 * uses, "\(work) steps")
    }

    /// Values that overlap (`*` and every 8-character mix of `a` and `?`) keep hundreds of trie nodes alive
    /// at every position; walked node by node, 1,000 uses over 1,000 positions were some 5 × 10^8 steps. The node
    /// sets are numbered once, so each position of each use is one lookup.
    @Test("overlapping values: each position of each use is one step, not one per alive node")
    func overlappingValues() {
        var mixes = [""]
        for _ in 0..<8 { mixes = mixes.flatMap { [$0 + "a", $0 + "?"] } }
        let custom = ["v": ["*"] + mixes]
        func steps(uses: Int, length: Int) -> (Bool, Int) {
            let (glob, _) = Self.compiled("/" + String(repeating: "$(v)a", count: uses), custom: custom)
            return Self.matchWork(glob, "/" + String(repeating: "a", count: length))
        }
        let (small, smallSteps) = steps(uses: 500, length: 1000)
        let (large, largeSteps) = steps(uses: 1000, length: 1000)
        #expect(small && large)
        #expect(largeSteps < 4 * 1000 * 1000, "\(largeSteps) steps")
        #expect(Double(largeSteps) <= 2.2 * Double(smallSteps), "\(smallSteps) then \(largeSteps) steps")
    }

    @Test("matching steps grow linearly with the text")
    func linearInText() {
        let custom = ["v": ["ab", "*x", "?y", "a?b*c", "zz"], "w": ["*", "q"]]
        let (glob, _) = Self.compiled("*$(v)*$(w)?$(lower)*$(v)$(digit)*", custom: custom)
        func text(_ n: Int) -> String {
            var g = SystemRandomNumberGenerator()
            return String((0..<n).map { _ in "abxyzq19".randomElement(using: &g)! })
        }
        var previous: Int?
        for n in [4096, 8192, 16384] {
            let t = text(n)
            let (answer, work) = Self.matchWork(glob, t)
            #expect(answer == ReferenceGlob.matches(glob.pattern, t, caseSensitive: true, custom: custom))
            if let previous { #expect(Double(work) <= 2.3 * Double(previous), "\(previous) then \(work) steps at \(n)") }
            previous = work
        }
    }

    /// The red team's 8 KB link: every named item looked for among every item of the link.
    @Test("finding: ? items cost names + items, not names × items", arguments: [true, false])
    func queryItemsFinding(caseSensitive: Bool) throws {
        func steps(_ n: Int) throws -> Int {
            let names = (0..<n).map { "\"n\($0)\":\"*\"" }.joined(separator: ",")
            let rules = try Self.rules(#"{"details":[{"appIDs":["\#(Self.appID)"],"components":[{"?":{\#(names)},"caseSensitive":\#(caseSensitive)}]}]}"#)
            let query = (0..<n).map { "N\($0)=1" }.joined(separator: "&")
            let (verdict, work) = Self.work(rules, path: "/x", query: query)
            #expect(verdict.decidingRule != nil)
            return work
        }
        let small = try steps(1000), large = try steps(2000)
        #expect(Double(large) <= 2.2 * Double(small), "\(small) then \(large) steps")
        #expect(large < 20 * 2000)
    }

    @Test("linklab aasa reads the file once for all its URLs")
    func lookupReadsOnce() throws {
        let aasa = try AASAFile.decode(Data(#"{"applinks":{"details":[{"appIDs":["\#(Self.appID)"],"components":[{"/":"/$(lang)/*"}]}]}}"#.utf8), file: "f")
        let lookup = AASALookup(association: aasa, appID: Self.appID)
        #expect(lookup.rules.rules.count == 1)
        #expect(try lookup.answer("https://e.com/en/x").get().opensApp)
        #expect(try !lookup.answer("https://e.com/xx/x").get().opensApp)
    }

    // MARK: Held to the reference

    static let patternPiece = Gen<String?>.element(of: [
        "a", "b", "A", "/", "*", "?", "$(v)", "$(w)", "$(V)", "$(digit)", "$(lower)", "$(", "(", ")", "$", "é", "e\u{301}", "$(nothing)",
    ] as [String]).map { $0! }
    static let textPiece = Gen<String?>.element(of: ["a", "b", "A", "/", "1", "é", "e\u{301}", "$(v)", "(", "É"] as [String]).map { $0! }
    static let valuePiece = Gen<String?>.element(of: ["a", "b", "*", "?", "ab", "", "A", "é", "$(w)"] as [String]).map { $0! }
    static let pattern = patternPiece.array(of: 0...7).map { $0.joined() }
    static let text = textPiece.array(of: 0...9).map { $0.joined() }
    static let values = valuePiece.array(of: 0...3).map { $0.joined() }.array(of: 0...4)

    @Test("generated patterns, variables and texts: the compiled matcher answers as the reference does")
    func agreesWithReference() async {
        await propertyCheck(count: 4000, input: Self.pattern, Self.text, Self.values, Self.values, Gen.bool) { pattern, text, v, w, caseSensitive in
            let custom = ["v": v, "w": w, "V": w]
            let (glob, _) = Self.compiled(pattern, custom: custom, caseSensitive: caseSensitive)
            let expected = ReferenceGlob.matches(pattern, text, caseSensitive: caseSensitive, custom: custom)
            #expect(glob.matches(text) == expected, "\(pattern) \(text) v=\(v) w=\(w) caseSensitive=\(caseSensitive)")
        }
    }

    static let itemName = Gen<String?>.element(of: ["a", "b", "A", "a%20b", "a b", "é"] as [String]).map { $0! }
    static let itemValue = Gen<String?>.element(of: ["", "1", "2", "x", "X", "%41"] as [String]).map { $0! }
    static let item = zip(itemName, itemValue, Gen.bool).map { t in t.2 ? t.0 : "\(t.0)=\(t.1)" }
    static let query = item.array(of: 0...6).map { $0.isEmpty ? nil : $0.joined(separator: "&") }
    static let namedPatterns = zip(itemName, Gen<String?>.element(of: ["*", "", "1", "?", "x*", "$(digit)", "%41"] as [String]).map { $0! })
        .array(of: 0...4).map { Dictionary($0, uniquingKeysWith: { a, _ in a }) }

    @Test("generated ? items and links: the indexed match answers as the reference does")
    func itemsAgreeWithReference() async {
        await propertyCheck(count: 3000, input: Self.namedPatterns, Self.query, Gen.bool, Gen.bool) { patterns, query, caseSensitive, percentEncoded in
            let component = AppSiteAssociation.Component(query: .items(patterns), caseSensitive: caseSensitive, percentEncoded: percentEncoded)
            let match = AASAComponentMatch(component, variables: .predefinedOnly)
            let url = URLParts(encodedPath: "/", encodedQuery: query, encodedFragment: nil)
            // The reference compares values as written; decoding (percentEncoded false) is checked by the rows.
            if percentEncoded {
                #expect(match.matches(url) == ReferenceGlob.queryItemsMatch(patterns, query: query, caseSensitive: caseSensitive),
                        "\(patterns) \(query ?? "nil") caseSensitive=\(caseSensitive)")
            } else {
                let decoded = ReferenceGlob.queryItemsMatch(patterns.mapValues { $0 }, query: query.map { q in
                    q.split(separator: "&", omittingEmptySubsequences: false).map { pair in
                        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                        return parts.count > 1 ? "\(parts[0])=\(String(parts[1]).removingPercentEncoding ?? String(parts[1]))" : String(pair)
                    }.joined(separator: "&")
                }, caseSensitive: caseSensitive)
                #expect(match.matches(url) == decoded, "\(patterns) \(query ?? "nil") decoded, caseSensitive=\(caseSensitive)")
            }
        }
    }
}
