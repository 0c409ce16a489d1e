import Foundation
import Testing

/// Issue 17, "Every sentence and key name in its one home": no source file outside a `Wording/` folder builds
/// a user-facing sentence. Each target that speaks to people keeps its sentences in its own `Wording/`
/// folder (the core's in `Sources/LinkLabCore/Wording/`), so the voice is one and a sentence is found where
/// its kind is.
///
/// A sentence, for this test, is a string literal in code (not in a comment) that still holds three or more
/// words once its interpolations are taken out. Messages meant for LinkLab's own developers
/// (`preconditionFailure`, `fatalError`, `assert`) are not user-facing and are not counted.
@Suite("Sentences live in Wording/")
struct SentenceHomeTests {
    static let sources = LinkReaderBoundaryTests.sources

    /// One literal that reads as a sentence, where it is.
    struct Sentence: CustomStringConvertible {
        let file: String
        let line: Int
        let text: String
        var description: String { "\(file):\(line): \(text.prefix(100))" }
    }

    /// Sentences still waiting to move, by target: each target's count may only fall, and the work is done
    /// when this is empty. (Issue 17's ratchet; delete a target's entry when it reaches zero.)
    static let notYetMoved: [String: Int] = [
        "LinkLabCore": 133, "LinkLabSite": 8, "LinkLabTUI": 149, "LinkLabTerminal": 7, "LinkLabText": 1,
    ]

    @Test("no source file outside Wording/ builds a user-facing sentence")
    func sentencesLiveInWording() throws {
        let found = try Self.sentencesOutsideWording()
        let byTarget = Dictionary(grouping: found) { String($0.file.split(separator: "/").first ?? "") }
        for (target, sentences) in byTarget.sorted(by: { $0.key < $1.key }) {
            let allowed = Self.notYetMoved[target] ?? 0
            #expect(sentences.count <= allowed, """
                \(target) builds \(sentences.count) sentences outside Wording/ (at most \(allowed) may wait):
                \(sentences.map(\.description).joined(separator: "\n"))
                """)
        }
        for (target, allowed) in Self.notYetMoved {
            let count = byTarget[target]?.count ?? 0
            #expect(count == allowed, "\(target): \(count) sentences left outside Wording/; set notYetMoved to \(count)")
        }
    }

    @Test("the scanner finds the sentences it is meant to find")
    func scannerFindsSentences() {
        let code = """
            let a = "the link opened the app"
            let b = "--site \\(name) is not a domain"
            // let c = "a comment is not code at all"
            preconditionFailure("a developer's message is not counted")
            let d = "route"
            let e = \"\"\"
                Line one of a block
                \\(x)
                \"\"\"
            """
        let found = Self.sentences(in: code, file: "X.swift").map(\.line)
        #expect(found == [1, 2, 7])
    }

    @Test("the core's Wording folder is scanned past, not missed")
    func wordingFolderHoldsSentences() throws {
        let files = LinkReaderBoundaryTests.swiftFiles().filter { Self.isWording($0) }
        #expect(files.count > 10)
        var inWording = 0
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            inWording += Self.sentences(in: text, file: file).count
        }
        #expect(inWording > 500, "the scanner found only \(inWording) sentences in Wording/")
    }

    static func isWording(_ file: String) -> Bool {
        file.split(separator: "/").dropLast().contains("Wording")
    }

    static func sentencesOutsideWording() throws -> [Sentence] {
        var found: [Sentence] = []
        for file in LinkReaderBoundaryTests.swiftFiles() where !isWording(file) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            found += sentences(in: text, file: file)
        }
        return found
    }

    /// The literals of `text` that read as sentences.
    static func sentences(in text: String, file: String) -> [Sentence] {
        var found: [Sentence] = []
        var inBlock = false
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if inBlock {
                if line.hasPrefix("\"\"\"") { inBlock = false; continue }
                if isSentence(stripInterpolations(line)) { found.append(Sentence(file: file, line: index + 1, text: line)) }
                continue
            }
            if line.hasPrefix("//") { continue }
            if developerMessage(line) { continue }
            if line.hasSuffix("\"\"\"") && line.components(separatedBy: "\"\"\"").count == 2 {
                inBlock = true
                continue
            }
            for literal in literals(in: line) where isSentence(literal) {
                found.append(Sentence(file: file, line: index + 1, text: literal))
                break
            }
        }
        return found
    }

    static func developerMessage(_ line: String) -> Bool {
        ["preconditionFailure(", "fatalError(", "assert(", "assertionFailure(", "precondition("]
            .contains { line.contains($0) }
    }

    /// The string literals on one line of code, up to a trailing `//` comment.
    static func literals(in line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inString = false
        var depth = 0
        var previous: Character = " "
        var chars = Array(line)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if inString {
                if c == "\\" && i + 1 < chars.count {
                    if chars[i + 1] == "(" {
                        depth = 1
                        i += 2
                        while i < chars.count && depth > 0 {
                            if chars[i] == "(" { depth += 1 }
                            if chars[i] == ")" { depth -= 1 }
                            i += 1
                        }
                        current.append(" ")
                        continue
                    }
                    current.append(chars[i + 1])
                    i += 2
                    continue
                }
                if c == "\"" {
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
            i += 1
        }
        chars = []
        return result
    }

    static func stripInterpolations(_ line: String) -> String {
        literals(in: "\"" + line.replacingOccurrences(of: "\"", with: "'") + "\"").first ?? line
    }

    /// Three or more words of letters, once interpolations are out.
    static func isSentence(_ literal: String) -> Bool {
        var words = 0
        for piece in literal.split(whereSeparator: { $0 == " " }) {
            let letters = piece.filter(\.isLetter).count
            if letters >= 2 && letters * 4 >= piece.count * 3 { words += 1 }
        }
        return words >= 3
    }
}
