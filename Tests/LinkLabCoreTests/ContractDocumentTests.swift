import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md is the project's own contract: it cannot drift from the code. Every diagnostic code
/// has one row with its severity, and every outcome one row.
@Suite("docs/contract.md agrees with the code")
struct ContractDocumentTests {
    static let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/contract.md"), encoding: .utf8)) ?? ""
    }()

    static var rows: [String] { document.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| `") } }

    @Test("every diagnostic code has exactly one row, with its severity", arguments: DiagnosticCode.allCases)
    func code(_ code: DiagnosticCode) {
        let rows = Self.rows.filter { $0.hasPrefix("| `\(code.rawValue)` |") }
        #expect(rows.count == 1, "\(code.rawValue) has \(rows.count) rows in docs/contract.md")
        #expect(rows.first?.contains("| \(code.severity.rawValue) |") == true, "\(code.rawValue) should be \(code.severity.rawValue)")
        #expect(rows.first?.contains("| core |") == DiagnosticCode.required.contains(code), "\(code.rawValue): core or not")
    }

    @Test("every outcome has a row", arguments: Outcome.allCases)
    func outcome(_ outcome: Outcome) {
        #expect(Self.rows.contains { $0.hasPrefix("| `\(outcome.rawValue)` |") })
    }
}
