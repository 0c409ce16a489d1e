import Testing
@testable import LinkLabCore

/// `android:pathPattern` is Android's `PatternMatcher` simple glob, quirks included (docs/contract.md, A36).
@Suite("Android pathPattern globbing")
struct PathPatternTests {
    struct Row: Sendable, CustomStringConvertible {
        var pattern: String
        var path: String
        var matches: Bool
        var description: String { "\(pattern) \(matches ? "matches" : "does not match") \(path)" }
    }

    static let rows: [Row] = [
        // Literal characters and `.`, any one character.
        Row(pattern: "/messages", path: "/messages", matches: true),
        Row(pattern: "/messages", path: "/message", matches: false),
        Row(pattern: "/messages", path: "/messages/x", matches: false),
        Row(pattern: "/m.ssages", path: "/messages", matches: true),
        // `.*` at the end matches the rest, or nothing.
        Row(pattern: "/help/.*", path: "/help/faq/1", matches: true),
        Row(pattern: "/help/.*", path: "/help/", matches: true),
        Row(pattern: "/help/.*", path: "/help", matches: false),
        Row(pattern: ".*", path: "/anything", matches: true),
        // `.*` stops at the first occurrence of the next character: no backtracking.
        Row(pattern: "/.*/uux.aspx", path: "/experimental/uux.aspx", matches: true),
        Row(pattern: "/.*/uux.aspx", path: "/a/b/uux.aspx", matches: false),
        Row(pattern: ".*/uux.aspx", path: "/experimental/uux.aspx", matches: false),
        Row(pattern: ".*uux.aspx", path: "/sdk/native/ardent/uux.aspx", matches: true),
        // `x*` repeats the character before it, zero or more times.
        Row(pattern: "/a*b", path: "/b", matches: true),
        Row(pattern: "/a*b", path: "/aaab", matches: true),
        Row(pattern: "/a*b", path: "/acb", matches: false),
        // `\` escapes: `\*` is a star, `\.*` a run of dots; a lone `\.` still matches any character.
        Row(pattern: "/a\\*b", path: "/a*b", matches: true),
        Row(pattern: "/a\\*b", path: "/ab", matches: false),
        Row(pattern: "/x\\.*y", path: "/x...y", matches: true),
        Row(pattern: "/x\\.*y", path: "/xzy", matches: false),
        Row(pattern: "/uux\\.aspx", path: "/uuxXaspx", matches: true),
        // The empty pattern matches only the empty path.
        Row(pattern: "", path: "", matches: true),
        Row(pattern: "", path: "/", matches: false),
    ]

    @Test("PatternMatcher.PATTERN_SIMPLE_GLOB", arguments: rows)
    func glob(_ row: Row) {
        #expect(PathPattern.matches(row.pattern, row.path) == row.matches)
    }
}
