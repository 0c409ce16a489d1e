/// One row of a check list (`linklab check`): an input, how it is opened, and what must come of it.
public struct CheckRow: Sendable, Equatable {
    /// What the row sends to the app.
    public enum Input: Sendable, Equatable {
        case link(String)
        case push(PushPayload, stage: PushStage)
    }

    /// Where the link was tapped (the `from`, `page` and `redirectsTo` columns, or `check --from`). First, so
    /// that the memberwise initialiser's labels differ from the public one's.
    public var tap: Tap
    /// The file and line the row came from, for messages and JUnit names.
    public var file: String
    public var line: Int
    public var input: Input
    public var signedIn: Bool
    public var expectation: CheckExpectation
    public var note: String?

    /// `from safari, page https://…, redirects to https://…`, sanitised, or nil when nobody said where.
    public var tapText: String? {
        guard case .link = input, tap.explicit else { return nil }
        var parts = ["from \(tap.source.rawValue)"]
        if let page = tap.page { parts.append("page " + DisplayText.sanitize(page, limit: 200)) }
        if let to = tap.redirectsTo { parts.append("redirects to " + DisplayText.sanitize(to, limit: 200)) }
        return parts.joined(separator: ", ")
    }

    public var event: SessionEvent {
        switch input {
        case .link(let link): tap == .unspecified ? .openLink(link) : .openLinkFrom(link, tap)
        case .push(let payload, let stage): .push(payload, stage: stage)
        }
    }
}

/// What a row expects: an outcome, and optionally the route and codes the decision must include.
public struct CheckExpectation: Sendable, Equatable {
    public var outcome: Outcome
    /// The route the app receives; `.some(nil)` expects none; nil does not check it.
    public var route: String??
    /// Codes the decision must include.
    public var codes: [String]

    public init(outcome: Outcome, route: String?? = nil, codes: [String] = []) {
        self.outcome = outcome
        self.route = route
        self.codes = codes
    }
}

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

extension CheckRow {
    /// Handed to the memberwise initialiser (see `Decision`'s): set field by field in an initialiser of the
    /// type, the row was copied as it was returned, on both readings of every row.
    public init(file: String, line: Int, input: Input, signedIn: Bool = true, expectation: CheckExpectation, note: String? = nil,
                tap: Tap = .unspecified) {
        self.init(tap: tap, file: file, line: line, input: input, signedIn: signedIn, expectation: expectation, note: note)
    }
}
