import Foundation
import Testing
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The README's and the contract's code tables cannot drift from `DiagnosticCode`. Every code
/// the enum has is in both tables, and every code a table names is one the enum has.
@Suite("Documented diagnostic codes")
struct DocumentedCodesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The backticked codes in the first column of every table row in the section that starts with `heading`.
    static func codes(in file: String, section heading: String) throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == heading }, "\(file) has no \(heading)")
        let level = heading.prefix { $0 == "#" }.count
        var found: Set<String> = []
        for line in lines[(start + 1)...] {
            let hashes = line.prefix { $0 == "#" }.count
            if hashes > 0, hashes <= level, line.dropFirst(hashes).first == " " { break }
            guard line.hasPrefix("| `") else { continue }
            let first = line.dropFirst(2).prefix { $0 != "|" }
            for piece in first.split(separator: "`") where piece.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) && !piece.isEmpty {
                found.insert(String(piece))
            }
        }
        return found
    }

    static let known = Set(DiagnosticCode.allCases.map(\.rawValue))

    @Test("the README's table lists every code, and only codes", arguments: [("README.md", "## Diagnostic codes"), ("docs/contract.md", "## Diagnostic codes")])
    func table(file: String, heading: String) throws {
        let listed = try Self.codes(in: file, section: heading)
        #expect(Self.known.subtracting(listed).sorted() == [], "codes missing from \(file)")
        #expect(listed.subtracting(Self.known).sorted() == [], "codes \(file) names that DiagnosticCode lacks")
    }
}
