import LinkLabTUIModel
/// What the run loop keeps between frames so that drawing after a key costs little: the frame drawn last with
/// what its parts were drawn from, and each decision's wrapped lines. The model holds none of it, so it stays a
/// plain value; a cache only ever shortcuts `AppRenderer.renderWhole`, never changes its answer.
public final class RenderCaches: Sendable {
    let drawings = DrawingMemo()
    let decisionBlocks = DecisionBlockCache()

    public init() {}
}
