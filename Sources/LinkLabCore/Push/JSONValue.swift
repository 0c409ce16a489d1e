import Foundation

/// A parsed JSON document, kept as plain values so that payloads can travel inside events.
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

    /// A word for the value's kind, for error messages.
    public var kind: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// Parses JSON text; the error names the position.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        let data = Data(text.utf8)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw JSONSyntaxError(message: JSONPosition.describe(error as NSError, in: data))
        }
        return convert(object, ordered: OrderedKeys.scan(text))
    }

    static func convert(_ any: Any, ordered: [String]) -> JSONValue {
        switch any {
        case let dict as [String: Any]:
            let keys = dict.keys.sorted { (ordered.firstIndex(of: $0) ?? .max, $0) < (ordered.firstIndex(of: $1) ?? .max, $1) }
            return .object(keys.map { ($0, convert(dict[$0] as Any, ordered: ordered)) })
        case let array as [Any]: return .array(array.map { convert($0, ordered: ordered) })
        case let string as String: return .string(string)
        case let number as NSNumber:
            // JSONSerialization hands back booleans as NSNumbers whose type code is "c".
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        default: return .null
        }
    }
}

/// A document that is not JSON: the parser's words, with the position.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The order keys first appear in the text, so payloads echo in the order they were written.
enum OrderedKeys {
    static func scan(_ text: String) -> [String] {
        var keys: [String] = []
        var seen = Set<String>()
        var current = ""
        var inString = false, escaped = false
        var lastString: String?
        for ch in text {
            if inString {
                if escaped { escaped = false; current.append(ch); continue }
                if ch == "\\" { escaped = true; continue }
                if ch == "\"" { inString = false; lastString = current; continue }
                current.append(ch)
            } else if ch == "\"" {
                inString = true
                current = ""
            } else if ch == ":", let key = lastString {
                if seen.insert(key).inserted { keys.append(key) }
                lastString = nil
            } else if !ch.isWhitespace {
                lastString = nil
            }
        }
        return keys
    }
}
