/// Where text bytes stop being text: the first byte that is not UTF-8, or a NUL, with its line, so that an
/// error can point at it without quoting it.
package enum TextBytes {
    /// The offending byte's offset (from 0) and line (from 1).
    package struct Position: Equatable {
        package var offset: Int
        package var line: Int
        package var isNUL: Bool

    }

    package static func firstNonText(_ bytes: [UInt8]) -> Position? {
        var line = 1, i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                if b == 0 { return Position(offset: i, line: line, isNUL: true) }
                if b == 0x0A { line += 1 }
                i += 1
                continue
            }
            // The well-formed sequences of Unicode's table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF.
            let length: Int, second: ClosedRange<UInt8>
            switch b {
            case 0xC2...0xDF: length = 2; second = 0x80...0xBF
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; second = 0x80...0xBF
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4; second = 0x80...0xBF
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return Position(offset: i, line: line, isNUL: false)
            }
            guard i + length <= n, second.contains(bytes[i + 1]) else { return Position(offset: i, line: line, isNUL: false) }
            for k in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[i + k]) {
                return Position(offset: i, line: line, isNUL: false)
            }
            i += length
        }
        return nil
    }
}
