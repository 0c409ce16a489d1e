/// Makes any user-supplied text safe to print: every character that is not safe to show (see
/// `isUnsafe`) is shown escaped (`\n`, `\u{202E}`), and long text is cut short with a note.
///
/// This is the one definition of "unsafe to show": the link intake refuses what it calls unsafe,
/// the JSON writer escapes it, and every path to a terminal (CLI output, the frame) escapes it.
public enum DisplayText {
    /// The longest echo of an input, in characters, before it is cut short.
    public static let defaultLimit = 300

    public static func sanitize(_ text: String, limit: Int = defaultLimit) -> String {
        let bytes = text.utf8.count
        if bytes <= limit, isPlainASCII(text) || !containsUnsafe(text) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(min(bytes, limit) + 32)
        var kept = 0
        var cut = false
        forEachScalar(in: text) { scalar, encoded in
            if kept >= limit {
                cut = true
                return false
            }
            kept += 1
            // Printable ASCII, most of any text, goes in as its byte, without asking `escaped` and appending
            // a buffer (docs/performance.md, "Shortcuts kept").
            if scalar.value >= 0x20, scalar.value < 0x7F {
                out.append(UInt8(truncatingIfNeeded: scalar.value))
            } else if let escape = escaped(scalar) {
                out.append(contentsOf: escape.utf8)
            } else {
                out.append(contentsOf: encoded)
            }
            return true
        }
        var result = String(decoding: out, as: UTF8.self)
        if cut { result += cutShortNote(bytes: bytes) }
        return result
    }

    /// The text without the characters `isUnsafe` names.
    public static func removingUnsafe(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        forEachScalar(in: text) { scalar, encoded in
            if !isUnsafe(scalar) { out.append(contentsOf: encoded) }
            return true
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Walks the text's scalars with their UTF-8 bytes, without building a scalar view; `body` answers
    /// false to stop.
    private static func forEachScalar(in text: String, _ body: (Unicode.Scalar, UnsafeBufferPointer<UInt8>) -> Bool) {
        var text = text
        text.withUTF8 { forEachScalar(in: $0, body) }
    }

    /// The same over valid UTF-8 bytes (a Swift string's or a literal's): the lead byte tells the length.
    private static func forEachScalar(in b: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar, UnsafeBufferPointer<UInt8>) -> Bool) {
        var i = 0
        while i < b.count {
            let lead = b[i]
            let length = min(lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4, b.count - i)
            var value = UInt32(lead)
            if length > 1 {
                value &= length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07
                for next in 1..<length { value = value << 6 | UInt32(b[i + next] & 0x3F) }
            }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            guard body(scalar, UnsafeBufferPointer(rebasing: b[i..<(i + length)])) else { return }
            i += length
        }
    }

    /// True for characters that must never reach a terminal raw: controls (Cc), format characters (Cf,
    /// bidi controls and zero-width characters among them), line and paragraph separators (Zl, Zp),
    /// private-use (Co), unassigned (Cn) and surrogate code points, every Default_Ignorable_Code_Point
    /// (soft hyphen, variation selectors, Hangul fillers, tag characters) and the interlinear
    /// annotation characters U+FFF9–U+FFFB.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Printable ASCII and Latin-1 letters are by far the most common: answer them without a table.
        if value < 0x80 { return value < 0x20 || value == 0x7F }
        if value < 0xA0 { return true }
        if value < 0x300 { return value == 0xAD }
        // Blocks the app and its reports draw with (dashes and quotes, arrows, box drawing, check marks)
        // and common CJK text: every code point in them is assigned and visible (the tests check it).
        switch value {
        case 0x2010...0x2027, 0x2030...0x205F, 0x2190...0x21FF, 0x2500...0x27BF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return false
        default: break
        }
        if (0xFFF9...0xFFFB).contains(value) { return true }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return false
        }
    }

    /// True when the text holds any character that `isUnsafe` names.
    public static func containsUnsafe(_ text: String) -> Bool {
        if isPlainASCII(text) { return false }
        return text.utf8.withContiguousStorageIfAvailable(containsUnsafe)
            ?? text.unicodeScalars.contains(where: isUnsafe)
    }

    /// The same over valid UTF-8 bytes, walked in place.
    package static func containsUnsafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEachScalar(in: bytes) { scalar, _ in
            found = isUnsafe(scalar)
            return !found
        }
        return found
    }

    package static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isPlainASCII) ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Eight bytes at a time: every output line of `explain` passes here, so this is its hot path.
    package static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            if !isPlainWord(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return false }
            offset += 8
        }
        while offset < raw.count {
            guard raw[offset] >= 0x20, raw[offset] < 0x7F else { return false }
            offset += 1
        }
        return true
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20 to 0x7E).
    @inlinable @inline(__always)
    package static func isPlainWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x20 (exact for any threshold up to 0x80), a DEL byte (a zero after XOR), a non-ASCII byte.
        let below = (word &- ones &* 0x20) & ~word & highs
        let xored = word ^ (ones &* 0x7F)
        let del = (xored &- ones) & ~xored & highs
        return (word & highs) | below | del == 0
    }

    /// How an unsafe scalar is shown: `\n`, `\r` and `\t` as such, anything else as `\u{XXXX}`.
    package static func escaped(_ s: Unicode.Scalar) -> String? {
        switch s.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        default:
            guard isUnsafe(s) else { return nil }
            return "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
        }
    }
}
