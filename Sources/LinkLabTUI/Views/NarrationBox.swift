import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// The walkthrough's narration above the decisions: "Step 3 of 9", the scenario's name in full, then
/// what the current step says and whether its expectations held, from its first line.
enum NarrationBox {
    /// The box's height (`ScreenLayout.narrationHeight`, which the model reads too).
    static func height(_ progress: WalkthroughProgress, paneWidth: Int, paneHeight: Int) -> Int {
        ScreenLayout.narrationHeight(progress, paneWidth: paneWidth, paneHeight: paneHeight)
    }

    static func draw(_ progress: WalkthroughProgress, in rect: Rect, into frame: inout Frame) {
        let name = DisplayText.sanitize(progress.walkthrough.scenario.name, limit: 200)
        let titleWidth = max(1, rect.width - 6)
        let full = "\(progress.stepTitle) · \(name)"
        let innerWidth = max(1, rect.width - 4)
        let finished = progress.beat >= progress.beats.count
        let hint = Wording.narrationHint(finished: finished)
        var narration: [(String, CellStyle)] = []
        for line in progress.narration {
            let style: CellStyle = switch line {
            case .failed: CellStyle(color: .failure)
            case .held, .asExpected: CellStyle(color: .success)
            case .say, .finished: CellStyle(bold: true)
            case .decidedWith: Styles.muted
            }
            narration += TextWrap.lines(DisplayText.sanitize(line.text, limit: 2000), width: innerWidth).map { ($0, style) }
        }
        // The name goes in the title when it fits; else on lines of its own when the narration leaves
        // room, so neither the name nor the narration is cut where they both fit.
        let nameLines = TextWrap.lines(name, width: innerWidth)
        let nameRoom = max(0, rect.height - 3)
        let nameInside = CharacterWidth.of(full) > titleWidth && narration.count + nameLines.count <= nameRoom
        let title = nameInside ? TextWrap.truncated(progress.stepTitle, width: titleWidth) : TextWrap.truncated(full, width: titleWidth)
        let inner = frame.box(rect, title: title, style: CellStyle(color: .warning), titleStyle: CellStyle(bold: true, color: .warning))
        guard inner.width > 2, inner.height > 0 else { return }
        let width = inner.width - 2
        var lines: [(String, CellStyle)] = (nameInside ? nameLines.map { ($0, CellStyle(bold: true, color: .warning)) } : []) + narration
        let room = max(0, inner.height - 1)
        if lines.count > room, room > 0 {
            lines = Array(lines.prefix(room))
            lines[room - 1].0 = TextWrap.truncated(lines[room - 1].0 + " …", width: width)
        }
        var y = inner.y
        for (text, style) in lines {
            _ = frame.put(text, x: inner.x + 1, y: y, style: style, maxWidth: width)
            y += 1
        }
        _ = frame.put(hint, x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: width)
    }
}
