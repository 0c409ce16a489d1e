import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

extension AppModel {
    /// How many lines one wheel step scrolls the decisions pane.
    static let wheelLines = 3

    /// A click or wheel step: a click on a key in the hint bar runs it, the wheel scrolls the
    /// decisions (or moves through a list), a click on a list row picks it and a second click on
    /// the picked row chooses it, as Enter would.
    mutating func click(_ mouse: MouseEvent) -> [AppEffect] {
        switch mouse.action {
        case .wheelUp, .wheelDown:
            let up = mouse.action == .wheelUp
            if overlay == nil {
                if up {
                    if hasOlderDecisionLines { scrollBack = min(scrollBack + Self.wheelLines, furthestScrollBack) }
                } else {
                    scrollBack = max(0, scrollBack - Self.wheelLines)
                }
                return []
            }
            move(up ? .moveUp : .moveDown)
            return []
        case .release, .press(button: 1...):
            return []
        case .press:
            break
        }
        guard !isTooSmall else { return [] }
        if mouse.y == height - 1 {
            guard let item = hintItems(width: width).first(where: { (mouse.x..<mouse.x + 1).overlaps($0.x..<$0.x + $0.width) }) else { return [] }
            notice = nil
            return perform(item.binding.action)
        }
        // A click on the Smart App Banner's row in the phone's browser taps OPEN, as a finger would.
        if overlay == nil, bannerOffersOpen, animationDeadline == nil {
            let phone = ScreenLayout(width: width, height: height).phone
            if mouse.y == phone.y + ScreenLayout.browserBannerRow, mouse.x > phone.x, mouse.x < phone.maxX - 1 { return openFromBanner() }
        }
        guard let overlay, let index = ScreenLayout.listIndex(overlay, model: self, y: mouse.y) else { return [] }
        if ScreenLayout.selection(overlay) == index { return perform(.choose) }
        let step = index - (ScreenLayout.selection(overlay) ?? index)
        for _ in 0..<abs(step) { move(step < 0 ? .moveUp : .moveDown) }
        return []
    }
}
