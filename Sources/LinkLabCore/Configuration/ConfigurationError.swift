import Foundation

/// A settings, screens or scenario file that cannot be used: which file, which key, and why.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var key: String?
    public var reason: String

    public init(file: String, key: String? = nil, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    public var description: String {
        let where_ = key.map { "key '\(DisplayText.sanitize($0, limit: 120))': " } ?? ""
        return "\(DisplayText.sanitize(file, limit: 300)): \(where_)\(reason)"
    }
}

/// Turns `DecodingError`s into sentences that name the key and the reason.
enum DecodingErrorText {
    static func configurationError(_ error: Error, file: String, data: Data? = nil) -> ConfigurationError {
        guard let error = error as? DecodingError else {
            return ConfigurationError(file: file, reason: DisplayText.sanitize("\(error)", limit: 300))
        }
        switch error {
        case .typeMismatch(let type, let context):
            return ConfigurationError(file: file, key: path(context.codingPath), reason: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return ConfigurationError(file: file, key: path(context.codingPath), reason: "is null; expected \(describe(type))")
        case .keyNotFound(let key, let context):
            return ConfigurationError(file: file, key: path(context.codingPath + [key]), reason: "is required but missing")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return ConfigurationError(file: file, reason: "is not valid JSON: \(syntaxDetail(data) ?? context.debugDescription)")
            }
            return ConfigurationError(file: file, key: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return ConfigurationError(file: file, reason: DisplayText.sanitize("\(error)", limit: 300))
        }
    }

    /// JSONSerialization names the position of a syntax error; JSONDecoder does not.
    static func syntaxDetail(_ data: Data?) -> String? {
        guard let data else { return nil }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return JSONPosition.describe(error as NSError, in: data)
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        default:
            "\(type)".hasPrefix("Array") ? "a list" : ("\(type)".hasPrefix("Dictionary") ? "an object" : "a value of another type")
        }
    }
}

/// Reads a JSON parser's error into "line L, column C" wording.
enum JSONPosition {
    static func describe(_ error: NSError, in data: Data? = nil) -> String {
        let text = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
        // "Unexpected end of file" carries no offset: the mistake is at the very end.
        let atEnd = text.lowercased().contains("end of file") ? data?.count : nil
        guard let data, let offset = characterOffset(in: text) ?? atEnd else { return DisplayText.sanitize(text, limit: 200) }
        var line = 1, column = 1
        for (index, byte) in data.enumerated() where index < offset {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        var reason = text.components(separatedBy: " around").first ?? text
        if reason.hasSuffix(".") { reason.removeLast() }
        return DisplayText.sanitize("\(reason) at line \(line), column \(column)", limit: 200)
    }

    /// The number in "… around character N." or "… at offset N".
    static func characterOffset(in message: String) -> Int? {
        for marker in ["around character ", "at character ", "offset "] {
            if let range = message.range(of: marker) {
                let digits = message[range.upperBound...].prefix { $0.isNumber }
                if let n = Int(digits) { return n }
            }
        }
        return nil
    }
}
