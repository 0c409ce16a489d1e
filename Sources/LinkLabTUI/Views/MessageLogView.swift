import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The message log: every status message of the session, whole, with its time (UTC), newest at the
/// bottom. The status line shows a short form; the log keeps the long one (a saved file's whole path).
enum MessageLogView {
    static func lines(_ model: AppModel, width: Int) -> [(String, CellStyle)] {
        var rows: [(String, CellStyle)] = []
        for message in model.messageLog {
            let stamp = message.clockText + "  "
            let pieces = TextWrap.lines(message.text, width: max(1, width - CharacterWidth.of(stamp)))
            for (i, piece) in pieces.enumerated() {
                rows.append(((i == 0 ? stamp : String(repeating: " ", count: CharacterWidth.of(stamp))) + piece, .plain))
            }
        }
        return rows
    }

    static func draw(_ model: AppModel, into frame: inout Frame) {
        let inner = OverlayView.window(Wording.messageLogTitle(count: model.messageLog.count), into: &frame)
        guard inner.width > 2, inner.height > 0 else { return }
        guard !model.messageLog.isEmpty else {
            _ = frame.put(Wording.noMessagesYet, x: inner.x + 1, y: inner.y, style: Styles.muted)
            return
        }
        // The newest messages are the ones worth reading: show the end of the log.
        let rows = lines(model, width: inner.width - 2)
        let shown = rows.suffix(inner.height)
        var y = inner.y
        for (text, style) in shown {
            _ = frame.put(text, x: inner.x + 1, y: y, style: style, maxWidth: inner.width - 2)
            y += 1
        }
    }
}
