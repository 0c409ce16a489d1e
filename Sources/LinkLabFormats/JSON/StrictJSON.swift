/// RFC 8259 JSON, read strictly and in one pass: no trailing commas, no duplicate keys, no comments, no
/// leading zeros, no raw control characters or lone surrogates in strings, only valid UTF-8, and at most
/// `maximumDepth` levels of nesting. Keys keep their written order at every level. Every error names its
/// line, column and key path.
public enum StrictJSON {
    /// Deeper documents are refused, so that hostile nesting cannot exhaust the stack.
    public static let maximumDepth = 512

    /// Parses UTF-8 bytes into a value.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var reader = StrictJSONReader(bytes: bytes)
        return try reader.document()
    }

    /// Parses UTF-8 bytes into a document that knows where each value was written, in the same one pass;
    /// every settings, screen, scenario, AASA and assetlinks file is read through this, once.
    package static func document(_ bytes: [UInt8], file: String) throws(JSONSyntaxError) -> JSONDocument {
        parses?.count()
        let parsed: Result<(JSONValue, [JSONSpan]), JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = StrictJSONReader(bytes: buffer)
            reader.spans = []
            return Result { () throws(JSONSyntaxError) in (try reader.document(), reader.spans ?? []) }
        }
        let (root, spans) = try parsed.get()
        return JSONDocument(root: root, spans: spans, bytes: bytes, file: file)
    }

    /// While set, every parse of a document is counted: how a test proves a file is parsed once.
    @TaskLocal static var parses: ParseCount?

    /// Parses UTF-8 bytes held in any collection.
    public static func parse(utf8 bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer) }
        }
        if let result { return try result.get() }
        return try parse(utf8: Array(bytes))
    }
}

/// The reader's state: the bytes, where it is, and the key path down to the value being read.
struct StrictJSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var path: [JSONPathComponent] = []
    /// Where each key of the objects being read was written, so a duplicate can point at the first.
    var keyOffsets: [Int] = []
    /// Where each value starts and how many values its subtree holds, in document order; nil unless a
    /// `JSONDocument` is being read, so that payloads pay nothing for it.
    var spans: [JSONSpan]?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        // RFC 8259 §8.1 lets a parser ignore a byte-order mark; editors on some systems write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        skipWhitespace()
        if offset == bytes.count { throw failure(.emptyDocument) }
        let value = try value(depth: 0)
        skipWhitespace()
        if offset < bytes.count {
            try rejectUnreadable(at: offset)
            throw failure(.textAfterValue(found: found(at: offset)))
        }
        return value
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard offset < bytes.count else { throw failure(.endsEarly(expected: .value)) }
        let span = spans?.count
        spans?.append(JSONSpan(offset: offset, count: 1))
        let value: JSONValue
        switch bytes[offset] {
        case UInt8(ascii: "{"): value = try object(depth: depth + 1)
        case UInt8(ascii: "["): value = try array(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        case UInt8(ascii: "t"): value = try literal("true", .bool(true))
        case UInt8(ascii: "f"): value = try literal("false", .bool(false))
        case UInt8(ascii: "n"): value = try literal("null", .null)
        default: throw unexpected(expected: .value)
        }
        if let span, let count = spans?.count { spans?[span].count = count - span }
        return value
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if depth > StrictJSON.maximumDepth { throw failure(.tooDeep(limit: StrictJSON.maximumDepth)) }
        offset += 1
        skipWhitespace()
        var members: [(key: String, value: JSONValue)] = []
        if next(is: "}") {
            offset += 1
            return .object(members)
        }
        let firstKey = keyOffsets.count
        defer { keyOffsets.removeSubrange(firstKey...) }
        // Small objects are searched directly; a set takes over once they grow, keeping the whole read linear.
        var seen: Set<String>?
        while true {
            guard next(is: "\"") else { throw unexpected(expected: .key) }
            let keyOffset = offset
            let key = try string()
            if let first = firstIndex(of: key, in: members, seen: &seen) {
                path.append(.key(key))
                let position = TextPosition(offset: keyOffsets[firstKey + first], in: bytes)
                throw failure(.duplicateKey(key, firstLine: position.line, firstColumn: position.column), at: keyOffset)
            }
            keyOffsets.append(keyOffset)
            skipWhitespace()
            guard next(is: ":") else {
                path.append(.key(key))
                throw unexpected(expected: .colon)
            }
            offset += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try value(depth: depth)
            members.append((key, value))
            seen?.insert(key)
            skipWhitespace()
            if next(is: ",") {
                let comma = offset
                offset += 1
                skipWhitespace()
                if next(is: "}") { throw failure(.trailingComma(before: "'}'"), at: comma) }
                path.removeLast()
                continue
            }
            guard next(is: "}") else { throw unexpected(expected: .commaOrBrace) }
            path.removeLast()
            offset += 1
            return .object(members)
        }
    }

    func firstIndex(of key: String, in members: [(key: String, value: JSONValue)], seen: inout Set<String>?) -> Int? {
        // Keys compare as Swift strings, the way `JSONValue`'s subscript finds them, so two spellings
        // that the subscript would confuse are duplicates too.
        if seen == nil, members.count >= 16 { seen = Set(members.map(\.key)) }
        if let seen, !seen.contains(key) { return nil }
        return members.firstIndex { $0.key == key }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if depth > StrictJSON.maximumDepth { throw failure(.tooDeep(limit: StrictJSON.maximumDepth)) }
        offset += 1
        skipWhitespace()
        var items: [JSONValue] = []
        if next(is: "]") {
            offset += 1
            return .array(items)
        }
        path.append(.index(0))
        while true {
            path[path.count - 1] = .index(items.count)
            items.append(try value(depth: depth))
            skipWhitespace()
            if next(is: ",") {
                let comma = offset
                offset += 1
                skipWhitespace()
                if next(is: "]") { throw failure(.trailingComma(before: "']'"), at: comma) }
                continue
            }
            guard next(is: "]") else { throw unexpected(expected: .commaOrBracket) }
            path.removeLast()
            offset += 1
            return .array(items)
        }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw unexpected(expected: .value) }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for index in 0..<count where bytes[offset + index] != expected[index] {
            throw unexpected(expected: .value)
        }
        // `truex` is one wrong word, not `true` followed by `x`.
        if offset + count < bytes.count, Self.isWordByte(bytes[offset + count]) { throw unexpected(expected: .value) }
        offset += count
        return value
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    func next(is ascii: Unicode.Scalar) -> Bool {
        offset < bytes.count && bytes[offset] == UInt8(ascii: ascii)
    }
}
