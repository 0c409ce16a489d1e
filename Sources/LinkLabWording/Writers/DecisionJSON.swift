import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// A decision as one line of JSON, the shape `linklab explain --json` documents (docs/contract.md,
/// "Output formats"). The sentences are worded straight into the line's bytes.
public enum DecisionJSON {
    public static func line(_ d: Decision) -> String {
        var w = JSONWriter()
        write(d, into: &w)
        return w.text
    }

    /// Appends the decision's JSON object, without a line break, to `w`.
    public static func write(_ d: borrowing Decision, into w: inout JSONWriter) {
        writeHead(d, into: &w)
        for i in d.steps.indices { writeStep(d.steps[i], first: i == 0, into: &w) }
        writeTail(d, into: &w)
    }

    /// The same, for a decision the caller is done with (`explain`): its steps are moved out as they are
    /// written, where reading them from the array copies each one, every string in it retained.
    public static func write(spending d: consuming Decision, into w: inout JSONWriter) {
        writeHead(d, into: &w)
        var first = true
        d.spendSteps { step in
            writeStep(step, first: first, into: &w)
            first = false
        }
        writeTail(d, into: &w)
    }

    /// `input` to `module`, and the opening of `steps`.
    private static func writeHead(_ d: borrowing Decision, into w: inout JSONWriter) {
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
    }

    /// The close of `steps`, then `diagnostics` to the end of the object.
    private static func writeTail(_ d: borrowing Decision, into w: inout JSONWriter) {
        w.raw("],\"diagnostics\":[")
        // Read in place through their buffer: each `d.diagnostics[i]` copied the diagnostic for one field.
        d.diagnostics.withUnsafeBufferPointer { diagnostics in
            for i in diagnostics.indices { writeDiagnostic(diagnostics[i], first: i == 0, into: &w) }
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
        w.raw("\"")
        if let path = d.path { writePath(d, path, into: &w) }
        w.raw(d.platform == .android ? ",\"platform\":\"android\"" : ",\"platform\":\"ios\"")
        if let version = d.androidVersion {
            w.raw(",\"androidVersion\":")
            w.number(version)
        }
        w.raw("}")
    }

    /// One diagnostic's object.
    private static func writeDiagnostic(_ diagnostic: borrowing Diagnostic, first: Bool, into w: inout JSONWriter) {
        let code = diagnostic.code
        w.raw(first ? "{\"code\":" : ",{\"code\":")
        w.string(code.rawValue)
        w.raw(",\"severity\":")
        w.string(code.severity.rawValue)
        w.raw(",\"message\":\"")
        Wording.message(diagnostic.finding, on: diagnostic.platform, into: &w)
        w.raw("\"")
        if let fix = diagnostic.fix {
            w.raw(",\"fix\":\"")
            fix.write(into: &w)
            w.raw("\"")
        }
        w.raw("}")
    }

    /// One step's object.
    private static func writeStep(_ step: borrowing TraceStep, first: Bool, into w: inout JSONWriter) {
        w.raw(first ? "{\"check\":\"" : ",{\"check\":\"")
        w.raw(Wording.name(of: step.fact))
        w.raw(step.passed ? "\",\"passed\":true,\"detail\":\"" : "\",\"passed\":false,\"detail\":\"")
        Wording.detail(step, into: &w)
        if let origin = step.fact.liveOrigin {
            w.raw("\""); writeLive(origin, into: &w); w.raw("}")
        } else {
            w.raw("\"}")
        }
    }

    /// `,"live":{"file","domain","url","fetchedAt","cacheAge"}` on the step that names the live file the
    /// decision was emulated with (`--live`), so a script reads which file decided without reading the detail.
    private static func writeLive(_ origin: LiveFileOrigin, into w: inout JSONWriter) {
        w.raw(",\"live\":{\"file\":"); w.string(origin.file.rawValue)
        w.raw(",\"domain\":\""); w.user(origin.domain, limit: 300)
        w.raw("\",\"url\":\""); w.user(origin.url, limit: 2000); w.raw("\"")
        w.raw(",\"fetchedAt\":"); w.string(Timestamp.iso8601(origin.fetchedAt))
        w.raw(",\"cacheAge\":")
        if let age = origin.cacheAge { w.number(age) } else { w.raw("null") }
        w.raw("}")
    }

    /// `from`, `hops`, `customerSays` and `bankFix`: present when the decision was made with a source
    /// (docs/contract.md, "Where the link was tapped").
    static func writePath(_ d: Decision, _ path: DecisionPath, into w: inout JSONWriter) {
        w.raw(",\"from\":")
        w.string(path.tap.source.rawValue)
        if let page = path.tap.page {
            w.raw(",\"page\":")
            w.string(DisplayText.sanitize(page, limit: 2000))
        }
        w.raw(",\"hops\":[")
        for i in path.hops.indices {
            if i > 0 { w.raw(",") }
            w.raw("{\"url\":")
            w.string(path.hops[i].url)
            w.raw(",\"opens\":")
            w.string(path.hops[i].opens.rawValue)
            w.raw(",\"why\":\"")
            Wording.hopReason(path.hops[i], platform: path.platform, into: &w)
            w.raw("\",\"wrapper\":")
            // The vendor's name, or null: a redirect on a host no table knows has no vendor.
            if let wrapper = path.hops[i].wrapper, wrapper.vendor != nil { w.string(Wording.name(of: wrapper)) } else { w.raw("null") }
            w.raw(",\"addedBy\":")
            if let owner = path.hops[i].addedBy { w.string(owner.rawValue) } else { w.raw("null") }
            w.raw("}")
        }
        w.raw("],\"customerSays\":\"")
        Wording.customerSays(d, into: &w)
        w.raw("\",\"bankFix\":\"")
        Wording.bankFix(d, into: &w)
        w.raw("\"")
    }
}
