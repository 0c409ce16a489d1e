import LinkLabText
import LinkLabReading
import LinkLabDeciding

/// One row of `linklab check --json` (docs/contract.md, "Output formats"): the row, whether it passed, what it
/// expected, what came of it, and the whole decision. Written straight into the line's bytes, as
/// `DecisionJSON` writes a decision: outside text is sanitised once, as it goes in.
public enum CheckResultJSON {
    /// Appends the row's JSON object, without a line break, to `w`.
    public static func write(_ r: CheckResult, into w: inout JSONWriter) {
        let row = r.row
        w.raw("{\"file\":")
        quoted(row.file, limit: 400, into: &w)
        w.raw(",\"line\":")
        w.number(row.line)
        switch row.input {
        case .link(let link):
            w.raw(",\"link\":")
            quoted(link, limit: 8192, into: &w)
        case .push(let payload, let stage):
            w.raw(",\"payload\":")
            quoted(payload.text, limit: 8192, into: &w)
            w.raw(",\"stage\":")
            w.string(stage.rawValue)
        }
        // Where the link was tapped, when the row (or `--from`) said so: `CheckRow.tapText`'s condition.
        if case .link = row.input, row.tap.explicit {
            w.raw(",\"from\":")
            w.string(row.tap.source.rawValue)
            if let page = row.tap.page {
                w.raw(",\"page\":")
                quoted(page, limit: 8192, into: &w)
            }
            if let to = row.tap.redirectsTo {
                w.raw(",\"redirectsTo\":")
                quoted(to, limit: 8192, into: &w)
            }
        }
        w.raw(",\"signedIn\":")
        bool(row.signedIn, into: &w)
        w.raw(",\"passed\":")
        bool(r.passed, into: &w)
        let e = row.expectation
        w.raw(",\"expect\":{\"outcome\":")
        w.string(e.outcome.rawValue)
        if let route = e.route {
            w.raw(",\"route\":")
            writeRoute(route, into: &w)
        }
        w.raw(",\"codes\":")
        strings(e.codes.indices, { e.codes[$0] }, into: &w)
        let d = r.decision
        w.raw("},\"actual\":{\"outcome\":")
        w.string(d.outcome.rawValue)
        w.raw(",\"route\":")
        writeRoute(d.route, into: &w)
        w.raw(",\"codes\":")
        strings(d.diagnostics.indices, { d.diagnostics[$0].code.rawValue }, into: &w)
        w.raw("},\"failures\":[")
        for (i, f) in r.failures.enumerated() {
            w.raw(i == 0 ? "{\"key\":" : ",{\"key\":")
            w.string(f.key)
            w.raw(",\"expected\":")
            w.string(f.expected)
            w.raw(",\"actual\":")
            w.string(f.actual)
            w.raw("}")
        }
        w.raw("]")
        if let note = row.note {
            w.raw(",\"note\":")
            quoted(note, limit: 400, into: &w)
        }
        w.raw(",\"decision\":")
        DecisionJSON.write(d, into: &w)
        w.raw("}")
    }

    /// A JSON string of outside text, shown as `DisplayText.sanitize(text, limit:)` shows it.
    private static func quoted(_ text: String, limit: Int, into w: inout JSONWriter) {
        w.byte(0x22)
        w.user(text, limit: limit)
        w.byte(0x22)
    }

    private static func bool(_ b: Bool, into w: inout JSONWriter) { w.raw(b ? "true" : "false") }

    /// A route as a JSON string, or `null` for none.
    private static func writeRoute(_ route: String?, into w: inout JSONWriter) {
        if let route { quoted(route, limit: 400, into: &w) } else { w.raw("null") }
    }

    /// `["a","b"]`.
    private static func strings(_ indices: Range<Int>, _ text: (Int) -> String, into w: inout JSONWriter) {
        w.byte(0x5B)
        for i in indices {
            if i > indices.lowerBound { w.byte(0x2C) }
            w.string(text(i))
        }
        w.byte(0x5D)
    }
}
