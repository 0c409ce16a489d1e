import LinkLabReading
import LinkLabText

/// A row as run: the decision and every expectation that did not hold.
public struct CheckResult: Sendable, Equatable {
    public var row: CheckRow
    public var decision: Decision
    public var failures: [CheckFailure]

    public var passed: Bool { failures.isEmpty }

    /// Runs each row on a fresh session, on the landing page (or the login screen when signed out).
    public static func run(_ rows: [CheckRow], app: BankingApp) -> [CheckResult] {
        let engine = LinkEngine(app: app)
        return rows.map { run($0, engine: engine) }
    }

    /// Runs one row on a fresh session: `linklab check` runs each row as it is read. The row is taken, and
    /// moved into the result with the decision, so that neither is copied.
    public static func run(_ row: consuming CheckRow, engine: LinkEngine) -> CheckResult {
        let app = engine.app
        var decisions = Session.decisions(.initial(signedIn: row.signedIn, appState: app.configuration.appState), row.event, engine: engine)
        // Moved out, not copied: the array is dropped.
        let decision = decisions.popLast() ?? Decision(input: "", entry: .unrecognized, outcome: .stayed, conclusion: .notOpened)
        let failures = CheckFailure.compare(row.expectation, decision)
        return CheckResult(row: row, decision: consume decision, failures: failures)
    }
}

/// One expectation that did not hold: the key, expected and actual.
public struct CheckFailure: Sendable, Equatable, CustomStringConvertible {
    public var key: String
    public var expected: String
    public var actual: String

    public var description: String { "\(key): expected \(expected), actual \(actual)" }

    static func compare(_ e: CheckExpectation, _ d: Decision) -> [CheckFailure] {
        var failures: [CheckFailure] = []
        if e.outcome != d.outcome { failures.append(CheckFailure(key: "outcome", expected: e.outcome.rawValue, actual: d.outcome.rawValue)) }
        if let route = e.route, route != d.route {
            failures.append(CheckFailure(key: "route", expected: show(route), actual: show(d.route)))
        }
        let actual = e.codes.isEmpty ? [] : d.codes
        let missing = e.codes.filter { !actual.contains($0) }
        if !missing.isEmpty {
            failures.append(CheckFailure(key: "codes", expected: e.codes.joined(separator: " "),
                                         actual: d.codes.isEmpty ? "none" : d.codes.joined(separator: " ")))
        }
        return failures
    }

    public static func show(_ route: String?) -> String { route.map { "#/" + DisplayText.sanitize($0, limit: 200) } ?? "none" }

    /// `show(route)`, written into a report without making that text (`check`'s text report, every row).
    /// `CheckInputTextTests` holds the two equal.
    public static func writeShown(_ route: String?, into w: inout TextWriter) {
        guard let route else { return w.write(literal: "none") }
        w.write(literal: "#/")
        w.user(route, limit: 200)
    }
}
