#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any property-list value, decoded by `PropertyListDecoder` without knowing its shape, and handed on as the
/// plain values the partner-file readers ask for (`String`, `Bool`, `Int`, `Double`, `Date`, `Data`, `[Any]`,
/// `[String: Any]`).
package struct PropertyListNode: Decodable {
    package let value: Any

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let dictionary = try? container.decode([String: PropertyListNode].self) {
            value = dictionary.mapValues(\.value)
        } else if let array = try? container.decode([PropertyListNode].self) {
            value = array.map(\.value)
        } else if let bool = try? container.decode(Bool.self) {
            value = bool
        } else if let integer = try? container.decode(Int.self) {
            value = integer
        } else if let real = try? container.decode(Double.self) {
            value = real
        } else if let date = try? container.decode(Date.self) {
            value = date
        } else if let data = try? container.decode(Data.self) {
            value = data
        } else {
            value = try container.decode(String.self)
        }
    }
}
