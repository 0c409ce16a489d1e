#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The property list inside a `.mobileprovision`: a CMS (PKCS#7) signed envelope around an XML plist
/// (`<?xml` … `</plist>`) or, more rarely, a binary one (`bplist00`). The search is linear in the file:
/// each needle is looked for once, and each possible end of a binary plist is judged by its trailer alone.
package enum SignedEnvelope {
    /// What the envelope holds.
    package enum Contents: Equatable {
        case plist([UInt8])
        /// `bplist00` is there, but no end of it agrees with its own trailer.
        case brokenBinary
        case none
    }

    static func propertyList(in data: Data) -> Data? {
        if case .plist(let bytes) = contents(of: [UInt8](data)) { return Data(bytes) }
        return nil
    }

    package static func contents(of bytes: [UInt8]) -> Contents {
        if let start = find(Array("<?xml".utf8), in: bytes, from: 0),
           let close = find(Array("</plist>".utf8), in: bytes, from: start) {
            return .plist(Array(bytes[start..<(close + 8)]))
        }
        if let start = find(BinaryPropertyListTrailer.magic, in: bytes, from: 0) {
            return binaryPlist(in: bytes, from: start).map(Contents.plist) ?? .brokenBinary
        }
        return .none
    }

    /// A binary plist ends with a 32-byte trailer whose offset table lies just before it; the first end
    /// that agrees with its own trailer is where the plist stops and the envelope resumes.
    static func binaryPlist(in bytes: [UInt8], from start: Int) -> [UInt8]? {
        guard start >= 0, start <= bytes.count else { return nil }
        var end = start + BinaryPropertyListTrailer.minimumLength
        while end <= bytes.count {
            if let trailer = BinaryPropertyListTrailer(bytes, end: end), trailer.problem(length: end - start) == nil {
                return Array(bytes[start..<end])
            }
            end += 1
        }
        return nil
    }

    /// The first place `needle` occurs in `bytes` at or after `from`, compared in place (no copies).
    package static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, from >= 0, needle.count <= bytes.count, from <= bytes.count - needle.count else { return nil }
        var i = from
        let last = bytes.count - needle.count
        outer: while i <= last {
            for j in 0..<needle.count where bytes[i + j] != needle[j] {
                i += 1
                continue outer
            }
            return i
        }
        return nil
    }
}
