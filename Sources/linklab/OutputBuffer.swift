import Foundation
import LinkLabCore

/// Collects output lines, makes each safe to show, and writes them in large blocks, so that
/// 200,000 lines do not cost 200,000 writes. A write that fails ends the program with status 3.
///
/// Every line is sanitised here, at the exit, whatever its source (a link, a settings name, a
/// scenario's text): colour is added after sanitising, never inside the text.
final class OutputBuffer {
    private var bytes: [UInt8] = []
    /// Whether a line painted whole by `DecisionPrinter` keeps its colour (see `line(_:)`).
    private let colors: Bool

    init(colors: Bool = Terminal.colorsWanted) {
        self.colors = colors
        bytes.reserveCapacity(1 << 16)
    }

    /// One line of text, every unsafe character in it shown escaped.
    ///
    /// On a colour terminal a line painted whole (spaces, one SGR colour, text, reset), as
    /// `DecisionPrinter.paint` makes it, keeps that colour and only its text is sanitised.
    func line(_ text: String) {
        if colors, let painted = Self.paintedWhole(text) {
            line(Span(String(painted.indent)), Span(String(painted.text), colour: String(painted.colour)))
            return
        }
        append(DisplayText.sanitize(text, limit: .max))
        newline()
    }

    /// One line made of pieces, each sanitised and then painted in its colour.
    func line(_ spans: Span...) { line(spans) }

    func line(_ spans: [Span]) {
        for span in spans {
            let safe = DisplayText.sanitize(span.text, limit: .max)
            if let colour = span.colour, !safe.isEmpty {
                append("\u{1B}[\(colour)m")
                append(safe)
                append("\u{1B}[0m")
            } else {
                append(safe)
            }
        }
        newline()
    }

    func flush() {
        guard !bytes.isEmpty else { return }
        let outcome = CheckedWrite.all(bytes, to: STDOUT_FILENO)
        bytes.removeAll(keepingCapacity: true)
        if outcome != .written { Terminal.outputFailed(outcome) }
    }

    deinit { flush() }

    private func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private func newline() {
        bytes.append(10)
        if bytes.count >= 1 << 16 { flush() }
    }

    /// Splits `  ESC[1;32mtext ESC[0m` into its indent, colour and text; nil for any other line.
    static func paintedWhole(_ line: String) -> (indent: Substring, colour: Substring, text: Substring)? {
        let utf8 = line.utf8
        var i = utf8.startIndex
        while i < utf8.endIndex, utf8[i] == 0x20 { i = utf8.index(after: i) }
        let indentEnd = i
        guard i < utf8.endIndex, utf8[i] == 0x1B else { return nil }
        i = utf8.index(after: i)
        guard i < utf8.endIndex, utf8[i] == 0x5B else { return nil }
        i = utf8.index(after: i)
        let colourStart = i
        while i < utf8.endIndex, (0x30...0x39).contains(utf8[i]) || utf8[i] == 0x3B { i = utf8.index(after: i) }
        guard i > colourStart, i < utf8.endIndex, utf8[i] == 0x6D else { return nil }
        let colourEnd = i
        let textStart = utf8.index(after: i)
        let reset = "\u{1B}[0m".utf8
        guard utf8.distance(from: textStart, to: utf8.endIndex) >= reset.count,
              utf8.suffix(reset.count).elementsEqual(reset) else { return nil }
        let textEnd = utf8.index(utf8.endIndex, offsetBy: -reset.count)
        return (line[..<indentEnd], line[colourStart..<colourEnd], line[textStart..<textEnd])
    }
}

/// A piece of an output line and the SGR colour it is painted in, if any ("1;32" is bold green).
struct Span {
    var text: String
    var colour: String?

    init(_ text: String, colour: String? = nil) {
        self.text = text
        self.colour = colour
    }
}
