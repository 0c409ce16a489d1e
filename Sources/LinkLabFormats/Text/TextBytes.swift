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
        bytes.withUnsafeBufferPointer { bytes in
            var line = 1, i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == 0 { return Position(offset: i, line: line, isNUL: true) }
                if b == 0x0A { line += 1 }
                guard let length = UTF8Validator.sequenceLength(in: bytes, at: i) else {
                    return Position(offset: i, line: line, isNUL: false)
                }
                i += length
            }
            return nil
        }
    }
}
