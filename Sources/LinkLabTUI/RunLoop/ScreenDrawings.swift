import LinkLabFrames
import LinkLabTUIModel
import Synchronization

/// The frame drawn last and the inputs its parts were drawn from, so the next frame redraws only the parts
/// whose input changed: a key on the input line redraws the input line, not the whole screen.
///
/// Kept by the run loop (`RenderCaches`), as `DecisionBlockCache` is. A part is kept only when its input is
/// equal to the one it was drawn from, so models that diverge still get their own drawing: a kept frame is a
/// shortcut to `AppRenderer.renderWhole`, never a different answer.
extension DrawingMemo {
    private struct Kept: Sendable {
        var frame: Frame
        var parts: ScreenParts
        /// The parts the frame redrew; nil when it was drawn whole.
        var redrawn: [ScreenParts.Part]?
    }

    func render(_ model: AppModel, blocks: DecisionBlockCache) -> Frame {
        // The size message and the windows are drawn whole: they are not what a typing key redraws.
        guard !model.showsSizeMessage, model.overlay == nil else {
            kept.withLock { $0 = nil }
            return AppRenderer.renderWhole(model, blocks: blocks)
        }
        let parts = ScreenParts(model, blocks: blocks)
        let drawn = model.drawnSize
        // Taken out, so the kept frame's cells are not shared with the frame changed below.
        let last = kept.withLock { kept -> Kept? in
            defer { kept = nil }
            return kept as? Kept
        }
        var frame: Frame
        var redrawn: [ScreenParts.Part]?
        if let last, last.frame.width == drawn.width, last.frame.height == drawn.height {
            frame = last.frame
            frame.cursor = nil
            redrawn = ScreenParts.Part.allCases.filter { !parts.same($0, as: last.parts) }
            for part in redrawn ?? [] {
                frame.fill(parts.rect(part))
                parts.draw(part, into: &frame)
            }
        } else {
            frame = Frame(width: drawn.width, height: drawn.height)
            for part in ScreenParts.Part.allCases { parts.draw(part, into: &frame) }
        }
        let inputRow = parts.layout.row(parts.layout.inputRow)
        frame.fill(inputRow)
        frame.drawing(in: inputRow) { InputLine.draw(model, row: parts.layout.inputRow, into: &$0) }
        kept.withLock { $0 = Kept(frame: frame, parts: parts, redrawn: redrawn) }
        return frame
    }

    /// The parts the last frame redrew besides the input line: nil when it was drawn whole (the first frame,
    /// a new size, a window). What tests read to see that a key redraws the input line only.
    var lastRedrawn: [ScreenParts.Part]? { kept.withLock { ($0 as? Kept)?.redrawn } }
}
