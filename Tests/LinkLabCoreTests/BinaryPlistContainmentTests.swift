import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// A binary plist whose array or dictionary holds itself, or nests past any real file, is refused before
/// Foundation's decoder reads it: the decoder follows references as it meets them, and a profile whose
/// dictionary held itself made it recurse until the fuzzer's time ran out (`Fuzz/Corpus/plist/
/// profile-dictionary-holds-itself.plist`).
@Suite("Binary plists that hold themselves")
struct BinaryPlistContainmentTests {
    /// The objects' bytes, in order, with 2-byte offsets and references; the top object is the first.
    static func plist(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects { offsets.append(bytes.count); bytes += object }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func be(_ n: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: n >> (8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2] + be(objects.count) + be(0) + be(table)
        return bytes
    }

    static func reference(_ n: Int) -> [UInt8] { [UInt8(n >> 8), UInt8(n & 0xFF)] }
    static let key: [UInt8] = [0x51, 0x61]   // the ASCII string "a"

    @Test("a dictionary that holds itself, directly or through an array")
    func holdsItself() {
        let direct = Self.plist([[0xD1] + Self.reference(1) + Self.reference(0), Self.key])
        #expect(BinaryPropertyListProblem.check(direct) == .containsItself)
        let throughArray = Self.plist([[0xD1] + Self.reference(1) + Self.reference(2), Self.key, [0xA1] + Self.reference(0)])
        #expect(BinaryPropertyListProblem.check(throughArray) == .containsItself)
        let error = PropertyListHardeningTests.error(direct)
        #expect(error?.problem == .propertyList(.binary(.containsItself)), "\(String(describing: error))")
    }

    @Test("arrays nested past the limit are refused; at the limit they are read")
    func depth() {
        func nested(_ depth: Int) -> [UInt8] {
            var objects: [[UInt8]] = [[0xD1] + Self.reference(1) + Self.reference(2), Self.key]
            for level in 0..<depth { objects.append([0xA1] + Self.reference(3 + level)) }
            objects.append(Self.key)
            return Self.plist(objects)
        }
        #expect(BinaryPropertyListProblem.check(nested(BinaryPropertyListTrailer.maximumDepth + 5)) == .nestedTooDeep)
        #expect(BinaryPropertyListProblem.check(nested(BinaryPropertyListTrailer.maximumDepth - 5)) == nil)
        #expect(PropertyListHardeningTests.error(nested(BinaryPropertyListTrailer.maximumDepth - 5)) == nil)
    }

    @Test("one string shared by two keys is no cycle")
    func shared() {
        let bytes = Self.plist([[0xD2] + Self.reference(1) + Self.reference(2) + Self.reference(3) + Self.reference(3),
                                Self.key, [0x51, 0x62], [0x51, 0x63]])
        #expect(BinaryPropertyListProblem.check(bytes) == nil)
        #expect(PropertyListHardeningTests.error(bytes) == nil)
    }

    @Test("the fuzzer's profile is refused at once")
    func fuzzerProfile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/plist/profile-dictionary-holds-itself.plist")
        let bytes = [UInt8](try Data(contentsOf: url))
        guard case .plist(let plist) = SignedEnvelope.contents(of: bytes) else {
            Issue.record("no plist found in the envelope")
            return
        }
        #expect(BinaryPropertyListProblem.check(plist) == .containsItself)
    }

    @Test("every binary plist of the fuzz corpus is either refused or read, never left to Foundation's recursion")
    func corpus() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/plist")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            _ = PropertyListHardeningTests.error(bytes)
        }
    }
}
