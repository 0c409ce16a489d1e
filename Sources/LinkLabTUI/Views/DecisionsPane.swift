import LinkLabCore

/// Every decision of the session, newest at the bottom, scrollable: the outcome word, each check
/// with ✓/✗, each diagnostic with its code and sentence, and the corrected link.
enum DecisionsPane {
    struct StyledLine {
        var text: String
        var style: CellStyle
        var indent: Int
    }

    /// The decisions pane's inner width and height for a model's size.
    static func innerSize(_ model: AppModel) -> (width: Int, height: Int) {
        let layout = Layout(width: model.width, height: model.height)
        var height = layout.decisions.height - 2
        if model.walkthrough != nil { height -= min(7, max(4, layout.decisions.height / 3)) }
        return (max(1, layout.decisions.width - 4), max(1, height))
    }

    /// The wrapped lines of one decision, as the pane shows them.
    static func block(_ decision: Decision, width: Int) -> [StyledLine] {
        var block: [StyledLine] = []
        for line in DecisionReport.lines(decision) {
            let style = Styles.line(line.kind)
            let wrapped = TextWrap.lines(line.text, width: max(1, width - line.indent - 2))
            for (i, piece) in wrapped.enumerated() {
                block.append(StyledLine(text: piece, style: style, indent: line.indent + (i == 0 ? 0 : 2)))
            }
        }
        block.append(StyledLine(text: "", style: .plain, indent: 0))
        return block
    }

    static func draw(_ model: AppModel, in rect: Rect, into frame: inout Frame) {
        var area = rect
        if let progress = model.walkthrough {
            let narrationHeight = min(7, max(4, rect.height / 3))
            let split = area.divided(atTop: narrationHeight)
            NarrationBox.draw(progress, in: split.slice, into: &frame)
            area = split.remainder
        }
        let scrolled = model.scrollBack > 0
        let title = scrolled ? "Decisions · PgDn: newer" : "Decisions · PgUp: older"
        let inner = frame.box(area, title: title, style: Styles.border, titleStyle: Styles.title)
        guard inner.width > 2, inner.height > 0 else { return }
        let width = inner.width - 2
        let history = model.state.history
        if history.isEmpty {
            let intro = [
                "Nothing yet. Type or paste a link below and press Enter.",
                "",
                "F5 lists example links, valid and broken. F2 sends a push notification. F3 signs out, to see a link stored until sign-in.",
            ]
            var y = inner.y
            for text in intro {
                for l in TextWrap.lines(text, width: width) where y < inner.maxY {
                    _ = frame.put(l, x: inner.x + 1, y: y, style: Styles.muted)
                    y += 1
                }
            }
            return
        }
        // Wrap only as many of the newest decisions as the pane and the scroll position need.
        let needed = inner.height + model.scrollBack
        var lines: [StyledLine] = []
        for decision in history.reversed() {
            lines.insert(contentsOf: block(decision, width: width), at: 0)
            if lines.count >= needed { break }
        }
        let scrollBack = min(model.scrollBack, max(0, lines.count - inner.height))
        let end = lines.count - scrollBack
        let start = max(0, end - inner.height)
        var y = inner.y
        for line in lines[start..<end] {
            _ = frame.put(line.text, x: inner.x + 1 + line.indent, y: y, style: line.style, maxWidth: width - line.indent)
            y += 1
        }
    }
}

/// The walkthrough's narration: what the trainer says, and whether each expectation held.
enum NarrationBox {
    static func draw(_ progress: WalkthroughProgress, in rect: Rect, into frame: inout Frame) {
        let player = progress.player
        let title = "Walkthrough · step \(player.nextIndex)/\(player.scenario.steps.count) · \(DisplayText.sanitize(player.scenario.name, limit: 60))"
        let inner = frame.box(rect, title: title, style: CellStyle(color: .warning), titleStyle: CellStyle(bold: true, color: .warning))
        guard inner.width > 2, inner.height > 0 else { return }
        let width = inner.width - 2
        var lines: [String] = []
        for text in progress.narration { lines += TextWrap.lines(DisplayText.sanitize(text, limit: 2000), width: width) }
        let hint = player.isFinished ? "F7 plays another walkthrough." : "Enter or F9: next step."
        let visible = Array(lines.suffix(max(0, inner.height - 1)))
        var y = inner.y
        for l in visible {
            let style: CellStyle = l.hasPrefix("✗") ? CellStyle(color: .failure) : (l.hasPrefix("✓") ? CellStyle(color: .success) : CellStyle(bold: true))
            _ = frame.put(l, x: inner.x + 1, y: y, style: style, maxWidth: width)
            y += 1
        }
        _ = frame.put(hint, x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: width)
    }
}
