/// Android's `PatternMatcher.PATTERN_SIMPLE_GLOB`, the matcher behind an intent filter's `pathPattern`,
/// reproduced character for character (UTF-16 code units, as Java strings are):
/// - `.` matches any one character, and `*` repeats the character before it zero or more times;
/// - `.*` matches up to the *first* occurrence of the character after it, with no backtracking, so
///   `/.*/uux.aspx` matches `/experimental/uux.aspx` but not `/a/b/uux.aspx`;
/// - `\` escapes the next character (in an `AndroidManifest.xml` it is written `\\`). An escaped `\.` not
///   followed by `*` is a literal dot from Android 16 and any character before (see `escapedDotIsLiteral`).
public enum PathPattern {
    /// The first Android release whose `PatternMatcher.matchGlobPattern` reads an escaped `\.` as a literal
    /// dot (`shouldMatchLiteralCharacter = (c != '.') || (c == '.' && escaped)`). Android 15's
    /// core/java/android/os/PatternMatcher.java compares `c != '.'` alone, so `\.` matched any character.
    public static let escapedDotLiteralFrom = 16

    /// Whether an escaped `\.` is a literal dot on Android `version`.
    public static func escapedDotIsLiteral(onAndroid version: Int) -> Bool { version >= escapedDotLiteralFrom }

    /// Whether `path` matches `pattern` as Android's simple glob decides it on Android `androidVersion`.
    public static func matches(_ pattern: String, _ path: String, androidVersion: Int) -> Bool {
        let literalDot = escapedDotIsLiteral(onAndroid: androidVersion)
        let p = Array(pattern.utf16), m = Array(path.utf16)
        let np = p.count, nm = m.count
        if np == 0 { return nm == 0 }
        let dot: UInt16 = 0x2E, star: UInt16 = 0x2A, backslash: UInt16 = 0x5C
        var ip = 0, im = 0
        var next = p[0]
        func at(_ i: Int) -> UInt16 { i < np ? p[i] : 0 }
        while ip < np, im < nm {
            var c = next
            ip += 1
            next = at(ip)
            let escaped = c == backslash
            if escaped {
                c = next
                ip += 1
                next = at(ip)
            }
            if next == star {
                if !escaped, c == dot {
                    if ip >= np - 1 { return true }
                    ip += 1
                    next = p[ip]
                    if next == backslash {
                        ip += 1
                        next = at(ip)
                    }
                    while im < nm, m[im] != next { im += 1 }
                    if im == nm { return false }
                    ip += 1
                    next = at(ip)
                    im += 1
                } else {
                    while im < nm, m[im] == c { im += 1 }
                    ip += 1
                    next = at(ip)
                }
            } else {
                if c != dot || (escaped && literalDot), m[im] != c { return false }
                im += 1
            }
        }
        if ip >= np, im >= nm { return true }
        // The path ran out with `.*` left at the end of the pattern, which matches nothing.
        return ip == np - 2 && p[ip] == dot && p[ip + 1] == star
    }

    /// Whether the pattern holds an escaped `\.` that is not followed by `*`, the construct whose meaning
    /// depends on the Android version (`\.*` repeats a literal dot on every release). A cheap pre-check: it
    /// also says yes for `.*\.`, which is literal everywhere, so callers compare both readings before saying so.
    public static func hasEscapedDot(_ pattern: String) -> Bool {
        let p = Array(pattern.utf16)
        var i = 0
        while i < p.count {
            if p[i] == 0x5C {
                if i + 1 < p.count, p[i + 1] == 0x2E, !(i + 2 < p.count && p[i + 2] == 0x2A) { return true }
                i += 2
            } else {
                i += 1
            }
        }
        return false
    }
}
