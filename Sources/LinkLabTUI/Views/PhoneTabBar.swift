import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The phone's tab bar, as in the FI's app: Home, Messages, Transfer, Settings, the tab of the
/// screen in front marked. Screens of no tab of their own sit on Home's stack (every journey starts
/// at the landing page).
enum PhoneTabBar {
    /// Each tab and the first part of the routes it holds.
    static let tabs: [(label: String, route: String)] = [
        ("Home", "landingPage"), ("Messages", "messages"), ("Transfer", "transfer"), ("Settings", "settings"),
    ]

    /// The index of the tab a scene is in.
    static func current(_ scene: PhoneScene, screens: ScreenCatalogue) -> Int {
        let route = screens.screen(id: scene.currentScreen)?.route ?? ""
        let first = route.split(separator: "/").first.map(String.init) ?? route
        return tabs.firstIndex { $0.route == first } ?? 0
    }

    static func draw(_ scene: PhoneScene, screens: ScreenCatalogue, row: Int, x: Int, width: Int, into frame: inout Frame) {
        let current = current(scene, screens: screens)
        // The current tab is bracketed as well as highlighted, so it shows without colour too.
        let labels = tabs.enumerated().map { $0.offset == current ? "[\($0.element.label)]" : $0.element.label }
        let widest = labels.map(CharacterWidth.of).max() ?? 0
        let marked = CellStyle(bold: true, reverse: true, color: .accent)
        if width >= tabs.count * (widest + 2) {
            // Room to spare: each tab gets an equal share, its label centred in it.
            let share = width / tabs.count
            for (i, label) in labels.enumerated() {
                let start = x + i * share
                if i == current { frame.fill(Rect(x: start, y: row, width: share, height: 1), style: marked) }
                _ = frame.put(label, x: start + (share - CharacterWidth.of(label)) / 2, y: row, style: i == current ? marked : Styles.muted)
            }
            return
        }
        let total = labels.reduce(0) { $0 + CharacterWidth.of($1) } + labels.count - 1
        var column = x + max(0, (width - total) / 2)
        for (i, label) in labels.enumerated() {
            if i > 0 { column += frame.put(" ", x: column, y: row, style: Styles.border) }
            column += frame.put(label, x: column, y: row, style: i == current ? marked : Styles.muted)
        }
    }
}
