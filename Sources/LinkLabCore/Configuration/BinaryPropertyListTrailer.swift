/// The 32-byte trailer that ends a binary property list (`bplist00`), read with overflow-safe arithmetic:
/// CoreFoundation's `__CFBinaryPlistGetTopLevelInfo` checks the same fields before it reads an object, and
/// a hostile file may hold any 64-bit numbers in them.
struct BinaryPropertyListTrailer {
    /// Bytes in each entry of the offset table, and in each object reference: 1 to 8.
    var offsetSize: Int
    var referenceSize: Int
    var objects: UInt64
    var topObject: UInt64
    var offsetTableOffset: UInt64

    static let size = 32
    static let magic: [UInt8] = Array("bplist00".utf8)
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
enum BinaryPropertyListProblem: Equatable {
    /// Shorter than its header and trailer, or the trailer places the offset table past the end.
    case truncated
    /// The trailer's fields contradict each other or the file's length.
    case corruptTrailer
    /// `bplist` with a version other than `00`.
    case unknownVersion

    var reason: String {
        switch self {
        case .truncated: "is a binary property list (bplist00) that is cut short: its 32-byte trailer places the offset table past the end"
        case .corruptTrailer: "is a binary property list (bplist00) whose 32-byte trailer is corrupt (or the file is cut short)"
        case .unknownVersion: "is a binary property list of a version LinkLab cannot read (only bplist00)"
        }
    }

    /// The problem with a file's bytes that begin `bplist`, or nil when its trailer is sound.
    static func check(_ bytes: [UInt8]) -> BinaryPropertyListProblem? {
        guard bytes.starts(with: BinaryPropertyListTrailer.magic) else { return .unknownVersion }
        guard bytes.count >= BinaryPropertyListTrailer.minimumLength,
              let trailer = BinaryPropertyListTrailer(bytes, end: bytes.count) else { return .truncated }
        return trailer.problem(length: bytes.count)
    }
}
