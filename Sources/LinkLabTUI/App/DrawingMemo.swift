import Synchronization

/// The frame drawn last, kept between frames for the views (`ScreenDrawings`). The model only
/// carries it, as it carries `DecisionBlockCache`: a reference shared by copies of the model, whose
/// contents only the views read and write.
final class DrawingMemo: Sendable {
    let kept = Mutex<(any Sendable)?>(nil)
}
