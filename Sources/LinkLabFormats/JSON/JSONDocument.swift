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
    package let spans: [JSONSpan]
    let bytes: [UInt8]
    /// How errors name the file.
    public let file: String

    /// Line and column of the value with span `index`.
    package func position(ofSpan index: Int) -> TextPosition {
        TextPosition(offset: index < spans.count ? spans[index].offset : 0, in: bytes)
    }
}
