/// A parsed JSON document, kept as plain values so that payloads can travel inside events. Objects keep
/// their keys in written order at every level, and strings their exact text.
public enum JSONValue: Sendable, Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(a), .array(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The value under `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object, or nil.
    public var members: [(key: String, value: JSONValue)]? {
        if case .object(let m) = self { return m }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// Parses JSON text strictly (RFC 8259, see `StrictJSON`); the error names the line, column and key.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(JSONSyntaxError) in try StrictJSON.parse(bytes) } }.get()
    }

    /// Parses bytes that should be UTF-8 JSON; bytes that are not UTF-8 are an error, never replaced.
    public static func parse(utf8 bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try StrictJSON.parse(utf8: bytes)
    }
}
