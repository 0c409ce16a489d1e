/// What is wrong with a JSON document, as data; `sentence` words it, in this one place.
public enum JSONProblem: Sendable, Equatable {
    /// Nothing but whitespace.
    case emptyDocument
    /// A character or word where something else belongs.
    case unexpected(found: String, expected: JSONExpected)
    /// The text stops where something else belongs.
    case endsEarly(expected: JSONExpected)
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
    case malformedNumber(String, why: NumberDefect)
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

}

/// What belongs where a JSON document has something else, or ends.
public enum JSONExpected: Sendable, Equatable {
    case value, key, colon, commaOrBrace, commaOrBracket
}

/// How a number breaks RFC 8259's grammar.
public enum NumberDefect: Sendable, Equatable {
    case minusWithoutDigits, pointWithoutDigits, exponentWithoutDigits
}
