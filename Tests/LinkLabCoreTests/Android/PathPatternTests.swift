import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// `android:pathPattern` is Android's `PatternMatcher` simple glob, quirks included (docs/contract.md, A36).
@Suite("Android pathPattern globbing")
struct PathPatternTests {
    struct Row: Sendable, CustomStringConvertible {
        var pattern: String
        var path: String
        var matches: Bool
        /// What Android 16 and later answer, where it differs (an escaped `\.` is a literal dot there).
        var from16: Bool?
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
        // `\` escapes: `\*` is a star, `\.*` a run of dots; a lone `\.` matches any character up to Android 15 and is a literal dot from 16.
        Row(pattern: "/a\\*b", path: "/a*b", matches: true),
        Row(pattern: "/a\\*b", path: "/ab", matches: false),
        Row(pattern: "/x\\.*y", path: "/x...y", matches: true),
        Row(pattern: "/x\\.*y", path: "/xzy", matches: false),
        Row(pattern: "/uux\\.aspx", path: "/uuxXaspx", matches: true, from16: false),
        Row(pattern: "/uux\\.aspx", path: "/uux.aspx", matches: true),
        Row(pattern: "/.*/uux\\.aspx", path: "/experimental/uux.aspx", matches: true),
        Row(pattern: "/.*/uux\\.aspx", path: "/experimental/uux-aspx", matches: true, from16: false),
        // After `.*`, the escaped character is the one `.*` runs up to, compared literally on every release.
        Row(pattern: "/.*\\.html", path: "/page.html", matches: true),
        Row(pattern: "/.*\\.html", path: "/pageXhtml", matches: false),
        // The empty pattern matches only the empty path.
        Row(pattern: "", path: "", matches: true),
        Row(pattern: "", path: "/", matches: false),
    ]

    /// Up to Android 15, core/java/android/os/PatternMatcher.java `matchGlobPattern` compares `c != '.'` alone,
    /// so an escaped `\.` matches any character (muhomorr/platform_frameworks_base-15 at 61577715,
    /// aosp-mirror/platform_frameworks_base at 01a7983f).
    @Test("PatternMatcher.PATTERN_SIMPLE_GLOB, Android 6 to 15", arguments: rows)
    func globTo15(_ row: Row) {
        for version in [6, 12, 15] {
            #expect(PathPattern.matches(row.pattern, row.path, androidVersion: version) == row.matches, "Android \(version)")
        }
    }

    /// From Android 16, `matchGlobPattern` matches "the character if it is either an escaped '.' or another
    /// character" (`shouldMatchLiteralCharacter`, seen in the Android 16 tree yaap/frameworks_base at a058b330).
    @Test("PatternMatcher.PATTERN_SIMPLE_GLOB, Android 16", arguments: rows)
    func globFrom16(_ row: Row) {
        #expect(PathPattern.matches(row.pattern, row.path, androidVersion: 16) == (row.from16 ?? row.matches))
    }

    @Test("only an escaped dot not followed by * depends on the version", arguments: [
        ("/uux\\.aspx", true), ("/x\\.*y", false), ("/a\\*b", false), ("/a.b", false), ("/a\\\\.b", false), ("/a\\\\\\.b", true),
    ])
    func escapedDot(_ pattern: String, _ depends: Bool) {
        #expect(PathPattern.hasEscapedDot(pattern) == depends)
    }
}
