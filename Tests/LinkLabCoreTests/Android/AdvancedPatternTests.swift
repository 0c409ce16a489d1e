import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `android:pathAdvancedPattern`, `pathSuffix`, `path` and `pathPrefix` as AOSP's `PatternMatcher` decides them.
/// Every row is taken from AOSP's own test, core/tests/coretests/src/android/os/PatternMatcherTest.java,
/// and names the test method it comes from.
@Suite("Android PatternMatcher (AOSP PatternMatcherTest)")
struct AdvancedPatternTests {
    struct Row: Sendable, CustomStringConvertible {
        var aospTest: String
        var pattern: String
        var string: String
        var matches: Bool
        var description: String { "\(aospTest): \(pattern) \(matches ? "matches" : "does not match") \(string)" }
    }

    static func rows(_ test: String, _ pattern: String, _ yes: [String], _ no: [String]) -> [Row] {
        yes.map { Row(aospTest: test, pattern: pattern, string: $0, matches: true) }
            + no.map { Row(aospTest: test, pattern: pattern, string: $0, matches: false) }
    }

    static let advanced: [Row] =
        rows("testAdvancedPatternMatchesAnyToken", ".", ["a", "b"], [""])
        + rows("testAdvancedPatternMatchesSetToken", "[a]", ["a"], ["b"])
        + rows("testAdvancedPatternMatchesSetToken", "[.*+{}\\]\\\\[]", [".", "*", "+", "{", "}", "]", "\\", "["], [])
        + rows("testAdvancedPatternMatchesSetCharacterClassToken", "[a-z]", ["a", "b"], ["A", "1"])
        + rows("testAdvancedPatternMatchesSetCharacterClassToken", "[a-z][0-9]", ["a1"], ["1a", "aa"])
        + rows("testAdvancedPatternMatchesSetCharacterClassToken", "[z-a]", [], ["a", "z", "A"])
        + rows("testAdvancedPatternMatchesSetCharacterClassToken", "[^0-9]", ["a", "z", "A"], ["9", "5", "0"])
        + rows("testAdvancedPatternMatchesSetCharacterClassToken", "[\\[a]", ["a", "["], [])
        + rows("testAdvancedPatternMatchesEscapedCharacters", "\\.", ["."], ["a", "1"])
        + rows("testAdvancedPatternMatchesEscapedCharacters", "a\\+", ["a+"], ["a", "aaaaa"])
        + rows("testAdvancedPatternMatchesEscapedCharacters", "[\\a-\\z]", ["a", "z"], ["A"])
        + rows("testAdvancedPatternMatchesLiteralTokens", "a", ["a"], ["", "z"])
        + rows("testAdvancedPatternMatchesLiteralTokens", "az", ["az"], ["", "za"])
        + rows("testAdvancedPatternMatchesSetZeroOrMore", "[a-z]*", ["", "a", "abcdefg"], ["abc1", "1abc"])
        + rows("testAdvancedPatternMatchesSetOneOrMore", "[a-z]+", ["a", "abcdefg"], ["", "abc1", "1abc"])
        + rows("testAdvancedPatternMatchesSingleRange", "[a-z]{1}", ["a", "z"], ["", "1", "aa"])
        + rows("testAdvancedPatternMatchesFullRange", "[a-z]{1,5}", ["a", "zazaz"], ["", "azazaz", "11111"])
        + rows("testAdvancedPatternMatchesPartialRange", "[a-z]{3,}", ["aza", "zazaz", "azazazazazaz"], ["", "aa"])
        + rows("testAdvancedPatternMatchesComplexPatterns", "/[0-9]{4}/[0-9]{2}/[0-9]{2}/[a-zA-Z0-9_]+\\.html",
               ["/2016/09/07/got_this_working.html", "/2016/09/07/got_this_working2.html"],
               ["", "/2016/09/07/got_this_working2dothtml", "/2016/9/7/got_this_working.html"])
        + rows("testAdvancedPatternMatchesComplexPatterns", "/b*a*bar.*",
               ["/babar", "/babarfff", "/bbaabarfff", "/babar?blah", "/baaaabar?blah"],
               ["?bar", "/bar", "/baz", "/ba/bar", "/barf", "/", "?blah"])

    @Test("PATTERN_ADVANCED_GLOB", arguments: advanced)
    func advancedGlob(_ row: Row) throws {
        #expect(try AdvancedPattern(row.pattern).matches(row.string) == row.matches)
        #expect(PathRule(.pathAdvancedPattern, row.pattern).matches(row.string) == row.matches)
    }

    /// testAdvancedPatternPoorFormatThrowsIllegalArgumentException, and the `[]a]` of
    /// testAdvancedPatternMatchesSetCharacterClassToken: patterns AOSP refuses to parse.
    static let refused: [String] = [
        "[a-z", "a{,4}", "a{0,a}", "a{\\1, 2}", "[]", "a{}", "{3,4}", "a+{3,4}", "*.", ".+*", "a{3,4", "[a", "abc\\", "+.",
        "[" + String((0..<1024).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) }) + "]",
        "[]a]",
    ]

    @Test("a pattern AOSP refuses is refused", arguments: refused)
    func poorFormat(_ pattern: String) {
        #expect(throws: AdvancedPatternError.self) { try AdvancedPattern(pattern) }
        #expect(!PathRule(.pathAdvancedPattern, pattern).matches(pattern))
    }

    /// PatternMatcher.matchPattern: PATTERN_LITERAL is String.equals, PATTERN_PREFIX startsWith,
    /// PATTERN_SUFFIX endsWith, all by UTF-16 code unit.
    static let plain: [(PathRule, String, Bool)] = [
        (PathRule(.path, "/a/b"), "/a/b", true),
        (PathRule(.path, "/a/b"), "/a/b/", false),
        (PathRule(.pathPrefix, "/a"), "/a/b", true),
        (PathRule(.pathPrefix, "/a"), "/b/a", false),
        (PathRule(.pathSuffix, ".pdf"), "/docs/x.pdf", true),
        (PathRule(.pathSuffix, ".pdf"), "/docs/x.pdf/", false),
        (PathRule(.pathSuffix, ""), "/anything", true),
        (PathRule(.pathSuffix, "/x.pdf"), ".pdf", false),
        // "é" precomposed is not "e" + combining acute: Java compares code units.
        (PathRule(.pathSuffix, "\u{E9}"), "/caf" + "e\u{301}", false),
    ]

    @Test("PATTERN_LITERAL, PATTERN_PREFIX and PATTERN_SUFFIX")
    func literalPrefixSuffix() {
        for (rule, path, expected) in Self.plain {
            #expect(rule.matches(path) == expected, "\(rule.kind.rawValue) \(rule.value) on \(path)")
        }
    }

    /// Every pattern of up to three characters over AOSP's special characters parses or is refused, never
    /// traps (a `[` or `\\` at the end, a `{` with no `}`), and one without special characters matches
    /// exactly itself, as `PATTERN_LITERAL` would.
    @Test("short patterns over the special characters: no trap; plain ones are literal")
    func exhaustiveShort() {
        let alphabet = Array("[]{}\\*+.^-a1,")
        var patterns = [""]
        var frontier = [""]
        for _ in 0..<3 {
            frontier = frontier.flatMap { p in alphabet.map { p + String($0) } }
            patterns += frontier
        }
        var parsed = 0
        for pattern in patterns {
            guard let compiled = try? AdvancedPattern(pattern) else { continue }
            parsed += 1
            for probe in ["", "a", "aa", "1", "a1", "[", "]", "\\", ".", "-"] { _ = compiled.matches(probe) }
            if pattern.allSatisfy({ "a1,-^".contains($0) }) {
                #expect(compiled.matches(pattern), "\(pattern) matches itself")
                #expect(!compiled.matches(pattern + "a"), "\(pattern) matches nothing longer")
            }
        }
        #expect(parsed > 100 && parsed < patterns.count, "some parse and some are refused: \(parsed) of \(patterns.count)")
    }
}
