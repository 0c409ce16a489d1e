/// Breaks text into lines that fit a number of terminal columns.
public enum TextWrap {
    /// Word-wraps `text` into lines of at most `width` columns.
    ///
    /// Each "\n" starts a new line (empty lines are kept). Lines break at spaces; a word wider
    /// than the line, such as a long URL, is hard-broken so nothing is lost. Spaces at a break
    /// are dropped; leading indentation is kept when it fits. A grapheme wider than `width`
    /// itself sits alone on its line. Returns no lines when `width` is below 1.
    ///
    /// With a `breakMark` (one column wide, such as "↵"), every piece of a hard-broken word but the
    /// last ends in it, so a reader sees the word goes on rather than taking the piece for the whole.
    public static func lines(_ text: String, width: Int, breakMark: String? = nil) -> [String] {
        guard width >= 1 else { return [] }
        let mark = width >= 2 ? breakMark : nil
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrapParagraph($0, width: width, breakMark: mark)
        }
    }

    /// Cuts `text` to at most `width` columns, ending with "…" when something was cut.
    public static func truncated(_ text: String, width: Int) -> String {
        guard width >= 1 else { return "" }
        guard CharacterWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = CharacterWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, breakMark: String?) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpaces = 0

        func flush() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }

        for token in tokens(paragraph) {
            if token.first == " " {
                pendingSpaces += token.count
                continue
            }
            let tokenWidth = CharacterWidth.of(token)
            let spaces = line.isEmpty && !lines.isEmpty ? 0 : pendingSpaces
            pendingSpaces = 0
            if lineWidth + spaces + tokenWidth <= width {
                line += String(repeating: " ", count: spaces) + token
                lineWidth += spaces + tokenWidth
                continue
            }
            if !line.isEmpty { flush() }
            let room = width - (breakMark.map { CharacterWidth.of($0) } ?? 0)
            var left = tokenWidth
            for character in token {
                let columns = CharacterWidth.of(character)
                // The last piece needs no mark, so it may use the whole width.
                if lineWidth + columns > (left <= width - lineWidth ? width : room), !line.isEmpty {
                    if let breakMark { line += breakMark }
                    flush()
                }
                left -= columns
                line.append(character)
                lineWidth += columns
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Alternating runs of spaces and of everything else.
    private static func tokens(_ paragraph: Substring) -> [Substring] {
        var result: [Substring] = []
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let isSpace = paragraph[index] == " "
            var end = index
            while end < paragraph.endIndex, (paragraph[end] == " ") == isSpace {
                end = paragraph.index(after: end)
            }
            result.append(paragraph[index..<end])
            index = end
        }
        return result
    }
}
