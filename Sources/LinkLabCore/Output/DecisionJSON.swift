/// A decision as one line of JSON, the shape `linklab explain --json` documents (docs/contract.md,
/// "Output formats"). The sentences are worded straight into the line's bytes.
public enum DecisionJSON {
    public static func line(_ d: Decision) -> String {
        var w = JSONWriter()
        write(d, into: &w)
        return w.text
    }

    /// Appends the decision's JSON object, without a line break, to `w`.
    public static func write(_ d: Decision, into w: inout JSONWriter) {
        w.raw("{\"input\":")
        w.string(d.input)
        w.raw(",\"entry\":")
        w.string(d.entry.rawValue)
        w.raw(",\"outcome\":")
        w.string(d.outcome.rawValue)
        w.raw(",\"route\":")
        w.optional(d.route)
        w.raw(",\"screen\":")
        w.optional(d.screen)
        w.raw(",\"handler\":")
        w.optional(d.handler?.rawValue)
        w.raw(",\"module\":")
        w.optional(d.module)
        w.raw(",\"steps\":[")
        for (i, s) in d.steps.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"check\":")
            w.string(s.check)
            w.raw(",\"passed\":")
            w.bool(s.passed)
            w.raw(",\"detail\":\"")
            Wording.detail(s, into: &w)
            w.raw("\"}")
        }
        w.raw("],\"diagnostics\":[")
        for (i, g) in d.diagnostics.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"code\":")
            w.string(g.code.rawValue)
            w.raw(",\"severity\":")
            w.string(g.severity.rawValue)
            w.raw(",\"message\":\"")
            Wording.message(g.finding, into: &w)
            w.raw("\"")
            if let fix = g.fix {
                w.raw(",\"fix\":\"")
                Wording.fix(fix, into: &w)
                w.raw("\"")
            }
            w.raw("}")
        }
        w.raw("],\"journey\":[")
        for (i, j) in d.journey.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"action\":")
            w.string(j.action.rawValue)
            w.raw(",\"screen\":")
            w.string(j.screen)
            w.raw(",\"animated\":")
            w.bool(j.animated)
            w.raw("}")
        }
        w.raw("],\"summary\":\"")
        Wording.summary(d.conclusion, into: &w)
        w.raw("\"}")
    }
}
