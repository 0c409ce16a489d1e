/// AASA pattern matching: `*` matches any run of characters (none included), `?` exactly one.
enum Glob {
    static func matches(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
        // Unicode scalars, not Characters: far cheaper, and AASA patterns are percent-encoded ASCII.
        let p = Array((caseSensitive ? pattern : pattern.lowercased()).unicodeScalars)
        let t = Array((caseSensitive ? text : text.lowercased()).unicodeScalars)
        var pi = 0, ti = 0
        var star = -1, resume = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
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
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
