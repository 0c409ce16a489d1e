/// A frame as the bytes a VT100/xterm terminal needs to show it: cursor moves, SGR attributes and
/// text, only for the cells that changed since the frame before. This is what a recording of the
/// session (`--record`, asciicast) holds: what was drawn, independent of how ncurses sent it.
public enum FrameEscapes {
    /// The bytes that turn a terminal showing `previous` (nil: anything) into one showing `frame`.
    public static func bytes(_ frame: Frame, since previous: Frame?) -> String {
        var out = ""
        let whole = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
        if whole { out += "\u{1B}[0m\u{1B}[2J" }
        var style: CellStyle? = whole ? .plain : nil
        var at: Point?
        frame.forEachChange(since: whole ? nil : previous) { x, y, cell in
            if at != Point(x: x, y: y) { out += "\u{1B}[\(y + 1);\(x + 1)H" }
            if style != cell.style {
                out += sgr(cell.style)
                style = cell.style
            }
            out += cell.text.isEmpty ? " " : cell.text
            at = Point(x: x + max(1, CharacterWidth.of(cell.text)), y: y)
        }
        if style != nil, style != .plain { out += "\u{1B}[0m" }
        if let cursor = frame.cursor, frame.bounds.contains(x: cursor.x, y: cursor.y) {
            out += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H"
            if whole || previous?.cursor == nil { out += "\u{1B}[?25h" }
        } else if whole || previous?.cursor != nil {
            out += "\u{1B}[?25l"
        }
        return out
    }

    /// Select Graphic Rendition for a style: reset, then its attributes and colour.
    static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim || style.color == .muted { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        switch style.color {
        case .normal, .muted: break
        case .accent: codes.append("36")
        case .success: codes.append("32")
        case .failure: codes.append("31")
        case .warning: codes.append("33")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
