import Foundation
import Testing
@testable import LinkLabTUI

/// Issue 17, "Every sentence and key name in its one home": the terminal app's sentences name keys only
/// through the key table (`KeyTable.name(for:)`), so a key rebound in the table is renamed in every sentence.
@Suite("Key names in Wording/ come from the key table")
struct KeyNamesInWordingTests {
    static let wordingFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LinkLabTUI/Wording")

    /// A key name typed by hand: an F-key (`F5`) or a spelled-out Ctrl chord (`Ctrl-P`).
    static func typesKeyName(_ literal: String) -> Bool {
        literal.range(of: #"\bF[0-9]{1,2}\b|Ctrl-"#, options: .regularExpression) != nil
    }

    /// The string literals on one line of code (not comments), interpolations left out.
    static func literals(in line: String) -> [String] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return [] }
        var result: [String] = [], current = "", inString = false, depth = 0, previous: Character = " "
        for c in trimmed {
            if inString {
                if depth > 0 {
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                } else if previous == "\\" && c == "(" {
                    depth = 1
                } else if c == "\"" && previous != "\\" {
                    inString = false
                    result.append(current)
                    current = ""
                } else {
                    current.append(c)
                }
            } else {
                if c == "/" && previous == "/" { break }
                if c == "\"" { inString = true }
            }
            previous = c
        }
        return result
    }

    @Test("no file in LinkLabTUI/Wording/ types a key name in a string literal")
    func noLiteralKeyNames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.wordingFolder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5, "found only \(files) in \(Self.wordingFolder.path)")
        var typed: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.wordingFolder.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                for literal in Self.literals(in: line) where Self.typesKeyName(literal) {
                    typed.append("\(file):\(index + 1): \(literal)")
                }
            }
        }
        #expect(typed.isEmpty, "key names typed by hand in Wording/ (use KeyTable.name(for:)):\n\(typed.joined(separator: "\n"))")
    }

    @Test("the scanner finds a typed key name and passes one read from the table")
    func scannerFindsKeyNames() {
        #expect(Self.literals(in: #"let a = "F5 lists examples""#).contains(where: Self.typesKeyName))
        #expect(Self.literals(in: #"let b = "Ctrl-P: back""#).contains(where: Self.typesKeyName))
        #expect(!Self.literals(in: #"let c = "\(KeyTable.name(for: .showLinkLibrary)) lists examples""#).contains(where: Self.typesKeyName))
        #expect(!Self.literals(in: #"// "F12: details" in a comment"#).contains(where: Self.typesKeyName))
    }

    @Test("the key table names keys as prose does", arguments: [
        (AppAction.showLinkLibrary, KeyContext.main, false, "F5"),
        (.showMessageLog, .main, false, "F12"),
        (.previousStep, .main, false, "^P"),
        (.previousStep, .main, true, "Ctrl-P"),
        (.refetchLiveFiles, .overlay, false, "Alt-R"),
        (.choose, .overlay, false, "Enter"),
    ])
    func keyTableNames(action: AppAction, context: KeyContext, spelledOut: Bool, name: String) {
        #expect(KeyTable.name(for: action, in: context, spelledOut: spelledOut) == name)
    }
}
