import LinkLabFormats
import LinkLabReading
import LinkLabDeciding

/// Writes check lists, so that an exploration in the terminal app becomes a regression test (F8).
public enum CheckListWriter {
    public static let header = "link,payload,stage,outcome,route,codes,signedIn,note,from,page,redirectsTo"

    /// The rows with what the engine decides now, from a fresh session, as their expectations.
    public static func expectingCurrentOutcomes(_ rows: [CheckRow], app: BankingApp) -> [CheckRow] {
        CheckResult.run(rows, app: app).map { result in
            var row = result.row
            let d = result.decision
            row.expectation = CheckExpectation(outcome: d.outcome, route: .some(d.route), codes: d.codes)
            return row
        }
    }

    /// CSV with a header row, read back by `CheckListLoader` as the same rows. Cells a spreadsheet would
    /// run as formulas, or that hold unsafe characters, are written as `CSVCell` marks them.
    public static func csv(_ rows: [CheckRow]) -> String {
        var out = header + "\n"
        for row in rows {
            var cells: [String] = []
            switch row.input {
            case .link(let link): cells += [link, "", ""]
            case .push(let payload, let stage): cells += ["", payload.text, stage.rawValue]
            }
            let e = row.expectation
            cells.append(e.outcome.rawValue)
            switch e.route {
            case nil: cells.append("")
            case .some(nil): cells.append("none")
            case .some(.some(let route)): cells.append(route)
            }
            cells.append(e.codes.joined(separator: " "))
            cells.append(row.signedIn ? "true" : "false")
            cells.append(row.note ?? "")
            // Where the link was tapped: empty when nobody chose, so the row reads back as it was.
            let tap = row.tap.explicit ? row.tap : nil
            cells += [tap?.source.rawValue ?? "", tap?.page ?? "", tap?.redirectsTo ?? ""]
            out += cells.map { CSVTable.quote(CSVCell.written($0)) }.joined(separator: ",") + "\n"
        }
        return out
    }
}
