import LinkLabText

/// How a check list's CSV cell is kept safe in a spreadsheet and a terminal, yet read back unchanged.
///
/// A cell that a spreadsheet would run as a formula (it begins with `=`, `+`, `-`, `@`, a tab or a
/// carriage return), or that holds a character unsafe to show (a control, bidi or zero-width
/// character), is written as `'` followed by its text with `%` and every unsafe character
/// percent-encoded. `'` is the spreadsheets' own mark for "text, not a formula". Reading a cell that
/// begins with `'` undoes it, so a list written by F8 reads back as the same rows.
public enum CSVCell {
    /// The cell as written into a file.
    public static func written(_ value: String) -> String {
        guard needsMarker(value) else { return value }
        var out = "'"
        for scalar in value.unicodeScalars {
            if scalar == "%" || DisplayText.isUnsafe(scalar) {
                for byte in String(scalar).utf8 { out += "%" + hex(byte) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The cell's value as read from a file: a cell that begins with `'` is decoded, any other is as written.
    /// A `%` that does not start two hex digits stays as it is.
    public static func read(_ value: String) -> String {
        // By scalar, not Character: a combining mark after the `'` joins it into one Character.
        guard value.unicodeScalars.first == "'" else { return value }
        let bytes = Array(value.utf8.dropFirst())
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
               let high = digit(bytes[i + 1]), let low = digit(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The value of a cell read from a file as bytes (UTF-8), decoded as `read(_:)` decodes text.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.first == UInt8(ascii: "'") else { return String(decoding: bytes, as: UTF8.self) }
        return read(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether the cell must be marked: it would start a formula, already starts with the mark, or
    /// holds a character unsafe to show.
    static func needsMarker(_ value: String) -> Bool {
        if let first = value.unicodeScalars.first, "=+-@'\t\r".unicodeScalars.contains(first) { return true }
        return DisplayText.containsUnsafe(value)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
