import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// Every decision of the session, newest at the bottom, scrollable: the outcome word, each check
/// with ✓/✗, each diagnostic with its code and sentence, and the corrected link. It draws the lines
/// the model gives it (`AppModel.decisionsPaneInput`) and works nothing out.
enum DecisionsPane {
    /// Everything the pane draws from: the same input, the same drawing.
    typealias Input = DecisionsPaneInput

    private static func title(_ text: String, area: Rect, into frame: inout Frame) {
        guard area.width >= 5 else { return }
        _ = frame.put(" " + text + " ", x: area.x + 2, y: area.y, style: Styles.title, maxWidth: area.width - 4)
    }

    static func draw(_ input: Input, into frame: inout Frame) {
        var area = input.rect
        if let progress = input.narration {
            let narrationHeight = NarrationBox.height(progress, paneWidth: area.width, paneHeight: area.height)
            let split = area.divided(atTop: narrationHeight)
            NarrationBox.draw(progress, in: split.slice, into: &frame)
            area = split.remainder
        }
        let inner = frame.box(area, style: Styles.border)
        guard inner.width > 2, inner.height > 0 else { return }
        let width = inner.width - 2
        title(input.title, area: area, into: &frame)
        var y = inner.y
        if let intro = input.intro {
            for text in intro {
                for l in TextWrap.lines(text, width: width) where y < inner.maxY {
                    _ = frame.put(l, x: inner.x + 1, y: y, style: Styles.muted)
                    y += 1
                }
            }
            return
        }
        for line in input.lines where y < inner.maxY {
            _ = frame.put(line.text, x: inner.x + 1 + line.indent, y: y, style: Styles.of(line.tone), maxWidth: width - line.indent)
            MatchHighlight.apply(input.highlight, in: line.text, x: inner.x + 1 + line.indent, y: y, maxWidth: width - line.indent, into: &frame)
            y += 1
        }
    }
}
