/// Well-formed UTF-8 as Unicode's table 3-7 defines it (no overlong forms, no encoded surrogates, nothing above
/// U+10FFFF): LinkLab's one UTF-8 check. It reads a piece at a time, as the bytes arrive, so a sequence may be
/// split between two pieces; `firstInvalid(in:)` and `sequenceLength(in:at:)` read text already in memory.
package struct UTF8Validator {
    /// Continuation bytes still expected, and the bounds of the next one.
    private var needed = 0
    private var low: UInt8 = 0x80
    private var high: UInt8 = 0xBF
    private var sequenceStart = 0
    var disabled = false

    package init() {}

    /// The offset where an unfinished sequence began, when the input ended inside one.
    var unfinished: Int? { needed > 0 ? sequenceStart : nil }

    /// Feeds `bytes`, the file's bytes from `base` on; returns the offset of the first sequence that is not
    /// UTF-8 (where a decoder would stop), or nil.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, at base: Int) -> Int? {
        if disabled { return nil }
        var i = 0
        let count = bytes.count
        while i < count {
            let b = bytes[i]
            if needed == 0 {
                if b < 0x80 {
                    i += 1
                    // Plain ASCII runs eight bytes at a time.
                    while i + 8 <= count {
                        let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                        if word & 0x8080_8080_8080_8080 != 0 { break }
                        i += 8
                    }
                    continue
                }
                sequenceStart = base + i
                guard let lead = Self.sequence(startingWith: b) else { return base + i }
                (needed, low, high) = lead
            } else {
                guard b >= low, b <= high else { return sequenceStart }
                needed -= 1
                low = 0x80; high = 0xBF
            }
            i += 1
        }
        return nil
    }

    /// What a lead byte begins: how many continuation bytes follow it, and the bounds of the first of them
    /// (the rest are 0x80 to 0xBF). Nil for a byte no sequence begins with.
    @inline(__always)
    static func sequence(startingWith lead: UInt8) -> (continuations: Int, low: UInt8, high: UInt8)? {
        switch lead {
        case 0xC2...0xDF: (1, 0x80, 0xBF)
        case 0xE0: (2, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE, 0xEF: (2, 0x80, 0xBF)
        case 0xED: (2, 0x80, 0x9F)
        case 0xF0: (3, 0x90, 0xBF)
        case 0xF1...0xF3: (3, 0x80, 0xBF)
        case 0xF4: (3, 0x80, 0x8F)
        default: nil
        }
    }

    /// The length of the well-formed sequence starting at `at`, or nil when none starts there.
    package static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        let lead = bytes[at]
        if lead < 0x80 { return 1 }
        guard let (continuations, low, high) = sequence(startingWith: lead), at + continuations < bytes.count,
              (low...high).contains(bytes[at + 1]) else { return nil }
        for index in (at + 2)..<(at + 1 + continuations) where !(0x80...0xBF).contains(bytes[index]) {
            return nil
        }
        return continuations + 1
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8 (where a decoder would stop), or nil.
    package static func firstInvalid(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var validator = UTF8Validator()
        return validator.feed(bytes, at: 0) ?? validator.unfinished
    }
}
