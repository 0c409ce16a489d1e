import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// The status line: the current route, who is signed in, whether the app is installed and running, and the pending navigation.
enum StatusBar {
    /// The widest message the status line shows whole (`AppModel.statusMessageRoom`).
    static func messageRoom(width: Int) -> Int { AppModel.statusMessageRoom(width: width) }

    /// Everything the status line draws from: the state's parts, most important first, and the message.
    typealias Input = StatusBarInput

    static func draw(_ input: Input, row: Int, into frame: inout Frame) {
        frame.fillRow(row, style: Styles.bar)
        var parts = input.parts
        // A message is what the person needs now: when it and the state do not fit together, the
        // state parts go, last first (the phone shows who is signed in, and where).
        // Every part may go, so any message of up to `messageRoom` columns shows whole; F12 keeps every one.
        let message = input.message
        let room = frame.width - (message.map { CharacterWidth.of($0) + 4 } ?? 0)
        while parts.count > (message == nil ? 1 : 0), CharacterWidth.of(" " + parts.joined(separator: "  │  ")) > room { parts.removeLast() }
        var used = 0
        if !parts.isEmpty, CharacterWidth.of(" " + parts.joined(separator: "  │  ")) <= room || message == nil {
            used = frame.put(" " + parts.joined(separator: "  │  "), x: 0, y: row, style: CellStyle(bold: true, reverse: true), maxWidth: frame.width)
        }
        if let message, used + 4 < frame.width {
            let text = TextWrap.truncated(message, width: parts.isEmpty ? messageRoom(width: frame.width) : frame.width - used - 3)
            _ = frame.put(text, x: frame.width - CharacterWidth.of(text) - 1, y: row, style: Styles.bar)
        }
    }
}

/// The input line: type or paste a link; Enter opens it. What was typed is shown sanitised.
enum InputLine {
    static let prompt = Wording.inputPrompt

    static func draw(_ model: AppModel, row: Int, into frame: inout Frame) {
        let promptWidth = frame.put(prompt, x: 0, y: row, style: Styles.title)
        let room = frame.width - promptWidth - 1
        let input = model.input
        if input.isEmpty {
            let placeholder = Wording.inputPlaceholder(walkthroughFinished: model.walkthrough?.isFinished)
            _ = frame.put(placeholder, x: promptWidth, y: row, style: Styles.muted, maxWidth: room)
            frame.cursor = Point(x: promptWidth, y: row)
            return
        }
        // Only what can show is sanitised and measured, so drawing costs the same for a line of
        // 20,000 characters as for one of 20. Each shown character takes at least one column,
        // so twice the room (for marks that join their neighbour) is plenty.
        let (rawBefore, rawAfter) = input.around(cursor: 2 * max(0, room) + 8)
        let before = DisplayText.sanitize(rawBefore, limit: .max)
        let after = DisplayText.sanitize(rawAfter, limit: .max)
        // Scroll horizontally so the cursor stays visible: keep the end of `before` that fits.
        var start = before.endIndex
        var columns = 0
        while start > before.startIndex {
            let previous = before.index(before: start)
            let width = CharacterWidth.of(before[previous])
            if columns + width > room - 1 { break }
            columns += width
            start = previous
        }
        let x = frame.put(String(before[start...]), x: promptWidth, y: row)
        _ = frame.put(after, x: promptWidth + x, y: row, maxWidth: room - x)
        frame.cursor = Point(x: promptWidth + x, y: row)
    }
}

/// The bottom row: the keys that work now, from the key table. Help and Quit always show, at the
/// right; the others fill the rest from the left. Each key shows its Ctrl chord too (`F2/^N`)
/// when all of them fit, since many terminals and laptops take the F-keys.
enum HintBar {
    /// One key in the bar, where it is drawn: what a click on it runs (`AppModel.hintItems`).
    typealias Item = HintItem

    /// The keys the bar shows and where: the model works them out, and the bar draws them.
    static func items(_ model: AppModel, width: Int) -> [Item] { model.hintItems(width: width) }

    static func draw(_ items: [Item], row: Int, into frame: inout Frame) {
        for item in items {
            let x = item.x + frame.put(item.keys, x: item.x, y: row, style: Styles.key)
            _ = frame.put(" " + item.label + " ", x: x, y: row)
        }
    }
}
