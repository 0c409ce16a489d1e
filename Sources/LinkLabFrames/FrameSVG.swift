import LinkLabText

/// A frame as an SVG picture, cell for cell: each row one `<text>` holding the row's text whole (so the
/// picture's text is the frame's, and a reader can copy it), each run of one style a `<tspan>` placed at
/// its column, and a rectangle behind each reversed run. The colours are the ones a dark terminal gives the
/// styles' meanings. Every character is escaped as it is written (`HTMLWriter`), so the picture is valid
/// XML whatever the frame holds, and it can stand alone or sit inside a page.
public enum FrameSVG {
    /// A cell's width and a row's height, in tenths of a pixel, at a 14-pixel monospace font.
    static let cellWidth = 84
    static let rowHeight = 180

    /// The picture of `frame`, titled `title` (the picture's accessible name).
    public static func picture(_ frame: Frame, title: String) -> HTMLWriter {
        var w = HTMLWriter()
        open(width: frame.width, height: frame.height, title: title, into: &w)
        content(frame, into: &w)
        w.markup("</svg>")
        return w
    }

    /// A recording as one animated picture, as `svg-term` makes them: each frame shown from its time until the
    /// next one's (SVG's own `<set>`, no script), the last one staying. The picture is as large as the
    /// largest frame; a smaller one is drawn from the top left.
    public static func animation(_ frames: [(seconds: Double, frame: Frame)], title: String) -> HTMLWriter {
        var w = HTMLWriter()
        let width = frames.map(\.frame.width).max() ?? 1, height = frames.map(\.frame.height).max() ?? 1
        open(width: width, height: height, title: title, into: &w)
        for (i, shown) in frames.enumerated() {
            w.markup("<g visibility=\"hidden\">")
            w.markup("<set attributeName=\"visibility\"")
            w.markup(" to=\"visible\" begin=\"")
            seconds(shown.seconds, into: &w)
            if i + 1 < frames.count {
                w.markup("\" end=\"")
                seconds(frames[i + 1].seconds, into: &w)
            }
            w.markup("\"/>")
            content(shown.frame, into: &w)
            w.markup("</g>")
        }
        w.markup("</svg>")
        return w
    }

    /// The `<svg>` element's start, its title and the background.
    private static func open(width columns: Int, height rows: Int, title: String, into w: inout HTMLWriter) {
        let width = columns * cellWidth, height = rows * rowHeight
        w.markup("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"frame\" role=\"img\" width=\"")
        tenths(width, into: &w)
        w.markup("\" height=\"")
        tenths(height, into: &w)
        w.markup("\" viewBox=\"0 0 ")
        tenths(width, into: &w)
        w.markup(" ")
        tenths(height, into: &w)
        w.markup("\"><title>")
        w.write(title)
        w.markup("</title><rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"")
        w.markup(Palette.background)
        w.markup("\"/>")
    }

    /// A frame's reversed backgrounds, then its rows of text.
    private static func content(_ frame: Frame, into w: inout HTMLWriter) {
        for y in 0..<frame.height { backgrounds(frame, row: y, into: &w) }
        w.markup("<g font-family=\"monospace\" font-size=\"14\" xml:space=\"preserve\" fill=\"")
        w.markup(Palette.foreground)
        w.markup("\">")
        for y in 0..<frame.height { row(frame, y, into: &w) }
        w.markup("</g>")
    }

    /// `seconds` with three decimals and its unit: `1.250s`.
    private static func seconds(_ value: Double, into w: inout HTMLWriter) {
        let millis = max(0, Int((value * 1000).rounded()))
        w.number(millis / 1000)
        w.markup(".")
        let fraction = millis % 1000
        if fraction < 100 { w.markup("0") }
        if fraction < 10 { w.markup("0") }
        w.number(fraction)
        w.markup("s")
    }

    /// The runs of one row: cells of one style, broken after a wide grapheme so every run starts at its column.
    static func runs(_ frame: Frame, row y: Int) -> [(start: Int, style: CellStyle, text: String)] {
        var runs: [(start: Int, style: CellStyle, text: String)] = []
        var x = 0
        while x < frame.width {
            let first = frame[x, y]
            var text = ""
            let start = x
            while x < frame.width {
                let cell = frame[x, y]
                if x > start, cell.style != first.style, !cell.isContinuation { break }
                if !cell.isContinuation { cell.grapheme.append(to: &text) }
                x += 1
                // A wide grapheme ends its run: the next one is placed at its own column, whatever the font.
                if cell.grapheme.columns == 2 {
                    if x < frame.width, frame[x, y].isContinuation { x += 1 }
                    break
                }
            }
            runs.append((start, first.style, text))
        }
        return runs
    }

    private static func backgrounds(_ frame: Frame, row y: Int, into w: inout HTMLWriter) {
        var x = 0
        while x < frame.width {
            let style = frame[x, y].style
            guard style.reverse else { x += 1; continue }
            let start = x
            while x < frame.width, frame[x, y].style == style { x += 1 }
            w.markup("<rect x=\"")
            tenths(start * cellWidth, into: &w)
            w.markup("\" y=\"")
            tenths(y * rowHeight, into: &w)
            w.markup("\" width=\"")
            tenths((x - start) * cellWidth, into: &w)
            w.markup("\" height=\"")
            tenths(rowHeight, into: &w)
            w.markup("\" fill=\"")
            w.markup(Palette.colour(style.color))
            w.markup("\"/>")
        }
    }

    private static func row(_ frame: Frame, _ y: Int, into w: inout HTMLWriter) {
        w.markup("<text y=\"")
        // The baseline sits about four fifths down the row.
        tenths(y * rowHeight + 140, into: &w)
        w.markup("\">")
        for run in runs(frame, row: y) {
            w.markup("<tspan x=\"")
            tenths(run.start * cellWidth, into: &w)
            w.markup("\"")
            let style = run.style
            if style.reverse || style.color != .normal || style.dim {
                w.markup(" fill=\"")
                w.markup(style.reverse ? Palette.background : Palette.colour(style.dim ? .muted : style.color))
                w.markup("\"")
            }
            if style.bold { w.markup(" font-weight=\"bold\"") }
            if style.underline { w.markup(" text-decoration=\"underline\"") }
            w.markup(">")
            w.write(run.text)
            w.markup("</tspan>")
        }
        w.markup("</text>")
    }

    /// `value` tenths as a decimal: 84 is `8.4`, 180 is `18`.
    private static func tenths(_ value: Int, into w: inout HTMLWriter) {
        w.number(value / 10)
        if value % 10 != 0 {
            w.markup(".")
            w.number(value % 10)
        }
    }

    /// The colours of a dark terminal, by what a colour means.
    enum Palette {
        static let background: StaticString = "#1b1d21"
        static let foreground: StaticString = "#d8dbe0"

        static func colour(_ colour: CellStyle.Color) -> StaticString {
            switch colour {
            case .normal: foreground
            case .accent: "#4fc1d6"
            case .success: "#6cc070"
            case .failure: "#e06c6c"
            case .warning: "#e5c07b"
            case .muted: "#8a8f98"
            }
        }
    }
}
