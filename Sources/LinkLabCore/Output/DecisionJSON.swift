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
        // The arrays are read in place through their buffers: iterating them would copy every element
        // (and retain each string in it) only to read it once.
        d.steps.withUnsafeBufferPointer { steps in
            for i in steps.indices {
                w.raw(i > 0 ? ",{\"check\":\"" : "{\"check\":\"")
                w.raw(Wording.name(of: steps[i].fact))
                w.raw(steps[i].passed ? "\",\"passed\":true,\"detail\":\"" : "\",\"passed\":false,\"detail\":\"")
                Wording.detail(steps[i], into: &w)
                w.raw("\"}")
            }
        }
        w.raw("],\"diagnostics\":[")
        d.diagnostics.withUnsafeBufferPointer { diagnostics in
            for i in diagnostics.indices {
                if i > 0 { w.raw(",") }
                w.raw("{\"code\":")
                w.string(diagnostics[i].code.rawValue)
                w.raw(",\"severity\":")
                w.string(diagnostics[i].severity.rawValue)
                w.raw(",\"message\":\"")
                Wording.message(diagnostics[i].finding, into: &w)
                w.raw("\"")
                if diagnostics[i].fix != nil {
                    w.raw(",\"fix\":\"")
                    Wording.fix(diagnostics[i].fix!, into: &w)
                    w.raw("\"")
                }
                w.raw("}")
            }
        }
        w.raw("],\"journey\":[")
        d.journey.withUnsafeBufferPointer { journey in
            for i in journey.indices {
                if i > 0 { w.raw(",") }
                w.raw("{\"action\":")
                w.string(journey[i].action.rawValue)
                w.raw(",\"screen\":")
                w.string(journey[i].screen)
                w.raw(",\"animated\":")
                w.bool(journey[i].animated)
                w.raw("}")
            }
        }
        w.raw("],\"summary\":\"")
        Wording.summary(d.conclusion, into: &w)
        w.raw("\"}")
    }
}
