import LinkLabText

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

extension CheckRow {
    /// Handed to the memberwise initialiser (see `Decision`'s): set field by field in an initialiser of the
    /// type, the row was copied as it was returned, on both readings of every row.
    public init(file: String, line: Int, input: Input, signedIn: Bool = true, expectation: CheckExpectation, note: String? = nil,
                tap: Tap = .unspecified) {
        self.init(tap: tap, file: file, line: line, input: input, signedIn: signedIn, expectation: expectation, note: note)
    }
}
