/// A terminal screen that plays back what a recording holds (`--record`): the escapes `FrameEscapes` writes
/// (cursor moves, clearing, SGR attributes and colours, showing and hiding the cursor) and text, and the
/// recording's resize events. What it shows is a `Frame` again, so a recording can be drawn (`render`) or
/// checked against the frames it was made from. Anything else a recording might hold is skipped, never drawn.
public struct CastScreen: Sendable {
    public private(set) var frame: Frame
    private var x = 0, y = 0
    private var style = CellStyle.plain

    public init(width: Int, height: Int) { frame = Frame(width: max(1, width), height: max(1, height)) }

    /// A resize: what fits is kept, as a terminal keeps it; a recording draws the next frame whole anyway.
    public mutating func resize(width: Int, height: Int) {
        var resized = Frame(width: max(1, width), height: max(1, height))
        for row in 0..<min(frame.height, resized.height) {
            for column in 0..<min(frame.width, resized.width) { resized.set(frame[column, row], x: column, y: row) }
        }
        frame = resized
    }

    /// Plays `bytes` as a terminal would.
    public mutating func play(_ bytes: String) {
        var characters = Substring(bytes)
        while let character = characters.popFirst() {
            guard character == "\u{1B}" else {
                write(character)
                continue
            }
            guard characters.first == "[" else { continue }
            characters.removeFirst()
            var parameters = ""
            while let next = characters.popFirst() {
                guard let scalar = next.unicodeScalars.first, next.unicodeScalars.count == 1 else { break }
                if (0x40...0x7E).contains(scalar.value) {
                    control(scalar, parameters)
                    break
                }
                parameters.unicodeScalars.append(scalar)
            }
        }
    }

    private mutating func write(_ character: Character) {
        guard let shown = ScreenText.displayable(character) else { return }
        let width = CharacterWidth.of(shown)
        guard width > 0 else { return }
        if y >= 0, y < frame.height, x >= 0, x + width <= frame.width {
            frame.set(Cell(CellGrapheme(shown), style: style), x: x, y: y)
            if width == 2 { frame.set(.continuation(style), x: x + 1, y: y) }
        }
        x += width
    }

    /// One control sequence: `H` moves the cursor, `J` clears, `m` sets the style; the rest is ignored.
    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H":
            y = max(1, numbers.first ?? 1) - 1
            x = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case "J":
            frame = Frame(width: frame.width, height: frame.height)
        case "m":
            for code in numbers.isEmpty ? [0] : numbers { apply(code) }
        default:
            break
        }
    }

    /// One SGR code, as `FrameEscapes.sgr` writes them.
    private mutating func apply(_ code: Int) {
        switch code {
        case 0: style = .plain
        case 1: style.bold = true
        case 2: style.dim = true
        case 4: style.underline = true
        case 7: style.reverse = true
        case 31: style.color = .failure
        case 32: style.color = .success
        case 33: style.color = .warning
        case 36: style.color = .accent
        default: break
        }
    }
}
