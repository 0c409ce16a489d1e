import LinkLabText

/// How the reader words what it found and where, only once something is wrong.
extension StrictJSONReader {
    /// An error at `at` (the current offset unless given), under the current key path.
    func failure(_ problem: JSONProblem, at: Int? = nil) -> JSONSyntaxError {
        let offset = at ?? self.offset
        let position = TextPosition(offset: offset, in: bytes)
        return JSONSyntaxError(problem: problem, line: position.line, column: position.column,
                               byteOffset: offset, keyPath: JSONPathComponent.text(path))
    }

    /// The error for whatever stands at the current offset where `expected` belongs, naming the usual
    /// mistakes (comments, single quotes, bytes that are not UTF-8) by name.
    func unexpected(expected: JSONExpected) -> JSONSyntaxError {
        guard offset < bytes.count else { return failure(.endsEarly(expected: expected)) }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
           bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") {
            return failure(.comment)
        }
        if byte == UInt8(ascii: "'") { return failure(.singleQuotes) }
        do {
            try rejectUnreadable(at: offset)
        } catch {
            return error
        }
        return failure(.unexpected(found: found(at: offset), expected: expected))
    }

    /// Throws when the bytes at `at` are not UTF-8.
    func rejectUnreadable(at: Int) throws(JSONSyntaxError) {
        if bytes[at] >= 0x80, UTF8Validator.sequenceLength(in: bytes, at: at) == nil {
            throw failure(.invalidUTF8(byteOffset: at, bytes: StrictJSONReader.badBytes(in: bytes, at: at)), at: at)
        }
    }

    /// A word (`oops`, `True`, `NaN`) or one character, quoted and safe to show.
    func found(at: Int) -> String {
        var end = at
        while end < bytes.count, end - at < 20, Self.isWordByte(bytes[end]) { end += 1 }
        if end == at {
            end = at + (UTF8Validator.sequenceLength(in: bytes, at: at) ?? 1)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<min(end, bytes.count)]), as: UTF8.self)
        return "'\(DisplayText.sanitize(text, limit: 20))'"
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The bytes to show for a bad sequence at `at`: the lead byte and up to three that follow it.
    static func badBytes(in bytes: UnsafeBufferPointer<UInt8>, at: Int) -> [UInt8] {
        Array(bytes[at..<min(at + 4, bytes.count)])
    }
}
