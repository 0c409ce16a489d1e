import CNCursesW
import LinkLabTUI
import LinkLabFrames

/// Turns a cell style into ncurses attributes and a colour pair.
struct Palette {
    /// False when the terminal has no colours or the user set NO_COLOR: attributes only.
    let colors: Bool

    /// Sets up one colour pair per semantic colour, on the terminal's default background.
    static func start(colors wanted: Bool) -> Palette {
        guard wanted, has_colors() else { return Palette(colors: false) }
        start_color()
        use_default_colors()
        for (color, foreground) in foregrounds {
            init_pair(pair(for: color), foreground, -1)
        }
        return Palette(colors: true)
    }

    func attributes(for style: CellStyle) -> (attributes: attr_t, pair: Int16) {
        var attributes = linklab_a_normal()
        if style.bold { attributes |= linklab_a_bold() }
        if style.reverse { attributes |= linklab_a_reverse() }
        if style.underline { attributes |= linklab_a_underline() }
        if style.dim || style.color == .muted { attributes |= linklab_a_dim() }
        // Without colour, a failure still has to stand out.
        if !colors, style.color == .failure { attributes |= linklab_a_bold() }
        return (attributes, colors ? Self.pair(for: style.color) : 0)
    }

    private static let foregrounds: [(CellStyle.Color, Int16)] = [
        (.accent, Int16(COLOR_CYAN)), (.success, Int16(COLOR_GREEN)),
        (.failure, Int16(COLOR_RED)), (.warning, Int16(COLOR_YELLOW)),
    ]

    private static func pair(for color: CellStyle.Color) -> Int16 {
        switch color {
        case .normal, .muted: 0
        case .accent: 1
        case .success: 2
        case .failure: 3
        case .warning: 4
        }
    }
}
