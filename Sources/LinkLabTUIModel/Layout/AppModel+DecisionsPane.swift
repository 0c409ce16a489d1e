import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// What the model measures of the decisions pane: its size, each decision's lines wrapped to it, and whether
/// older lines exist (for PgUp and the wheel). The views draw the lines in view (`decisionsPaneInput`).
extension AppModel {
    /// The decisions pane's inner width and height for the model's size.
    package var decisionsPaneSize: (width: Int, height: Int) {
        let layout = ScreenLayout(width: width, height: height)
        var height = layout.decisions.height - 2
        if let progress = walkthrough { height -= ScreenLayout.narrationHeight(progress, paneWidth: layout.decisions.width, paneHeight: layout.decisions.height) }
        return (max(1, layout.decisions.width - 4), max(1, height))
    }

    /// The wrapped lines of the decision at `index` of the history, wrapped afresh: the run loop keeps them
    /// between frames (`DecisionBlockCache`), the model never does.
    package func decisionLines(at index: Int, width: Int) -> [DecisionLines.Line] {
        DecisionLines.block(state.history[index], width: width, screens: session.app.screens, wholeLink: wholeLink(at: index))
    }

    /// True when lines older than those in view exist, so PgUp (or the wheel) would show more.
    package var hasOlderDecisionLines: Bool { hasOlderDecisionLines(lines: decisionLines(at:width:)) }

    /// The same, reading each decision's lines from `lines` (index and width), such as the run loop's cache.
    package func hasOlderDecisionLines(lines: (Int, Int) -> [DecisionLines.Line]) -> Bool {
        let (width, height) = decisionsPaneSize
        var count = 0
        for index in state.history.indices.reversed() {
            count += lines(index, width).count
            if count > height + scrollBack { return true }
        }
        return false
    }

    /// How far back the pane scrolls at most: the decisions' lines beyond its height, so PgUp at the oldest line
    /// stays there and one PgDn always moves.
    package var furthestScrollBack: Int {
        let (width, height) = decisionsPaneSize
        let lines = state.history.indices.reduce(0) { $0 + decisionLines(at: $1, width: width).count }
        return max(0, lines - height)
    }
}
