/// What is wrong with a JSON document, as data; `sentence` words it, in this one place.
public enum JSONProblem: Sendable, Equatable {
    /// Nothing but whitespace.
    case emptyDocument
    /// A character or word where something else belongs.
    case unexpected(found: String, expected: String)
    /// The text stops where something else belongs.
    case endsEarly(expected: String)
    /// More text after the one value a document holds.
    case textAfterValue(found: String)
    /// `[1,]` or `{"a":1,}`: RFC 8259 has no trailing commas.
    case trailingComma(before: String)
    /// A key written twice in one object; `first` is where it was first written.
    case duplicateKey(String, firstLine: Int, firstColumn: Int)
    /// `//` or `/*`: JSON has no comments.
    case comment
    /// `'text'`: JSON strings take double quotes.
    case singleQuotes
    /// `07`: a number may not start with 0 followed by digits.
    case leadingZero
    /// A number that breaks RFC 8259's grammar, e.g. `1.` or `-`.
    case malformedNumber(String, why: String)
    /// A number too large for a double, e.g. `1e400`.
    case numberTooLarge(String)
    /// A raw control character (below U+0020) inside a string.
    case controlCharacter(UInt8)
    /// A backslash not followed by one of JSON's escapes.
    case invalidEscape(found: String)
    /// A `\uD800`–`\uDFFF` escape without its other half.
    case loneSurrogate(UInt16)
    /// A string with no closing quote.
    case unterminatedString
    /// Bytes that are not UTF-8, at this byte offset.
    case invalidUTF8(byteOffset: Int, bytes: [UInt8])
    /// Objects and lists nested deeper than the limit.
    case tooDeep(limit: Int)

    /// The problem in words, for a person; any text from the document is made safe to show.
    public var sentence: String {
        switch self {
        case .emptyDocument:
            "the document is empty; expected a JSON value"
        case .unexpected(let found, let expected):
            "expected \(expected), found \(found)"
        case .endsEarly(let expected):
            "the document ends early; expected \(expected)"
        case .textAfterValue(let found):
            "\(found) follows the JSON value; a document holds one value"
        case .trailingComma(let closing):
            "a trailing comma before \(closing); remove the comma"
        case .duplicateKey(let key, let line, let column):
            "the key \(Self.show(key)) appears twice in one object (first at line \(line), column \(column)); each key may appear once"
        case .comment:
            "comments are not allowed in JSON"
        case .singleQuotes:
            "strings and keys take double quotes (\"), not single quotes"
        case .leadingZero:
            "a number must not start with 0 followed by more digits"
        case .malformedNumber(let text, let why):
            "\(Self.show(text)) is not a JSON number: \(why)"
        case .numberTooLarge(let text):
            "the number \(Self.show(text)) is too large"
        case .controlCharacter(let byte):
            "a control character (U+\(Self.hex(UInt32(byte), digits: 4))) must be escaped inside a string, e.g. as \\n or \\u00\(Self.hex(UInt32(byte), digits: 2))"
        case .invalidEscape(let found):
            "\\\(Self.show(found)) is not a JSON escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u and 4 hex digits"
        case .loneSurrogate(let unit):
            "\\u\(Self.hex(UInt32(unit), digits: 4)) is half of a UTF-16 surrogate pair without its other half"
        case .unterminatedString:
            "a string is never closed with a double quote"
        case .invalidUTF8(let offset, let bytes):
            "invalid UTF-8 at byte \(offset) (\(bytes.map { "0x" + Self.hex(UInt32($0), digits: 2) }.joined(separator: " "))); save the file as UTF-8"
        case .tooDeep(let limit):
            "objects and lists are nested more than \(limit) deep"
        }
    }

    static func show(_ text: String) -> String { DisplayText.sanitize(text, limit: 60) }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
