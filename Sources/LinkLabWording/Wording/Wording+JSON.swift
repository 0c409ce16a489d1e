import LinkLabText
import LinkLabFormats

/// How a document that is not strict JSON is worded (RFC 8259, as `StrictJSON` reads it).
extension Wording {
    /// A JSON document's problem, for a person; any text from the document is made safe to show.
    public static func sentence(_ problem: JSONProblem) -> String {
        switch problem {
        case .emptyDocument:
            "the document is empty; expected a JSON value"
        case .unexpected(let found, let expected):
            "expected \(words(expected)), found \(found)"
        case .endsEarly(let expected):
            "the document ends early; expected \(words(expected))"
        case .textAfterValue(let found):
            "\(found) follows the JSON value; a document holds one value"
        case .trailingComma(let closing):
            "a trailing comma before \(closing); remove the comma"
        case .duplicateKey(let key, let line, let column):
            "the key \(show(key)) appears twice in one object (first at line \(line), column \(column)); each key may appear once"
        case .comment:
            "comments are not allowed in JSON"
        case .singleQuotes:
            "strings and keys take double quotes (\"), not single quotes"
        case .leadingZero:
            "a number must not start with 0 followed by more digits"
        case .malformedNumber(let text, let why):
            "\(show(text)) is not a JSON number: \(words(why))"
        case .numberTooLarge(let text):
            "the number \(show(text)) is too large"
        case .controlCharacter(let byte):
            "a control character (U+\(hex(UInt32(byte), digits: 4))) must be escaped inside a string, e.g. as \\n or \\u00\(hex(UInt32(byte), digits: 2))"
        case .invalidEscape(let found):
            "\\\(show(found)) is not a JSON escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u and 4 hex digits"
        case .loneSurrogate(let unit):
            "\\u\(hex(UInt32(unit), digits: 4)) is half of a UTF-16 surrogate pair without its other half"
        case .unterminatedString:
            "a string is never closed with a double quote"
        case .invalidUTF8(let offset, let bytes):
            "invalid UTF-8 at byte \(offset) (\(bytes.map { "0x" + hex(UInt32($0), digits: 2) }.joined(separator: " "))); save the file as UTF-8"
        case .tooDeep(let limit):
            "objects and lists are nested more than \(limit) deep"
        }
    }

    private static func words(_ expected: JSONExpected) -> String {
        switch expected {
        case .value: "a value (an object, a list, a string, a number, true, false or null)"
        case .key: "a key in double quotes"
        case .colon: "':' after the key"
        case .commaOrBrace: "',' or '}' after the value"
        case .commaOrBracket: "',' or ']' after the value"
        }
    }

    private static func words(_ defect: NumberDefect) -> String {
        switch defect {
        case .minusWithoutDigits: "'-' must be followed by digits"
        case .pointWithoutDigits: "'.' must be followed by digits"
        case .exponentWithoutDigits: "an exponent must have digits"
        }
    }

    private static func show(_ text: String) -> String { DisplayText.sanitize(text, limit: 60) }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }}
