/// What a cell shows where the terminal's locale is not UTF-8: the border characters become the
/// terminal's own line drawing (`LineDrawing`, ncurses' ACS), every other mark an ASCII character of
/// the same width, so a check passed (`+`) and a check failed (`x`) still differ without colour.
public enum PlainGlyphs {
    /// The ASCII character drawn for `scalar` where only ASCII shows; `?` for one with no stand-in.
    public static func ascii(for scalar: Unicode.Scalar) -> UInt8 {
        if scalar.isASCII { return UInt8(scalar.value) }
        return marks[scalar] ?? UInt8(ascii: "?")
    }

    /// The marks LinkLab draws, and their stand-ins. The wrap mark `↵` becomes `\`, which a link
    /// never holds unencoded (RFC 3986 leaves it out of every component).
    static let marks: [Unicode.Scalar: UInt8] = [
        "✓": c("+"), "✗": c("x"), "•": c("*"), "·": c("-"), "…": c("~"), "→": c(">"), "←": c("<"),
        "↑": c("^"), "↓": c("v"), "×": c("x"), "▸": c(">"), "◂": c("<"), "›": c(">"), "‹": c("<"),
        "◆": c("*"), "●": c("*"), "○": c("o"), "▣": c("#"), "⌂": c("H"), "⋮": c(":"), "↻": c("@"),
        "↵": c("\\"), "é": c("e"), "—": c("-"), "–": c("-"), "‘": c("'"), "’": c("'"), "“": c("\""), "”": c("\""),
        "█": c("#"), "░": c(":"), "▲": c("^"), "▼": c("v"),
    ]

    private static func c(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

    /// A frame's text as it shows where only ASCII and line drawing show: borders as `-`, `|` and `+`
    /// (as ncurses draws them on a terminal with no line drawing), marks as their stand-ins. For tests
    /// and for reading what a presenter on such a terminal sees.
    public static func plainText(of frame: Frame) -> String {
        var rows: [String] = []
        for y in 0..<frame.height {
            var row = ""
            for x in 0..<frame.width {
                let cell = frame[x, y]
                if cell.isContinuation {
                    row += " "
                    continue
                }
                guard let scalar = cell.text.unicodeScalars.first else { continue }
                if let line = LineDrawing(scalar) {
                    row += String(line.asciiStandIn)
                } else {
                    row += String(UnicodeScalar(ascii(for: scalar)))
                }
            }
            rows.append(row)
        }
        return rows.joined(separator: "\n")
    }
}

/// The terminal's line-drawing characters (VT100's, ncurses' ACS), by the letter the terminal's
/// `acsc` capability names each with.
public enum LineDrawing: UInt8, Sendable {
    case horizontal = 0x71      // q
    case vertical = 0x78        // x
    case upperLeft = 0x6C       // l
    case upperRight = 0x6B      // k
    case lowerLeft = 0x6D       // m
    case lowerRight = 0x6A      // j
    case teeLeft = 0x74         // t
    case teeRight = 0x75        // u
    case teeTop = 0x77          // w
    case teeBottom = 0x76       // v
    case cross = 0x6E           // n

    /// The line-drawing character a box-drawing scalar stands for; nil for any other.
    public init?(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "─", "━": self = .horizontal
        case "│", "┃": self = .vertical
        case "┌", "╭": self = .upperLeft
        case "┐", "╮": self = .upperRight
        case "└", "╰": self = .lowerLeft
        case "┘", "╯": self = .lowerRight
        case "├": self = .teeLeft
        case "┤": self = .teeRight
        case "┬": self = .teeTop
        case "┴": self = .teeBottom
        case "┼": self = .cross
        default: return nil
        }
    }

    /// What ncurses draws for it on a terminal with no line drawing.
    public var asciiStandIn: Character {
        switch self {
        case .horizontal: "-"
        case .vertical: "|"
        default: "+"
        }
    }
}
