import LinkLabFrames

/// Ctrl-F's match, wherever it is drawn (the decisions, a window's text or list): in reverse video and
/// underlined, so it shows without colour too.
enum MatchHighlight {
    /// Restyles every place `text`, drawn from column `x` of row `y`, holds `query` (whatever its case).
    static func apply(_ query: String?, in text: String, x: Int, y: Int, maxWidth: Int, into frame: inout Frame) {
        guard let query else { return }
        let line = Array(text.lowercased()), wanted = Array(query.lowercased())
        // Lower-casing keeps a line's characters one for one in the scripts a link and a report use.
        guard !wanted.isEmpty, line.count == text.count, line.count >= wanted.count else { return }
        var start = 0
        while start + wanted.count <= line.count {
            guard line[start..<start + wanted.count].elementsEqual(wanted) else {
                start += 1
                continue
            }
            let column = CharacterWidth.of(String(line[0..<start]))
            let columns = CharacterWidth.of(String(line[start..<start + wanted.count]))
            frame.applyStyle(Styles.match, to: Rect(x: x + column, y: y, width: max(0, min(columns, maxWidth - column)), height: 1))
            start += wanted.count
        }
    }
}
