import LinkLabFrames
import LinkLabTUIModel
import Synchronization

/// The frame drawn last and the inputs its parts were drawn from, so the next frame redraws only the parts
/// whose input changed: a key on the input line redraws the input line, not the whole screen.
///
/// Kept by the run loop (`RenderCaches`), as `DecisionBlockCache` is. A part is kept only when its input is
/// equal to the one it was drawn from, so models that diverge still get their own drawing: a kept frame is a
/// shortcut to `AppRenderer.renderWhole`, never a different answer.
///
/// The frame is written in place. The host holds on to the frame it was given (to compare the next one with),
/// so the memo keeps the frame before it too, which the host has let go of by then, with the rows the newer
/// frame redrew: the next frame is that older one brought up to date on those rows, then drawn where its inputs
/// changed, and no whole frame is copied for a key.
extension DrawingMemo {
    /// A reference, so that what is kept (a model, two frames and the parts' inputs) moves in and out of the
    /// memo without being copied. Unchecked: it is read and changed only while taken out of the memo's mutex, by
    /// the one render that took it.
    private final class Kept: @unchecked Sendable {
        /// The model the frame was drawn for, without its history.
        let model: ModelWithoutHistory
        let frame: Frame
        let parts: ScreenParts
        /// The parts the frame redrew; nil when it was drawn whole.
        let redrawn: [ScreenParts.Part]?
        /// The frame drawn before `frame`, at the same size, to draw the next one into.
        var older: Frame?
        /// The rows where `older` may differ from `frame`: those `frame` redrew.
        let olderBehind: [Range<Int>]

        init(model: ModelWithoutHistory, frame: Frame, parts: ScreenParts, redrawn: [ScreenParts.Part]?, older: Frame?, olderBehind: [Range<Int>]) {
            self.model = model
            self.frame = frame
            self.parts = parts
            self.redrawn = redrawn
            self.older = older
            self.olderBehind = olderBehind
        }
    }

    func render(_ model: AppModel, blocks: DecisionBlockCache) -> Frame {
        // The size message and the windows are drawn whole: they are not what a typing key redraws.
        guard !model.showsSizeMessage, model.overlay == nil else {
            kept.withLock { $0 = nil }
            return AppRenderer.renderWhole(model, blocks: blocks)
        }
        // Taken out, so the kept frames' cells are not shared with the frame changed below.
        let last = kept.withLock { kept -> Kept? in
            defer { kept = nil }
            return kept as? Kept
        }
        // The older frame is moved out, never copied, so its cells have one owner and are written in place.
        var spare: Frame?
        if let last { swap(&spare, &last.older) }
        let drawn = model.drawnSize
        // A model that changed only where the input line draws keeps every other part as it was drawn: nothing
        // is read from it again.
        let onlyInputLine = last.map {
            $0.frame.width == drawn.width && $0.frame.height == drawn.height && $0.model.differsOnlyInInputLine(model)
        } ?? false
        let parts = onlyInputLine ? last!.parts : ScreenParts(model, blocks: blocks) { inputs in
            // The hint bar's items are worked out again only when what they are worked out from changed.
            if let last, last.parts.hintInputs == inputs { return last.parts.hints }
            return inputs.items
        }
        let inputRow = parts.layout.row(parts.layout.inputRow)
        var frame: Frame
        var redrawn: [ScreenParts.Part]?
        var older: Frame?
        var behind: [Range<Int>] = []
        if let last, last.frame.width == drawn.width, last.frame.height == drawn.height {
            redrawn = onlyInputLine ? [] : ScreenParts.Part.allCases.filter { !parts.same($0, as: last.parts) }
            if spare?.width == drawn.width, spare?.height == drawn.height {
                // The frame before last, brought up to the last one where they differ, without a copy of the whole.
                frame = spare.take()!
                for rows in last.olderBehind { frame.copyRows(rows, from: last.frame) }
            } else {
                frame = last.frame
            }
            frame.cursor = nil
            for part in redrawn ?? [] {
                frame.fill(parts.rect(part))
                parts.draw(part, into: &frame)
                let rect = parts.rect(part)
                behind.append(rect.y..<rect.y + rect.height)
            }
            older = last.frame
        } else {
            frame = Frame(width: drawn.width, height: drawn.height)
            for part in ScreenParts.Part.allCases { parts.draw(part, into: &frame) }
        }
        frame.fill(inputRow)
        frame.drawing(in: inputRow) { InputLine.draw(model, row: parts.layout.inputRow, into: &$0) }
        behind.append(inputRow.y..<inputRow.y + inputRow.height)
        // The host compares this frame with the last one it was given: only the rows drawn since can differ.
        if let last = older { frame.stamp(drawnFrom: last, changedRows: behind) }
        kept.withLock { $0 = Kept(model: ModelWithoutHistory(model), frame: frame, parts: parts, redrawn: redrawn, older: older, olderBehind: behind) }
        return frame
    }

    /// The parts the last frame redrew besides the input line: nil when it was drawn whole (the first frame,
    /// a new size, a window). What tests read to see that a key redraws the input line only.
    var lastRedrawn: [ScreenParts.Part]? { kept.withLock { ($0 as? Kept)?.redrawn } }
}
