import LinkLabText
import LinkLabReading
import LinkLabDeciding

/// Check results as JUnit XML, for CI: one testsuite per file, one testcase per row, and a failure
/// whose message names expected and actual.
public enum JUnitReport {
    public static func xml(_ results: [CheckResult]) -> String {
        var files: [String] = []
        for r in results where !files.contains(r.row.file) { files.append(r.row.file) }
        let failures = results.filter { !$0.passed }.count
        var out = header(tests: results.count, failures: failures)
        for file in files {
            let mine = results.filter { $0.row.file == file }
            out += suiteStart(file: file, tests: mine.count, failures: mine.filter { !$0.passed }.count)
            for r in mine { out += testcase(r) }
            out += suiteEnd
        }
        return out + footer
    }

    /// The report's first lines: what the whole run counted. `linklab check` writes the report in these
    /// pieces, each row's testcase as the row is run, so that a long list is never held.
    public static func header(tests: Int, failures: Int) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites" + attribute("name", "linklab check") + attribute("tests", "\(tests)")
            + attribute("failures", "\(failures)") + attribute("errors", "0") + ">\n"
    }

    /// ` name="value"`, the value already escaped: markup, not words.
    private static func attribute(_ name: String, _ value: String) -> String { " \(name)=\"\(value)\"" }

    /// A file's testsuite, opened with its counts.
    public static func suiteStart(file: String, tests: Int, failures: Int) -> String {
        "  <testsuite name=\"\(escape(file))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    }

    public static let suiteEnd = "  </testsuite>\n"
    public static let footer = "</testsuites>\n"

    /// One row's testcase, with its failure when it failed.
    public static func testcase(_ r: CheckResult) -> String {
        var out = "    <testcase classname=\"\(escape(className(r.row.file)))\" name=\"\(escape(name(r.row)))\""
        if r.passed { return out + "/>\n" }
        let message = r.failures.map(\.description).joined(separator: "; ")
        out += ">\n      <failure" + attribute("message", escape(message)) + attribute("type", "expectation") + ">"
        let body = ["input: \(inputText(r.row))"] + (r.row.tapText.map { ["tapped: \($0)"] } ?? []) + r.failures.map(\.description) + ["summary: \(r.decision.summary)"]
        out += body.map(escape).joined(separator: "\n")
        return out + "</failure>\n    </testcase>\n"
    }

    /// `line 3: q2mob://open?…` (push rows: `line 4: push (tap)`), with where it was tapped and the row's
    /// note when it has them.
    static func name(_ row: CheckRow) -> String {
        var name = "line \(row.line): " + inputText(row)
        if let tap = row.tapText { name += " [\(tap)]" }
        if let note = row.note, !note.isEmpty { name += " (\(DisplayText.sanitize(note, limit: 120)))" }
        return name
    }

    public static func inputText(_ row: CheckRow) -> String {
        switch row.input {
        case .link(let link): DisplayText.sanitize(link, limit: 300)
        case .push(let payload, let stage): "push (\(stage.rawValue)) " + DisplayText.sanitize(payload.text, limit: 300)
        }
    }

    /// `inputText`, written into `w` without building it first.
    public static func writeInput(_ row: CheckRow, into w: inout TextWriter) {
        switch row.input {
        case .link(let link): w.user(link, limit: 300)
        case .push(let payload, let stage):
            w.write(literal: "push (")
            w.write(stage.rawValue)
            w.write(literal: ") ")
            w.user(payload.text, limit: 300)
        }
    }

    /// `linklab.check.links_csv`: a class name CI tools group by.
    /// The list's path as given: two `links.csv` in different folders are two classes.
    static func className(_ file: String) -> String {
        file
    }

    /// XML text and attribute escaping, as the support bundle escapes (`HTMLWriter`); characters XML 1.0 cannot
    /// hold are already escaped by sanitising.
    static func escape(_ text: String) -> String {
        HTMLWriter.escaped(DisplayText.sanitize(text, limit: 4000))
    }
}
