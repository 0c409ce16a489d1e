import LinkLabCore
import LinkLabFrames

/// Every decision of the session, newest at the bottom, scrollable: the outcome word, each check
/// with ✓/✗, each diagnostic with its code and sentence, and the corrected link.
enum DecisionsPane {
    struct StyledLine: Sendable {
        var text: String
        var style: CellStyle
        var indent: Int
    }

    /// The decisions pane's inner width and height for a model's size.
    static func innerSize(_ model: AppModel) -> (width: Int, height: Int) {
        let layout = Layout(width: model.width, height: model.height)
        var height = layout.decisions.height - 2
        if let progress = model.walkthrough { height -= NarrationBox.height(progress, paneWidth: layout.decisions.width, paneHeight: layout.decisions.height) }
        return (max(1, layout.decisions.width - 4), max(1, height))
    }

    /// The wrapped lines of one decision, as the pane shows them.
    static func block(_ decision: Decision, width: Int) -> [StyledLine] {
        var block: [StyledLine] = []
        for line in DecisionReport.lines(decision, diagnosticsFirst: true) {
            let style = Styles.line(line.kind)
            // A corrected link gets lines of its own at the pane's full width, so it can be copied whole.
            if line.kind == .fix {
                block.append(StyledLine(text: "\(DecisionReport.Line.fixLabel) link:", style: style, indent: line.indent))
                for piece in Self.chunks(line.text, width: max(1, width - 2)) {
                    block.append(StyledLine(text: piece, style: CellStyle(bold: true, color: .accent), indent: 0))
                }
                continue
            }
            let room = max(1, width - line.indent - 2)
            // Links are cut by width, not at spaces, so the outcome word keeps its link beside it.
            let wrapped = Self.isOutcome(line.kind) ? Self.chunks(line.text, width: room) : TextWrap.lines(line.text, width: room)
            for (i, piece) in wrapped.enumerated() {
                block.append(StyledLine(text: piece, style: style, indent: line.indent + (i == 0 ? 0 : 2)))
            }
        }
        block.append(StyledLine(text: "", style: .plain, indent: 0))
        return block
    }

    static func isOutcome(_ kind: DecisionReport.Line.Kind) -> Bool {
        if case .outcome = kind { return true }
        return false
    }

    /// Cuts text into pieces of at most `width` columns, wherever the edge falls.
    static func chunks(_ text: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        var used = 0
        for character in text {
            let w = CharacterWidth.of(character)
            if used + w > width, !current.isEmpty {
                pieces.append(current)
                current = ""
                used = 0
            }
            current.append(character)
            used += w
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(current) }
        return pieces
    }

    /// True when lines older than those in view exist, so PgUp (or the wheel) would show more.
    static func hasOlderLines(_ model: AppModel) -> Bool {
        let (width, height) = innerSize(model)
        let history = model.state.history
        var count = 0
        for index in history.indices.reversed() {
            count += model.decisionBlocks.lines(history[index], at: index, width: width).count
            if count > height + model.scrollBack { return true }
        }
        return false
    }

    static func draw(_ model: AppModel, in rect: Rect, into frame: inout Frame) {
        var area = rect
        if let progress = model.walkthrough {
            let narrationHeight = NarrationBox.height(progress, paneWidth: rect.width, paneHeight: rect.height)
            let split = area.divided(atTop: narrationHeight)
            NarrationBox.draw(progress, in: split.slice, into: &frame)
            area = split.remainder
        }
        // The title offers only the scroll keys that do something now.
        let keys = [hasOlderLines(model) ? "PgUp: older" : nil, model.scrollBack > 0 ? "PgDn: newer" : nil].compactMap { $0 }
        let title = (["Decisions"] + keys).joined(separator: " · ")
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
        var blocks: [[StyledLine]] = []
        var count = 0
        for index in history.indices.reversed() {
            let block = model.decisionBlocks.lines(history[index], at: index, width: width)
            blocks.append(block)
            count += block.count
            if count >= needed { break }
        }
        lines.reserveCapacity(count)
        for block in blocks.reversed() { lines += block }
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
