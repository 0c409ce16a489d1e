import LinkLabFrames

/// What the status line says when typed or pasted text did not all fit in the input line: the
/// line keeps at most `LineEditor.maximumLength` characters, and it never cuts silently.
enum InputLimitNotice {
    /// A bracketed paste of several lines whose first line fitted, e.g. "Pasted 2 lines; kept the
    /// first." Past `InputDecoder.pasteLimit` only the bytes are known.
    static func severalLines(bytes: Int, lines: Int) -> String {
        let size = bytes > InputDecoder.pasteLimit ? "over \(grouped(InputDecoder.pasteLimit)) bytes" : "\(grouped(lines)) lines"
        return "Pasted \(size); kept the first\(bytes > InputDecoder.pasteLimit ? " line" : ""). Paste one link at a time."
    }

    /// Typing (or an unbracketed paste) reached the limit.
    static var typed: String {
        "The input line holds at most \(grouped(LineEditor.maximumLength)) characters; the rest was cut."
    }

    /// A bracketed paste of `bytes` UTF-8 bytes in `lines` lines, of which `kept` characters fit,
    /// e.g. "Pasted 1,048,576 bytes; kept the first 20,000 characters." Short, so that it shows
    /// in the status line at 80 columns.
    static func paste(bytes: Int, lines: Int, kept: Int) -> String {
        let over = bytes > InputDecoder.pasteLimit
        let size = over ? "over \(grouped(InputDecoder.pasteLimit))" : grouped(bytes)
        // Short enough for the status line at 80 columns, whatever the numbers. Past the limit the
        // lines beyond it were never kept, so their number is not known.
        let spread = lines > 1 && !over ? ", \(grouped(lines)) lines" : ""
        return lines > 1 ? "Pasted \(size) bytes\(spread); kept \(grouped(kept)) characters of line 1."
            : "Pasted \(size) bytes; kept the first \(grouped(kept)) characters."
    }

    /// 1048576 as "1,048,576".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var result = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
