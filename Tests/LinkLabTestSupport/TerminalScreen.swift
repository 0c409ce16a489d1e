import LinkLabFrames

/// A small VT100 screen, as a terminal or asciinema's player shows what a recording holds: enough of cursor
/// moves, clear, SGR and text (a wide character covers two columns) to replay the frame encoder's output, and
/// resized as an asciicast "r" event resizes it. The tests' own player, apart from the app's `CastScreen`.
public struct TerminalScreen {
    public private(set) var rows: [[String]]
    private var x = 0, y = 0

    public init(width: Int, height: Int) { rows = Self.blank(width, height) }

    static func blank(_ width: Int, _ height: Int) -> [[String]] {
        Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// A resize to "WxH" keeps what fits, as a terminal does; the frame after it is drawn whole anyway.
    public mutating func resize(_ size: String) {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { return }
        var resized = Self.blank(parts[0], parts[1])
        for row in 0..<min(rows.count, parts[1]) {
            for column in 0..<min(rows[row].count, parts[0]) { resized[row][column] = rows[row][column] }
        }
        rows = resized
    }

    /// Plays the bytes of an "o" event: text where the cursor is, CSI H moves, CSI J clears; other escapes
    /// (SGR) change no character.
    public mutating func play(_ bytes: String) {
        var scalars = Array(bytes.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                let character = Character(scalar)
                let width = CharacterWidth.of(character)
                if y < rows.count, x < rows[y].count { rows[y][x] = String(character) }
                // The right half of a wide character holds nothing of its own.
                if width == 2, y < rows.count, x + 1 < rows[y].count { rows[y][x + 1] = "" }
                x += width
                continue
            }
            guard scalars.popFirst() == "[" else { continue }
            var parameters = ""
            while let next = scalars.popFirst() {
                if (0x40...0x7E).contains(next.value) {
                    if next == "H" {
                        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                        y = (numbers.first ?? 1) - 1
                        x = (numbers.count > 1 ? numbers[1] : 1) - 1
                    } else if next == "J" {
                        rows = rows.map { $0.map { _ in " " } }
                    }
                    break
                }
                parameters.unicodeScalars.append(next)
            }
        }
    }

    /// The screen's rows with trailing spaces trimmed, one a line.
    public var text: String {
        rows.map { row in
            var line = Substring(row.joined())
            while line.last == " " { line.removeLast() }
            return String(line)
        }.joined(separator: "\n")
    }
}
