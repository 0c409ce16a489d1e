import Foundation
import Testing
@testable import LinkLabCore

/// Every number read from a file or a helper is range-checked where it is read (issue 39): a count, size or
/// time out of range is a typed problem, never a trap on an Int conversion or overflow.
@Suite("Numbers read from files are range-checked")
struct NumberRangeTests {
    /// A binary plist whose one dictionary declares 2^62 (or 2^63 - 1) entries in an 8-byte count: doubling
    /// the count for its keys and values overflowed and trapped before the count was compared with the file.
    @Test("a binary plist dictionary with an 8-byte count near Int.max is refused, not a trap",
          arguments: [[0x40, 0, 0, 0, 0, 0, 0, 0], [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]] as [[UInt8]])
    func hugeDictionaryCount(count: [UInt8]) {
        var bytes = Array("bplist00".utf8)
        bytes += [0xDF, 0x13] + count
        let table = bytes.count
        bytes += [8]
        func be(_ n: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: n >> (8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + be(1) + be(0) + be(table)
        #expect(BinaryPropertyListProblem.check(bytes) == .corruptObjects)
        #expect(throws: ConfigurationError.self) { try PropertyList.dictionary(from: bytes, file: "huge.plist") }
    }
}
