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
        // The reason quotes values from the file; whatever a caller forgot to clean is cleaned here, where the
        // message leaves (escaping is idempotent, so text already cleaned is unchanged).
        return "\(DisplayText.sanitize(file, limit: 300)): \(where_)\(DisplayText.sanitize(reason, limit: 2000))"
    }
}

extension ConfigurationError {
    /// A file that is not strict JSON: the key path, then the line, column and problem.
    init(file: String, syntax: JSONSyntaxError) {
        self.init(file: file, key: syntax.keyPath, reason: "is not valid JSON: \(syntax.position): \(syntax.problem.sentence)")
    }

    /// A file that cannot be read, read because `referrer` named it; the error names the referring key
    /// when there is one, since that is what a person edits.
    init(path: String, problem: FileProblem, referredBy referrer: FileReference?) {
        if let referrer {
            self.init(file: referrer.file, key: referrer.key,
                      reason: "names \(DisplayText.sanitize(path, limit: 300)), which \(problem.reason)")
        } else {
            self.init(file: path, reason: problem.reason)
        }
    }
}

extension ConfigurationError {
    /// The error with the line and column of its key in `data`, when the file holds that key; a missing
    /// key is placed at the object that lacks it.
    func locating(in data: some Collection<UInt8>, keyPath written: String? = nil) -> ConfigurationError {
        guard var keyPath = written ?? key else { return self }
        while !keyPath.isEmpty {
            if let position = StrictJSON.position(of: keyPath, in: data) {
                var located = self
                located.reason = "line \(position.line), column \(position.column): \(reason)"
                return located
            }
            guard let cut = keyPath.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            keyPath = String(keyPath[..<cut])
        }
        return self
    }
}

/// Where a file's name came from: a key in another file (`prerequisites.aasaFile` in a settings file),
/// or an environment variable.
struct FileReference: Sendable, Equatable {
    var file: String
    var key: String?
}

/// Turns `DecodingError`s into sentences that name the key and the reason.
enum DecodingErrorText {
    static func configurationError(_ error: Error, file: String) -> ConfigurationError {
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
            // The strict reader has already accepted the text, so what is left is a value its key cannot hold.
            let reason = context.codingPath.isEmpty
                ? "holds a value its key cannot take: \(DisplayText.sanitize(context.debugDescription, limit: 200))"
                : DisplayText.sanitize(context.debugDescription, limit: 300)
            return ConfigurationError(file: file, key: context.codingPath.isEmpty ? nil : path(context.codingPath), reason: reason)
        @unknown default:
            return ConfigurationError(file: file, reason: DisplayText.sanitize("\(error)", limit: 300))
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
