import Foundation
import Testing
import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// One strict JSON reader. RFC 8259 and nothing looser, in
/// linear time, keeping key order, with errors that name the line, the column and the key.
@Suite("Strict JSON")
struct StrictJSONTests {
    struct Malformed: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var key: String?
        /// Words the message must contain.
        var words: [String]
        var testDescription: String { name }
    }

    static let malformed: [Malformed] = [
        .init(name: "trailing comma in an object", text: #"{"a":1,}"#, line: 1, column: 7, key: "a", words: ["trailing comma", "'}'"]),
        .init(name: "trailing comma in a list", text: "{\"modules\": [\n  1,\n  2,\n]}", line: 3, column: 4, key: "modules[1]",
              words: ["trailing comma", "']'"]),
        .init(name: "duplicate key", text: #"{"sender":"evil","sender":"com.q2.mobile.module.demo"}"#, line: 1, column: 18,
              key: "sender", words: ["sender", "twice", "line 1, column 2"]),
        .init(name: "duplicate key deep down", text: "{\"data\": {\"demo\": {\n  \"route\": \"a\",\n  \"route\": \"b\"}}}",
              line: 3, column: 3, key: "data.demo.route", words: ["route", "twice", "line 2, column 3"]),
        .init(name: "duplicate key in a list item", text: #"{"modules":[{"identifier":"a"},{"identifier":"b","identifier":"c"}]}"#,
              line: 1, column: 50, key: "modules[1].identifier", words: ["identifier", "twice"]),
        .init(name: "canonically equivalent keys, which the subscript would confuse", text: "{\"caf\u{E9}\":1,\"cafe\u{301}\":2}",
              line: 1, column: 11, key: "caf\u{E9}", words: ["twice"]),
        .init(name: "a duplicate key holding an escape code, shown escaped", text: #"{"\u001b]52;x":1,"\u001b]52;x":2}"#,
              line: 1, column: 18, key: "\u{1B}]52;x", words: ["twice", "\\u{1B}]52;x"]),
        .init(name: "line comment", text: "{\n  // the scheme\n  \"urlScheme\": \"q2mob\"}", line: 2, column: 3, key: nil, words: ["comments"]),
        .init(name: "block comment after a value", text: #"{"a": 1 /* one */}"#, line: 1, column: 9, key: "a", words: ["comments"]),
        .init(name: "leading zero", text: #"{"policies": {"maximumLinkLength": 0100}}"#, line: 1, column: 36,
              key: "policies.maximumLinkLength", words: ["0 followed by more digits"]),
        .init(name: "a point without digits", text: "[1.]", line: 1, column: 2, key: "[0]", words: ["'.' must be followed by digits"]),
        .init(name: "a minus without digits", text: "[-]", line: 1, column: 2, key: "[0]", words: ["'-' must be followed by digits"]),
        .init(name: "an exponent without digits", text: "[1e+]", line: 1, column: 2, key: "[0]", words: ["exponent"]),
        .init(name: "a number too large for a double", text: #"{"n": 1e400}"#, line: 1, column: 7, key: "n", words: ["1e400", "too large"]),
        .init(name: "raw newline in a string", text: "{\"title\": \"two\nlines\"}", line: 1, column: 15, key: "title",
              words: ["control character", "U+000A", "escaped"]),
        .init(name: "raw tab in a key", text: "{\"a\tb\": 1}", line: 1, column: 4, key: nil, words: ["U+0009"]),
        .init(name: "lone high surrogate", text: #"{"s": "\uD83D!"}"#, line: 1, column: 8, key: "s", words: ["\\uD83D", "surrogate"]),
        .init(name: "lone low surrogate", text: #"["\uDE00"]"#, line: 1, column: 3, key: "[0]", words: ["\\uDE00", "surrogate"]),
        .init(name: "high surrogate followed by a non-surrogate", text: #"["\uD83D\u0041"]"#, line: 1, column: 3, key: "[0]",
              words: ["surrogate"]),
        .init(name: "unknown escape", text: #"{"route": "a\qb"}"#, line: 1, column: 13, key: "route", words: ["\\q", "not a JSON escape"]),
        .init(name: "short \\u escape", text: #"["\u12"]"#, line: 1, column: 3, key: "[0]", words: ["not a JSON escape"]),
        .init(name: "unclosed string", text: "{\"a\": \"open", line: 1, column: 7, key: "a", words: ["never closed"]),
        .init(name: "unquoted key", text: "{\n  \"urlScheme\": \"q2mob\",\n  oops\n}", line: 3, column: 3, key: nil,
              words: ["a key in double quotes", "'oops'"]),
        .init(name: "single quotes", text: "{'a': 1}", line: 1, column: 2, key: nil, words: ["double quotes", "single"]),
        .init(name: "missing colon", text: #"{"a" 1}"#, line: 1, column: 6, key: "a", words: ["':'"]),
        .init(name: "missing comma", text: "{\"a\": 1\n \"b\": 2}", line: 2, column: 2, key: "a", words: ["',' or '}'"]),
        .init(name: "bare word", text: #"{"stage": tap}"#, line: 1, column: 11, key: "stage", words: ["'tap'", "a value"]),
        .init(name: "capitalised literal", text: "[True]", line: 1, column: 2, key: "[0]", words: ["'True'"]),
        .init(name: "NaN", text: #"{"n": NaN}"#, line: 1, column: 7, key: "n", words: ["'NaN'"]),
        .init(name: "a word glued to a literal", text: "[truex]", line: 1, column: 2, key: "[0]", words: ["'truex'"]),
        .init(name: "truncated", text: "{\"aps\": {}\n", line: 2, column: 1, key: "aps", words: ["ends early"]),
        .init(name: "empty", text: "  \n ", line: 2, column: 2, key: nil, words: ["empty"]),
        .init(name: "two values", text: "{} {}", line: 1, column: 4, key: nil, words: ["follows the JSON value"]),
        .init(name: "columns count characters, not bytes", text: #"{"título": "é", x}"#, line: 1, column: 17, key: nil,
              words: ["'x'"]),
    ]

    @Test("malformed JSON is refused with its line, column, key and reason", arguments: malformed)
    func refused(_ row: Malformed) {
        do {
            let value = try JSONValue.parse(row.text)
            Issue.record("parsed as \(value)")
        } catch {
            #expect(error.line == row.line, "line: \(error.message)")
            #expect(error.column == row.column, "column: \(error.message)")
            #expect(error.keyPath == row.key, "key: \(error.message)")
            for word in row.words {
                #expect(error.message.contains(word), "\(error.message)")
            }
            #expect(error.message.hasPrefix("line \(row.line), column \(row.column)"), "\(error.message)")
            #expect(!DisplayText.containsUnsafe(error.message), "\(error.message)")
        }
    }

    struct Bytes: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var offset: Int
        var testDescription: String { name }
    }

    static let notUTF8: [Bytes] = [
        .init(name: "a lone continuation byte", bytes: Array(#"{"a": "x"#.utf8) + [0x80] + Array(#""}"#.utf8), offset: 8),
        .init(name: "a truncated sequence", bytes: Array(#"["é"#.utf8) + [0xC3] + Array(#""]"#.utf8), offset: 4),
        .init(name: "an overlong slash", bytes: Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8), offset: 2),
        .init(name: "an encoded surrogate", bytes: Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8), offset: 2),
        .init(name: "above U+10FFFF", bytes: Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8), offset: 2),
        .init(name: "Latin-1 outside a string", bytes: Array("{\n".utf8) + [0xE9] + Array("}".utf8), offset: 2),
    ]

    @Test("bytes that are not UTF-8 are refused, naming the byte offset and line, never replaced", arguments: notUTF8)
    func invalidUTF8(_ row: Bytes) {
        do {
            let value = try JSONValue.parse(utf8: row.bytes)
            Issue.record("parsed as \(value)")
        } catch {
            guard case .invalidUTF8(let offset, _) = error.problem else {
                Issue.record("\(error.message)")
                return
            }
            #expect(offset == row.offset)
            #expect(error.byteOffset == row.offset)
            #expect(error.message.contains("byte \(row.offset)"), "\(error.message)")
            #expect(error.message.contains("UTF-8"), "\(error.message)")
        }
    }

    @Test("nesting deeper than the limit is refused; at the limit it parses")
    func depth() throws {
        let limit = StrictJSON.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try JSONValue.parse(deepest) != .null)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(tooDeep) }
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        do {
            _ = try JSONValue.parse(hostile)
            Issue.record("100,000 levels parsed")
        } catch {
            #expect(error.problem == .tooDeep(limit: limit))
            #expect(error.message.contains("512"))
        }
    }

    // MARK: what parses, and how

    @Test("key order is kept at every level, and render echoes the payload unchanged", arguments: [
        #"{"x":{"z":2,"route":"m"}}"#,
        #"{"sender":"com.q2.mobile.module.demo","aps":{"sound":"x","alert":{"title":"Hi","body":"b"}},"data":{"demo":{"z":[{"b":1,"a":2}],"route":"messages"}}}"#,
        #"{"b":null,"a":[true,false,"é\u00e9"],"":{}}"#,
    ])
    func keyOrder(_ text: String) throws {
        let value = try JSONValue.parse(text)
        #expect(JSONText.render(value) == text.replacingOccurrences(of: #"\u00e9"#, with: "é"))
    }

    @Test("nested keys are read in written order")
    func nestedOrder() throws {
        let value = try JSONValue.parse(#"{"x":{"z":2,"route":"m"}}"#)
        #expect(value["x"]?.members?.map(\.key) == ["z", "route"])
    }

    @Test("every RFC 8259 value parses to the value it spells", arguments: [
        (#"{"a":"b"}"#, JSONValue.object([(key: "a", value: .string("b"))])),
        ("[]", .array([])),
        ("{}", .object([])),
        ("  -0.5e+2 ", .number(-50)),
        ("0", .number(0)),
        ("1E3", .number(1000)),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("null", .null),
        (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t")),
        (#""\u00e9\uD83D\uDE00\u0000""#, .string("é😀\u{0}")),
        ("\u{FEFF}[1]", .array([.number(1)])),
        ("\t[\r\n1 ]\n", .array([.number(1)])),
    ])
    func values(_ text: String, _ expected: JSONValue) throws {
        #expect(try JSONValue.parse(text) == expected)
    }

    @Test("strings keep their exact text: no normalisation and no replacement")
    func exactText() throws {
        let decomposed = "e\u{301}"
        let value = try JSONValue.parse("[\"\(decomposed)\", \"\u{202E}\"]")
        guard case .array(let items) = value, case .string(let first) = items[0], case .string(let second) = items[1] else {
            Issue.record("\(value)")
            return
        }
        #expect(Array(first.unicodeScalars) == Array(decomposed.unicodeScalars))
        #expect(Array(second.unicodeScalars) == ["\u{202E}"])
    }

    @Test("a payload with 100,000 keys parses, every key in order")
    func manyKeys() throws {
        let count = 100_000
        var text = "{"
        for index in 0..<count { text += (index == 0 ? "" : ",") + "\"k\(index)\":\(index)" }
        text += "}"
        let members = try #require(try JSONValue.parse(text).members)
        #expect(members.count == count)
        #expect(members.first?.key == "k0")
        #expect(members.last?.key == "k\(count - 1)")
        #expect(members.last?.value == .number(Double(count - 1)))
    }

    @Test("a duplicate among 100,000 keys is found")
    func duplicateAmongMany() throws {
        var text = "{"
        for index in 0..<100_000 { text += "\"k\(index)\":\(index)," }
        text += "\"k5\":0}"
        do {
            _ = try JSONValue.parse(text)
            Issue.record("the duplicate was missed")
        } catch {
            #expect(error.keyPath == "k5")
            if case .duplicateKey(let key, let line, let column) = error.problem {
                #expect(key == "k5")
                #expect(line == 1)
                #expect(column == "{\"k0\":0,\"k1\":1,\"k2\":2,\"k3\":3,\"k4\":4,".count + 1)
            } else {
                Issue.record("\(error.message)")
            }
        }
    }

    @Test("a list of 100,000 items parses")
    func longList() throws {
        let text = "[" + Array(repeating: #"{"a":1}"#, count: 100_000).joined(separator: ",") + "]"
        guard case .array(let items) = try JSONValue.parse(text) else {
            Issue.record("not a list")
            return
        }
        #expect(items.count == 100_000)
    }

    // MARK: push payloads

    @Test("a payload that names its sender twice is refused, naming sender")
    func duplicateSender() {
        let text = #"{"aps":{},"sender":"evil","sender":"com.q2.mobile.module.demo","data":{"demo":{"route":"messages"}}}"#
        do {
            _ = try PushPayload(text: text)
            Issue.record("the payload was accepted")
        } catch {
            #expect(error.keyPath == "sender")
            #expect(error.problem == .duplicateKey("sender", firstLine: 1, firstColumn: 11), "\(error.problem)")
            #expect(error.line == 1 && error.column == 27, "\(error.message)")
        }
    }

    @Test("a push decision echoes the payload with its own nested key order")
    func pushEcho() throws {
        let text = #"{"sender":"com.q2.mobile.module.demo","data":{"demo":{"z":2,"route":"messages"}},"aps":{}}"#
        let d = try decidePush(text)
        #expect(d.input == text)
        #expect(try PushPayload(text: text) == PushPayload(json: try JSONValue.parse(text)))
    }
}
