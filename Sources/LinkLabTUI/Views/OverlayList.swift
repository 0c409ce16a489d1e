import LinkLabTUIModel
import LinkLabFrames

/// Where the rows of a list window are: the windows draw with `ScreenLayout`'s numbers, which a click reads too.
extension OverlayView {
    /// The inner area of every window (see `window`).
    static func inner(width: Int, height: Int) -> Rect { ScreenLayout.windowInner(width: width, height: height) }
}
