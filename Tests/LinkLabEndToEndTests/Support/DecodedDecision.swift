import Foundation
import Testing

/// One decision as `--json` prints it (docs/contract.md, "Outcomes" and "Diagnostic codes"), decoded, so a
/// test compares the outcome, the codes and the checks as values rather than reading the English text.
/// The typed fields are decoded, and a diagnostic's message; the checks' details and the summary are the
/// wording's to test.
struct DecodedDecision: Decodable, Equatable {
    /// One check of the decision's trace: its name and whether it passed.
    struct Step: Decodable, Equatable {
        var check: String
        var passed: Bool
        /// On the step naming the live file a decision was emulated with (`--live`).
        var live: Live?
    }

    /// Which live file decided: its kind, domain and address, when it was fetched, and the cache's age.
    struct Live: Decodable, Equatable {
        var file: String
        var domain: String
        var url: String
        var fetchedAt: String
        var cacheAge: Int?
    }

    /// One diagnostic: its code, severity and corrected link or payload, when there is one, and its
    /// message (decoded so a test can hold the text output to the same words, never to search it).
    struct Diagnostic: Decodable, Equatable {
        var code: String
        var severity: String
        var message: String
        var fix: String?
    }

    var input: String
    var entry: String
    var outcome: String
    var route: String?
    var screen: String?
    var handler: String?
    var module: String?
    var steps: [Step]
    var diagnostics: [Diagnostic]
    var platform: String

    /// The diagnostic codes, in order.
    var codes: [String] { diagnostics.map(\.code) }

    /// The names of the checks, in order.
    var checks: [String] { steps.map(\.check) }

    /// The first check of that name, or nil when the decision made no such check.
    func step(_ check: String) -> Step? { steps.first { $0.check == check } }
}

/// One line of `play --json`: a step (`step`, `action`, its decisions and failures), or, last for each
/// scenario, its summary (`scenario`, `file`, `passed`, the counts of steps and expectations, every failure).
struct DecodedPlayLine: Decodable, Equatable {
    /// An expectation that did not hold: the step, the key, and both values as `play` shows them.
    struct Failure: Decodable, Equatable {
        var step: Int
        var key: String
        var expected: String
        var actual: String
    }

    var step: Int?
    var action: String?
    var decisions: [DecodedDecision]?
    var scenario: String?
    var file: String?
    var passed: Bool?
    /// On the summary: how many steps the scenario has, and how many of them are `expect` steps.
    var steps: Int?
    var expectations: Int?
    var failures: [Failure]

    /// Every line of `play --json` output, decoded.
    static func lines(_ text: String) throws -> [DecodedPlayLine] {
        try text.split(separator: "\n").map { try JSONDecoder().decode(DecodedPlayLine.self, from: Data($0.utf8)) }
    }
}

extension LinkLab.Output {
    /// Whether stdout has this line, whole: for what a person reads, where the wording is under test.
    func hasLine(_ line: String) -> Bool { outLines.contains(line) }

    /// Every decision of every `play --json` step, in order.
    func playedDecisions(sourceLocation: SourceLocation = #_sourceLocation) throws -> [DecodedDecision] {
        try decoded(DecodedPlayLine.self, sourceLocation: sourceLocation).flatMap { $0.decisions ?? [] }
    }

    /// Every stdout line decoded as one `T`.
    func decoded<T: Decodable>(_ type: T.Type = T.self, sourceLocation: SourceLocation = #_sourceLocation) throws -> [T] {
        try outLines.map { line in
            do { return try JSONDecoder().decode(T.self, from: Data(line.utf8)) } catch {
                Issue.record("not a \(T.self): \(error): \(line.prefix(300))", sourceLocation: sourceLocation)
                throw error
            }
        }
    }

    /// Every stdout line decoded as a decision (`explain --json`, `push --json`).
    func decisions(sourceLocation: SourceLocation = #_sourceLocation) throws -> [DecodedDecision] {
        try decoded(DecodedDecision.self, sourceLocation: sourceLocation)
    }
}
