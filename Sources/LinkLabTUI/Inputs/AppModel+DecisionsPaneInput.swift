import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
import LinkLabTUIModel

/// The decisions pane's input, read from the model: the lines in view, wrapped once per width and kept by the
/// run loop's cache, and the pane's title. The pane draws what this gives it.
extension AppModel {
    /// What the decisions pane shows in `rect`: its title and the lines in view, newest at the bottom, or
    /// the introduction before the first decision. Only as many of the newest decisions are wrapped as the
    /// pane and the scroll position need.
    func decisionsPaneInput(in rect: Rect, blocks: DecisionBlockCache) -> DecisionsPaneInput {
        var input = DecisionsPaneInput(rect: rect, narration: walkthrough)
        input.highlight = search?.highlight
        var area = rect
        if let progress = walkthrough {
            area = rect.divided(atTop: ScreenLayout.narrationHeight(progress, paneWidth: rect.width, paneHeight: rect.height)).remainder
        }
        let inner = area.insetBy(dx: 1, dy: 1)
        guard inner.width > 2, inner.height > 0 else { return input }
        let width = inner.width - 2
        // A replay's decision shows when its page does.
        let shown = min(shownDecisionCount, state.history.count)
        if shown == 0 {
            input.title = "Decisions"
            let app = state.app
            // F3 does what the hint bar says it does here: on the login screen it signs in, and with the
            // app not installed or not running there is nobody to sign in or out.
            input.intro = Wording.decisionsIntro(signedIn: (app.installed && app.running) ? state.signedIn : nil)
            return input
        }
        let needed = inner.height + scrollBack
        var wrapped: [[DecisionLines.Line]] = []
        var count = 0
        var unwrapped = shown
        for index in (0..<shown).reversed() {
            let block = blocks.lines(of: self, at: index, width: width)
            wrapped.append(block)
            count += block.count
            unwrapped -= 1
            if count > needed { break }
        }
        var lines: [DecisionLines.Line] = []
        lines.reserveCapacity(count)
        for block in wrapped.reversed() { lines += block }
        let scrollBack = min(scrollBack, max(0, lines.count - inner.height))
        let end = lines.count - scrollBack
        let start = max(0, end - inner.height)
        // The title offers only the ways that lead somewhere.
        var ways: [String] = []
        if start > 0 || unwrapped > 0 { ways.append("PgUp: older") }
        if scrollBack > 0 { ways.append("PgDn: more") }
        input.title = (["Decisions"] + ways).joined(separator: " · ")
        input.lines = Array(lines[start..<end])
        return input
    }
}
