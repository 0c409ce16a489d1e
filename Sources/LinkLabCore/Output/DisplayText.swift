/// Makes any user-supplied text safe to print: control characters, DEL, C1 controls and bidi or invisible
/// formatting marks are shown escaped (`\n`, `\u{202E}`), and long text is cut short with a note.
public enum DisplayText {
    /// The longest echo of an input, in characters, before it is cut short.
    public static let defaultLimit = 300

    public static func sanitize(_ text: String, limit: Int = defaultLimit) -> String {
        if isPlainASCII(text), text.utf8.count <= limit { return text }
        var out = String.UnicodeScalarView()
        var kept = 0
        var cut = false
        for scalar in text.unicodeScalars {
            if kept >= limit {
                cut = true
                break
            }
            kept += 1
            if let escape = escaped(scalar) {
                out.append(contentsOf: escape.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        var result = String(out)
        if cut { result += "… (cut short: \(text.utf8.count) bytes in all)" }
        return result
    }

    /// True for characters that must never reach a terminal raw.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { escaped(scalar) != nil }

    /// True when the text holds a control, DEL, C1, bidi or invisible formatting character.
    public static func containsUnsafe(_ text: String) -> Bool {
        if isPlainASCII(text) { return false }
        return text.unicodeScalars.contains(where: isUnsafe)
    }

    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    static func escaped(_ s: Unicode.Scalar) -> String? {
        switch s.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x7F, 0x80..<0xA0,
             0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF:
            return "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
        default:
            return nil
        }
    }
}
