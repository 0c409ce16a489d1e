import Foundation
import PropertyBased
import Testing
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// The one JSON writer: whatever the text, the string it writes reads back as the same text, and no byte
/// of it is a control character or a scalar unsafe to show.
@Suite("JSON writer")
struct JSONWriterTests {
    static let character = Gen<String?>.element(of: [
        "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}", "é", "日",
        "\u{200B}", "\u{202E}", "\u{2028}", "\u{FEFF}", "\u{AD}", "\u{E0041}", "\u{1F600}", "abcdefgh", "\"quoted\"", "%23%2F",
    ] as [String]).map { $0! }

    static let text = character.array(of: 0...40).map { $0.joined() }

    @Test("what is written reads back as the same text, with nothing raw that is unsafe to show")
    func roundTrip() async {
        await propertyCheck(count: 2000, input: Self.text) { text in
            let quoted = JSONText.quote(text)
            let back = try? JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed]) as? String
            #expect(back == text, "\(quoted)")
            #expect(!quoted.unicodeScalars.contains { DisplayText.isUnsafe($0) || $0.value < 0x20 }, "\(quoted)")
        }
    }

    @Test("escapes as JSON requires, and a character beyond the BMP as a surrogate pair")
    func escapes() {
        #expect(JSONText.quote("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
        #expect(JSONText.quote("\u{E0041}") == #""\udb40\udc41""#)
        #expect(JSONText.quote("\u{202E}x") == #""\u202ex""#)
        #expect(JSONText.quote("日本 é 😀") == "\"日本 é 😀\"")
    }
}

/// `explain --json` copies a check's name into the line as it is, without escaping it: every name must
/// be plain printable ASCII with no `"` or `\`. The names are the literals of `Wording.name(of:)`.
@Suite("Check names are written without escaping")
struct CheckNameTests {
    static func literals(in file: String, function: String) -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = (try? String(contentsOf: root.appendingPathComponent("Sources/LinkLabWording/Wording/\(file)"), encoding: .utf8)) ?? ""
        guard let start = source.range(of: function) else { return [] }
        let body = source[start.upperBound...]
        let end = body.range(of: "\n    }\n")?.lowerBound ?? body.endIndex
        // Every string literal of the function's switch, as written in the source.
        return body[..<end].split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test("every name is plain ASCII with no quote or backslash", arguments: [
        ("Wording.swift", "func name(of check: Check) -> StaticString {"),
        ("Wording+Android.swift", "func name(of check: AndroidCheck) -> StaticString {"),
    ])
    func plain(file: String, function: String) {
        let names = Self.literals(in: file, function: function)
        #expect(names.count >= 5, "found the names of \(file)")
        for name in names {
            #expect(!name.isEmpty && name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C }, "\(name)")
        }
    }

    @Test("a step's name in the JSON line is its check")
    func inTheLine() throws {
        let engine = LinkEngine(app: Fixtures.demoApp)
        let (_, decisions) = Session.decide(.initial(signedIn: true), .openLink("q2mob://open?targetPage=%23%2Fmessages"), engine: engine)
        let line = try #require(decisions.first.map(DecisionJSON.line))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["check"] as? String } == decisions[0].steps.map(\.check))
        #expect(steps.map { $0["passed"] as? Bool } == decisions[0].steps.map(\.passed))
    }
}

/// `o += "words"` copies LinkLab's own wording into a JSON line without an escape scan, so no such literal
/// may hold a `"`, a `\` or a character unsafe to show. This reads every one in the wording's sources.
@Suite("Wording literals are written without escaping")
struct WordingLiteralTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The string literals on the right of `+=` in a line of source (a ternary gives two).
    static func literals(afterPlusEquals line: Substring) -> [Substring] {
        var found: [Substring] = []
        var rest = line[...]
        while let plus = rest.range(of: " += ") {
            var expression = rest[plus.upperBound...]
            if let end = expression.firstIndex(of: ";") { expression = expression[..<end] }
            // Literals are the odd pieces between quotes; an escaped quote shows as a backslash in a piece.
            found += expression.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map(\.element)
            rest = rest[plus.upperBound...]
        }
        return found
    }

    @Test("every literal added with += is plain wording")
    func plain() throws {
        let folder = Self.root.appendingPathComponent("Sources/LinkLabWording/Wording")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 8)
        var count = 0
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in source.split(separator: "\n") {
                for literal in Self.literals(afterPlusEquals: line) {
                    count += 1
                    #expect(!literal.contains("\\") && !DisplayText.containsUnsafe(String(literal)), "\(file): \(literal)")
                }
            }
        }
        #expect(count > 300, "read the wording's literals")
    }

    @Test("a literal that would need escaping is caught")
    func caught() {
        #expect(Self.literals(afterPlusEquals: #"o += "a \"b\""; o.user(x)"#).contains { $0.contains("\\") })
        #expect(JSONWriter.needsNoEscape("plain words, with … and ✓"))
        #expect(!JSONWriter.needsNoEscape("a \"quoted\" word"))
        #expect(!JSONWriter.needsNoEscape("a\u{202E}b"))
    }
}
