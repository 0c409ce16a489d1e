import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// Where each part of the screen goes, for a terminal of at least 80×24: the one layout that the model
/// (mouse hit tests, scrolling) and the views (drawing) both read, so a click lands where the view drew.
package struct ScreenLayout: Equatable {
    package let width: Int
    /// Everything between the title bar and the status line: the panes, or a window over them.
    package let content: Rect
    package let phone: Rect
    package let decisions: Rect
    package let statusRow: Int
    package let inputRow: Int
    package let hintRow: Int

    package init(width: Int, height: Int) {
        self.width = width
        content = Rect(x: 0, y: 1, width: width, height: height - 4)
        // The phone grows with the terminal: 35 columns at 80, 60 at 200 and wider.
        let phoneWidth = max(35, min(60, width * 3 / 10))
        let split = content.divided(atLeft: phoneWidth)
        phone = split.slice
        decisions = split.remainder
        statusRow = height - 3
        inputRow = height - 2
        hintRow = height - 1
    }

    /// The title bar, at the top.
    package var titleBar: Rect { row(0) }

    /// One whole row of the screen.
    package func row(_ y: Int) -> Rect { Rect(x: 0, y: y, width: width, height: 1) }

    /// The Smart App Banner's row in the phone pane: below the border, the phone's status bar and the address bar.
    package static let browserBannerRow = 3

    /// The inner area of every window: the content area less its border.
    package static func windowInner(width: Int, height: Int) -> Rect {
        Rect(x: 0, y: 1, width: width, height: height - 4).insetBy(dx: 1, dy: 1)
    }

    /// The first row of a list to show so that `selected` stays visible in `visible` rows of `count`.
    package static func firstVisible(selected: Int, visible: Int, count: Int) -> Int {
        max(0, min(selected - visible / 2, count - visible))
    }

    /// The walkthrough box's height: room for the narration (the step's settings line included) and the hint,
    /// at least 6 rows and at most three fifths of the pane.
    package static func narrationHeight(_ progress: WalkthroughProgress, paneWidth: Int, paneHeight: Int) -> Int {
        let width = max(1, paneWidth - 4)
        var lines = progress.narration.reduce(0) { $0 + TextWrap.lines(DisplayText.sanitize($1.text, limit: 2000), width: width).count }
        let name = DisplayText.sanitize(progress.walkthrough.scenario.name, limit: 200)
        if CharacterWidth.of("\(progress.stepTitle) · \(name)") > paneWidth - 6 { lines += TextWrap.lines(name, width: width).count }
        return max(min(6, paneHeight), min(lines + 3, paneHeight * 3 / 5))
    }

    /// How many score rows the quiz window shows at once in a frame `frameHeight` rows high: the window's
    /// inside (the frame less the title, status and input lines, and the border) less the footer row.
    package static func quizScoreVisibleRows(frameHeight: Int) -> Int { max(1, frameHeight - 4 - 2 - 1) }
}
