import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// Ctrl-V: the documented broken forms of a link, each with the engine's ✓/✗, outcome and code.
enum VariantsView {
    static func draw(_ model: AppModel, selected: Int, into frame: inout Frame) {
        guard let neighbourhood = model.variants else { return }
        let inner = OverlayView.window(Wording.variantsTitle, into: &frame)
        let width = inner.width - 2
        let given = neighbourhood.given
        _ = frame.put(TextWrap.truncated("\(DisplayText.sanitize(given.input, limit: 400)) → \(Wording.outcomeAndCodes(given.outcome, codes: given.codes))", width: width),
                      x: inner.x + 1, y: inner.y, style: Styles.title, maxWidth: width)
        let list = neighbourhood.neighbours
        let shown = model.shownListEntries
        let visible = max(1, (inner.height - 2) / 2)
        let first = OverlayView.firstVisible(selected: selected, visible: visible, count: shown.count)
        var y = inner.y + 1
        for (index, n) in shown.enumerated().map({ ($0.offset, list[$0.element]) }).dropFirst(first).prefix(visible) {
            let d = n.decision
            let mark = d.outcome.isSuccess ? "✓ " : "✗ "
            let style: CellStyle = index == selected ? Styles.selected : CellStyle(color: d.outcome.isSuccess ? .success : .failure)
            let head = OverlayView.marker(index == selected) + mark + Wording.title(of: n.variant) + ": " + d.outcome.rawValue + (n.mainCode.map { " (\($0))" } ?? "")
            let rows = [TextWrap.truncated(head, width: width), TextWrap.truncated("    " + DisplayText.sanitize(n.link.link, limit: 400), width: width)]
            _ = frame.put(rows[0], x: inner.x + 1, y: y, style: style, maxWidth: width)
            _ = frame.put(rows[1], x: inner.x + 1, y: y + 1, style: Styles.muted, maxWidth: width)
            OverlayView.highlight(model, rows, x: inner.x + 1, y: y, width: width, into: &frame)
            y += 2
        }
        OverlayView.listFooter(model, selected: selected, first: first, visible: visible, count: shown.count, in: inner, listTop: inner.y + 1, into: &frame)
    }
}
