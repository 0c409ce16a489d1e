import LinkLabCore
import LinkLabFrames

/// Where the rows of a list window are, so that a click can be turned into the row it hit. The
/// list views draw with these same numbers.
extension OverlayView {
    /// The inner area of every window (see `window`).
    static func inner(width: Int, height: Int) -> Rect {
        Rect(x: 0, y: 1, width: width, height: height - 4).insetBy(dx: 1, dy: 1)
    }

    /// The selected row of a list window; nil for windows that are not lists.
    static func selection(_ overlay: Overlay) -> Int? {
        switch overlay {
        case .linkLibrary(let selected), .configuration(let selected), .walkthroughs(let selected), .variants(let selected):
            selected
        case .quiz(let progress): progress.selected
        case .help, .pushComposer, .messageLog: nil
        }
    }

    /// The list row drawn at screen row `y`, if any.
    static func listIndex(_ overlay: Overlay, model: AppModel, y: Int) -> Int? {
        let inner = inner(width: model.width, height: model.height)
        func twoLineRows(top: Int, visible: Int, selected: Int, count: Int) -> Int? {
            guard y >= top, y < top + 2 * visible else { return nil }
            let index = firstVisible(selected: selected, visible: visible, count: count) + (y - top) / 2
            return index < count ? index : nil
        }
        switch overlay {
        case .linkLibrary(let selected):
            return twoLineRows(top: inner.y, visible: max(1, (inner.height - 1) / 2), selected: selected, count: model.libraryEntries.count)
        case .walkthroughs(let selected):
            return twoLineRows(top: inner.y, visible: max(1, (inner.height - 1) / 2), selected: selected, count: model.walkthroughs.count)
        case .variants(let selected):
            return twoLineRows(top: inner.y + 1, visible: max(1, (inner.height - 2) / 2), selected: selected,
                               count: model.variants?.neighbours.count ?? 0)
        case .configuration(let selected):
            // The same lines the window draws, from the same first line, so a click picks what it hit.
            let lines = ConfigurationView.lines(model, selected: selected)
            let index = y - inner.y + ConfigurationView.firstShown(lines, selected: selected, visible: inner.height)
            return y >= inner.y && y < inner.maxY && lines.indices.contains(index) ? lines[index].row : nil
        case .help, .pushComposer, .quiz, .messageLog:
            return nil
        }
    }
}
