/// The 32-byte trailer that ends a binary property list (`bplist00`), read with overflow-safe arithmetic:
/// CoreFoundation's `__CFBinaryPlistGetTopLevelInfo` checks the same fields before it reads an object, and
/// a hostile file may hold any 64-bit numbers in them.
package struct BinaryPropertyListTrailer {
    /// Bytes in each entry of the offset table, and in each object reference: 1 to 8.
    var offsetSize: Int
    var referenceSize: Int
    var objects: UInt64
    var topObject: UInt64
    var offsetTableOffset: UInt64

    static let size = 32
    package static let magic: [UInt8] = Array("bplist00".utf8)
    /// The header, at least one object byte, one offset and the trailer.
    static let minimumLength = 8 + 1 + 1 + size

    /// Why a plist of `length` bytes with this trailer cannot be whole; nil when the trailer agrees with the length.
    func problem(length: Int) -> BinaryPropertyListProblem? {
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { return .corruptTrailer }
        guard objects > 0, topObject < objects, offsetTableOffset >= 8 else { return .corruptTrailer }
        // The offset table runs from its offset to the trailer exactly, as CoreFoundation requires.
        let (tableLength, overflow) = objects.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow else { return .corruptTrailer }
        let (tableEnd, overflowEnd) = offsetTableOffset.addingReportingOverflow(tableLength)
        guard !overflowEnd, length >= Self.size else { return .corruptTrailer }
        let trailerStart = UInt64(length - Self.size)
        if tableEnd > trailerStart { return .truncated }
        return tableEnd == trailerStart ? nil : .corruptTrailer
    }

    /// Why the objects of a whole plist (`bytes`, its trailer sound) cannot be read safely, or nil. Each entry of
    /// the offset table must point inside the object area, at a kind of object a property list may hold:
    /// Foundation's reader also builds sets, ordered sets and UIDs (NSKeyedArchiver's), and bridging a set it
    /// built from hostile bytes crashed (found by fuzzing). One pass over the table: linear in the file.
    func objectsProblem(_ bytes: [UInt8]) -> BinaryPropertyListProblem? {
        // The trailer agrees with the length, so the table and every sum below fit in the file.
        let table = Int(offsetTableOffset)
        for i in 0..<Int(objects) {
            var offset = 0
            for k in 0..<offsetSize { offset = offset << 8 | Int(bytes[table + i * offsetSize + k]) }
            guard offset >= 8, offset < table else { return .corruptObjects }
            switch bytes[offset] >> 4 {
            case 0x0: guard bytes[offset] == 0x08 || bytes[offset] == 0x09 else { return .foreignObject }  // false, true
            // Integer, real, date, data, ASCII and UTF-16 strings, array, dictionary.
            case 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0xA, 0xD: continue
            default: return .foreignObject
            }
        }
        return containmentProblem(bytes)
    }

    /// How deep arrays and dictionaries may nest: far past any Info.plist, entitlements file or profile.
    package static let maximumDepth = 128

    /// Whether an array or dictionary holds itself, however indirectly, or they nest deeper than
    /// `maximumDepth`, or a reference names no object. Foundation's decoder follows references as it finds
    /// them, so a plist whose dictionary holds itself made it recurse until the stack ran out (found by
    /// fuzzing). A walk from the top object, each object entered once: linear in the file.
    func containmentProblem(_ bytes: [UInt8]) -> BinaryPropertyListProblem? {
        let table = Int(offsetTableOffset)
        let count = Int(objects)
        func offset(of object: Int) -> Int {
            var offset = 0
            for k in 0..<offsetSize { offset = offset << 8 | Int(bytes[table + object * offsetSize + k]) }
            return offset
        }
        /// The objects a container at `at` refers to, or nil when they do not fit in the object area.
        func references(at: Int) -> [Int]? {
            let marker = bytes[at]
            guard marker >> 4 == 0xA || marker >> 4 == 0xD else { return [] }
            var length = Int(marker & 0x0F)
            var start = at + 1
            if length == 0x0F {
                guard start < table, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, start + 1 + size <= table else { return nil }
                length = 0
                for k in 0..<size { length = length << 8 | Int(bytes[start + 1 + k]) }
                start += 1 + size
            }
            // A count read from 8 bytes may be anything: bounded before it is doubled (2 * 2^62 trapped).
            guard length >= 0, length <= table else { return nil }
            let slots = marker >> 4 == 0xD ? 2 * length : length
            guard slots <= (table - start) / referenceSize else { return nil }
            var found: [Int] = []
            found.reserveCapacity(slots)
            for slot in 0..<slots {
                var reference = 0
                for k in 0..<referenceSize { reference = reference << 8 | Int(bytes[start + slot * referenceSize + k]) }
                found.append(reference)
            }
            return found
        }
        // 0: not seen, 1: being walked (on the path from the top), 2: done.
        var state = [UInt8](repeating: 0, count: count)
        var path: [(object: Int, references: [Int], next: Int)] = []
        let top = Int(topObject)
        guard let topReferences = references(at: offset(of: top)) else { return .corruptObjects }
        state[top] = 1
        path.append((top, topReferences, 0))
        while let last = path.last {
            if last.next == last.references.count {
                state[last.object] = 2
                path.removeLast()
                continue
            }
            path[path.count - 1].next += 1
            let child = last.references[last.next]
            guard child < count else { return .corruptObjects }
            switch state[child] {
            case 1: return .containsItself
            case 2: continue
            default:
                guard path.count < Self.maximumDepth else { return .nestedTooDeep }
                guard let childReferences = references(at: offset(of: child)) else { return .corruptObjects }
                state[child] = 1
                path.append((child, childReferences, 0))
            }
        }
        return nil
    }

    /// The trailer in `bytes[end - 32 ..< end]`; nil when there is no room for one.
    init?(_ bytes: [UInt8], end: Int) {
        guard end >= Self.size, end <= bytes.count else { return nil }
        let t = end - Self.size
        func number(_ at: Int) -> UInt64 {
            var n: UInt64 = 0
            for i in at..<(at + 8) { n = n << 8 | UInt64(bytes[i]) }
            return n
        }
        offsetSize = Int(bytes[t + 6])
        referenceSize = Int(bytes[t + 7])
        objects = number(t + 8)
        topObject = number(t + 16)
        offsetTableOffset = number(t + 24)
    }
}

/// Why bytes that begin `bplist` are not a whole binary property list.
public enum BinaryPropertyListProblem: Sendable, Equatable {
    /// Shorter than its header and trailer, or the trailer places the offset table past the end.
    case truncated
    /// The trailer's fields contradict each other or the file's length.
    case corruptTrailer
    /// `bplist` with a version other than `00`.
    case unknownVersion
    /// An offset-table entry that points outside the objects.
    case corruptObjects
    /// An object of a kind no property list holds: a set, an ordered set, a UID, or an unknown marker.
    case foreignObject
    /// An array or dictionary that holds itself, directly or through others.
    case containsItself
    /// Arrays and dictionaries nested deeper than any real plist (`maximumDepth`).
    case nestedTooDeep

    /// The problem with a file's bytes that begin `bplist`, or nil when its trailer is sound.
    package static func check(_ bytes: [UInt8]) -> BinaryPropertyListProblem? {
        guard bytes.starts(with: BinaryPropertyListTrailer.magic) else { return .unknownVersion }
        guard bytes.count >= BinaryPropertyListTrailer.minimumLength,
              let trailer = BinaryPropertyListTrailer(bytes, end: bytes.count) else { return .truncated }
        return trailer.problem(length: bytes.count) ?? trailer.objectsProblem(bytes)
    }
}
