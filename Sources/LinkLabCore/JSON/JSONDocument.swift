#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem

/// A strict JSON file parsed once, with where each of its values was written: the typed reader's source.
/// Positions are byte offsets recorded in the same pass as the values; a line and column are worked out
/// from them only when an error is reported.
public struct JSONDocument: Sendable {
    /// The parsed value.
    public let root: JSONValue
    /// One span per value, in document order (a value, then its children).
    let spans: [JSONSpan]
    let bytes: [UInt8]
    /// How errors name the file.
    public let file: String

    /// Parses `bytes` strictly (see `StrictJSON`); a syntax error names the file, key, line and column.
    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> JSONDocument {
        do {
            return try StrictJSON.document(bytes, file: file)
        } catch {
            throw ConfigurationError(file: file, syntax: error)
        }
    }

    /// The top-level value, to read.
    var top: JSONCursor { JSONCursor(document: self, value: root, index: 0, path: []) }

    /// Line and column of the value with span `index`.
    func position(ofSpan index: Int) -> TextPosition {
        TextPosition(offset: index < spans.count ? spans[index].offset : 0, in: bytes)
    }
}

/// Where one value starts (a byte offset) and how many values its subtree holds, itself included.
struct JSONSpan: Sendable {
    var offset: Int
    var count: Int
}

/// How many documents were parsed while it was set (`StrictJSON.parses`): proof that a file is read once.
final class ParseCount: @unchecked Sendable {
    private let lock = Lock()
    private var parsed = 0

    var value: Int { lock.withLock { parsed } }

    func count() { lock.withLock { parsed += 1 } }
}
