import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// One row of an app-state table: a link, the outcome it must have, the codes it must carry and those it
/// must not (docs/contract.md, "App states" and "App states on Android").
struct AppStateRow: Sendable, CustomTestStringConvertible {
    var link: String
    var outcome: Outcome
    var codes: [DiagnosticCode]
    var absent: [DiagnosticCode] = []
    var testDescription: String { link }

    /// Asserts the row against the first decision `session` makes for its link.
    func expect(in session: inout Session, sourceLocation: SourceLocation = #_sourceLocation) throws -> Decision {
        let d = try #require(session.handle(.openLink(link)).first, sourceLocation: sourceLocation)
        #expect(d.outcome == outcome, "\(d.outcome) \(d.codes)", sourceLocation: sourceLocation)
        for code in codes { #expect(d.has(code), "\(code.rawValue) not in \(d.codes)", sourceLocation: sourceLocation) }
        for code in absent { #expect(!d.has(code), "\(code.rawValue) in \(d.codes)", sourceLocation: sourceLocation) }
        return d
    }
}
