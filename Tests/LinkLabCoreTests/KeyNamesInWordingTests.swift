import Foundation
import Testing

/// The terminal app's and the CLI's sentences name
/// keys only through the key table (`KeyTable.name(for:)`), so a key rebound in the table is renamed in every
/// sentence. String literals are found by `SentenceHomeTests`' scanner.
@Suite("Key names in Wording/ come from the key table")
struct KeyNamesInWordingTests {
    /// The Wording folders that speak of keys.
    static let folders = ["LinkLabTUIModel/Wording", "LinkLabTUI/Wording", "linklab/Wording"]

    /// A key name typed by hand: an F-key (`F5`) or a spelled-out Ctrl chord (`Ctrl-P`).
    static func typesKeyName(_ literal: String) -> Bool {
        literal.range(of: #"\bF[0-9]{1,2}\b|Ctrl-"#, options: .regularExpression) != nil
    }

    @Test("no Wording file of the terminal app or the CLI types a key name in a string literal")
    func noLiteralKeyNames() throws {
        let files = LinkReaderBoundaryTests.swiftFiles().filter { file in Self.folders.contains { file.hasPrefix($0 + "/") } }
        #expect(files.count >= 10, "found only \(files)")
        var typed: [String] = []
        for file in files {
            let text = try String(contentsOf: SentenceHomeTests.sources.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for literal in SentenceHomeTests.literals(in: line) where Self.typesKeyName(literal) {
                    typed.append("\(file):\(index + 1): \(literal)")
                }
            }
        }
        #expect(typed.isEmpty, "key names typed by hand in Wording/ (use KeyTable.name(for:)):\n\(typed.joined(separator: "\n"))")
    }

    @Test("the scanner finds a typed key name and passes one read from the table")
    func scannerFindsKeyNames() {
        #expect(SentenceHomeTests.literals(in: #"let a = "F5 lists examples""#).contains(where: Self.typesKeyName))
        #expect(SentenceHomeTests.literals(in: #"let b = "Ctrl-P: back""#).contains(where: Self.typesKeyName))
        #expect(!SentenceHomeTests.literals(in: #"let c = "\(KeyTable.name(for: .showLinkLibrary)) lists examples""#).contains(where: Self.typesKeyName))
        #expect(!SentenceHomeTests.literals(in: #"x() // "F12: details" in a comment"#).contains(where: Self.typesKeyName))
    }
}
