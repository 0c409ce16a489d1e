import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The message log: every status message of the session, whole, with its time (UTC), newest at the
/// bottom. The status line shows a short form; the log keeps the long one (a saved file's whole path).
/// It opens at its end and scrolls as help does.
enum MessageLogView {
    static func draw(_ model: AppModel, into frame: inout Frame) {
        let inner = OverlayView.window(Wording.messageLogTitle(count: model.messageLog.count), into: &frame)
        guard inner.width > 2, inner.height > 0 else { return }
        guard !model.messageLog.isEmpty else {
            _ = frame.put(Wording.noMessagesYet, x: inner.x + 1, y: inner.y, style: Styles.muted)
            return
        }
        OverlayView.drawText(model, in: inner, into: &frame)
    }
}
