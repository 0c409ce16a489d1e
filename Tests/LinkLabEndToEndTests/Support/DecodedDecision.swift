import Foundation
import Testing

/// One decision as `--json` prints it (docs/contract.md, "Outcomes" and "Diagnostic codes"), decoded, so a
/// test compares the outcome, the codes and the checks as values rather than reading the English text.
/// Only the typed fields are decoded; the sentences (`detail`, `message`, `summary`) are the wording's to test.
struct DecodedDecision: Decodable, Equatable {
    /// One check of the decision's trace: its name and whether it passed.
    struct Step: Decodable, Equatable {
        var check: String
        var passed: Bool
    }

    /// One diagnostic: its code, severity and corrected link or payload, when there is one.
    struct Diagnostic: Decodable, Equatable {
        var code: String
        var severity: String
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

extension LinkLab.Output {
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
