#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats

/// Reads the partner's own iOS files: XML and binary property lists, through Foundation's
/// `PropertyListDecoder` (into `PropertyListNode`), with errors that name the file, the key and the reason. The bytes are
/// judged first (empty, not UTF-8, a binary trailer that disagrees with the length), so that Foundation only
/// ever sees a well-framed plist and every failure says what is wrong without quoting the file.
enum PropertyList {
    /// An Info.plist, an entitlements file or a provisioning profile is a few kilobytes (a profile listing
    /// every test device, a few hundred); a larger file is refused rather than read whole.
    static let sizeLimit = InputFile.Kind.propertyList.limit

    /// The file's top-level dictionary; `referrer` is the settings key that named the file.
    static func dictionary(atPath path: String, referredBy referrer: FileReference? = nil) throws(ConfigurationError) -> [String: Any] {
        try dictionary(from: read(path, referredBy: referrer), file: path)
    }

    /// The file's bytes, up to `sizeLimit`; an error names the settings key that named the file.
    static func read(_ path: String, referredBy referrer: FileReference? = nil) throws(ConfigurationError) -> [UInt8] {
        do {
            return try InputFile.read(path, as: .propertyList)
        } catch {
            throw ConfigurationError(path: path, problem: error, referredBy: referrer)
        }
    }

    /// Decodes plist bytes; anything but a dictionary at the top is an error.
    static func dictionary(from bytes: [UInt8], file: String) throws(ConfigurationError) -> [String: Any] {
        if let problem = problem(in: bytes) { throw ConfigurationError(file: file, problem: .propertyList(problem)) }
        let binary = bytes.starts(with: BinaryPropertyListTrailer.magic)
        let object: Any
        do {
            object = try PropertyListDecoder().decode(PropertyListNode.self, from: Data(bytes)).value
        } catch {
            guard !binary else {
                throw ConfigurationError(file: file, problem: .propertyList(.corruptBinaryObjects))
            }
            // Foundation's message quotes the file ("unknown tag strin"); only its line number is kept.
            let line = lineNumber(of: String(describing: error), in: bytes)
            throw ConfigurationError(file: file, problem: .propertyList(.malformedXML(line: line)))
        }
        guard let top = object as? [String: Any] else {
            throw ConfigurationError(file: file, problem: .propertyList(.topLevel(kind(of: object))))
        }
        return top
    }

    /// Why the bytes cannot be a property list before Foundation reads them, or nil. Foundation would read
    /// much else (an OpenStep `{ a = b; }`, a broken `bplist` as an OpenStep string), so only binary
    /// (`bplist00`, its trailer agreeing with the length) and UTF-8 XML are let through.
    static func problem(in bytes: [UInt8]) -> PropertyListProblem? {
        if bytes.isEmpty { return .empty }
        if bytes.starts(with: Array("bplist".utf8)) { return BinaryPropertyListProblem.check(bytes).map(PropertyListProblem.binary) }
        if let bad = TextBytes.firstNonText(bytes) { return .notText(offset: bad.offset, line: bad.line, isNUL: bad.isNUL) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return .onlyWhiteSpace }
        if first != UInt8(ascii: "<") { return .notXML }
        return nil
    }

    /// The line of the fault Foundation's message names. swift-foundation's XML reader says "on line 1" for an
    /// unknown tag wherever it stands, so such a tag is found in the bytes and its own line counted; any other
    /// message's line number is taken as said.
    static func lineNumber(of message: String, in bytes: [UInt8]) -> Int? {
        if let range = message.firstRange(of: "unknown tag ") {
            let tag = message[range.upperBound...].prefix { !$0.isWhitespace }
            let needle = Array(("<" + tag).utf8)
            if !tag.isEmpty, let at = bytes.indices.first(where: { bytes[$0...].starts(with: needle) }) {
                return bytes[..<at].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            }
        }
        return lineNumber(in: message)
    }

    /// The number after the last "line " in Foundation's message, if any.
    static func lineNumber(in message: String) -> Int? {
        guard let range = message.ranges(of: "line ").last else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits.prefix(9))
    }

    /// A plist value's kind, named without its content.
    static func kind(of object: Any) -> PropertyListKind {
        switch object {
        case is [Any]: .array
        case is String: .string
        case is Data: .data
        case is Date: .date
        case is Bool, is Int, is Double: .numberOrBoolean
        default: .other
        }
    }

    /// A value of the expected type under `key`, nil when absent, an error naming the key otherwise.
    static func value<T>(_ dictionary: [String: Any], _ key: String, as type: T.Type, path: String, file: String,
                         expected: PropertyListValue) throws(ConfigurationError) -> T? {
        guard let raw = dictionary[key] else { return nil }
        guard let value = raw as? T else { throw ConfigurationError(file: file, key: path, problem: .propertyList(.expected(expected))) }
        return value
    }
}
