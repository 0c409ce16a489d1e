import LinkLabTUIModel
import Synchronization

/// The frame drawn last, kept between frames by the run loop (`RenderCaches`) for `ScreenDrawings`: a
/// reference the model never holds, whose contents only the views read and write.
final class DrawingMemo: Sendable {
    let kept = Mutex<(any Sendable)?>(nil)
}
