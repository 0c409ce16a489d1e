/// Well-formed UTF-8 as Unicode's table 3-7 defines it: no overlong forms, no encoded surrogates,
/// nothing above U+10FFFF.
enum UTF8Sequence {
    /// The length of the well-formed sequence starting at `at`, or nil when it is not UTF-8.
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        let lead = bytes[at]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard at + length <= bytes.count, secondRange.contains(bytes[at + 1]) else { return nil }
        for index in (at + 2)..<(at + length) where !(0x80...0xBF).contains(bytes[index]) {
            return nil
        }
        return length
    }

    /// The bytes to show for a bad sequence at `at`: the lead byte and up to three that follow it.
    static func badBytes(in bytes: UnsafeBufferPointer<UInt8>, at: Int) -> [UInt8] {
        Array(bytes[at..<min(at + 4, bytes.count)])
    }
}
