/// A decision as one line of JSON, the shape `linklab explain --json` documents.
public enum DecisionJSON {
    public static func line(_ d: Decision) -> String {
        var out = "{\"input\":" + JSONText.quote(d.input)
        out += ",\"entry\":\"" + d.entry.rawValue + "\""
        out += ",\"outcome\":\"" + d.outcome.rawValue + "\""
        out += ",\"route\":" + JSONText.optional(d.route)
        out += ",\"screen\":" + JSONText.optional(d.screen)
        out += ",\"handler\":" + JSONText.optional(d.handler?.rawValue)
        out += ",\"module\":" + JSONText.optional(d.module)
        out += ",\"steps\":["
        for (i, s) in d.steps.enumerated() {
            if i > 0 { out += "," }
            out += "{\"check\":" + JSONText.quote(s.check) + ",\"passed\":" + (s.passed ? "true" : "false")
                + ",\"detail\":" + JSONText.quote(s.detail) + "}"
        }
        out += "],\"diagnostics\":["
        for (i, g) in d.diagnostics.enumerated() {
            if i > 0 { out += "," }
            out += "{\"code\":\"" + g.code.rawValue + "\",\"severity\":\"" + g.severity.rawValue + "\",\"message\":" + JSONText.quote(g.message)
            if let fix = g.fix { out += ",\"fix\":" + JSONText.quote(fix) }
            out += "}"
        }
        out += "],\"journey\":["
        for (i, j) in d.journey.enumerated() {
            if i > 0 { out += "," }
            out += "{\"action\":\"" + j.action.rawValue + "\",\"screen\":" + JSONText.quote(j.screen) + ",\"animated\":" + (j.animated ? "true" : "false") + "}"
        }
        out += "],\"summary\":" + JSONText.quote(d.summary) + "}"
        return out
    }
}
