import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// One line of a window that scrolls as text (help, the message log), indented by `indent` columns.
package struct WindowTextLine: Equatable {
    package var text: String
    package var tone: Tone = .plain
    package var indent = 0
}

extension AppModel {
    /// The lines of the text window open now (help, the message log), wrapped to the window; empty for any other.
    package func windowTextLines() -> [WindowTextLine] {
        let width = ScreenLayout.windowTextWidth(width: width)
        switch overlay {
        case .help: return helpLines(width: width)
        case .messageLog: return messageLogLines(width: width)
        default: return []
        }
    }

    /// F1: every key of the key table, grouped as they work (the main screen, then any window), then the
    /// input line's editing chords, the mouse, and what the outcome words mean.
    package func helpLines(width: Int) -> [WindowTextLine] {
        var rows = [WindowTextLine(text: Wording.helpMainKeysHeading, tone: .title)]
        // The keys' names in a column as wide as the widest, and a space.
        let hang = (KeyTable.bindings.filter(\.inHelp).map { CharacterWidth.of($0.keysLabel) }.max() ?? 0) + 1
        func keys(_ contexts: [KeyContext]) {
            for b in KeyTable.bindings where contexts.contains(b.context) && b.inHelp {
                rows.append(WindowTextLine(text: b.keysLabel.padded(to: hang) + b.help, indent: 1))
            }
        }
        keys([.main, .global])
        rows.append(WindowTextLine(text: Wording.helpWindowKeysHeading, tone: .title))
        keys([.overlay])
        rows.append(WindowTextLine(text: Wording.helpEditing))
        rows.append(WindowTextLine(text: Wording.helpMouse))
        rows.append(WindowTextLine(text: Wording.helpOutcomes, tone: .muted))
        return rows.flatMap { row in
            // A key's words wrap under its words, not under its name.
            let hang = row.indent > 0 ? hang : 0
            return TextWrap.lines(row.text, width: max(1, width - row.indent - hang)).enumerated().map { index, piece in
                WindowTextLine(text: (index > 0 ? String(repeating: " ", count: hang) : "") + piece, tone: row.tone, indent: row.indent)
            }
        }
    }

    /// F12: every status message whole, with its time (UTC), oldest first.
    package func messageLogLines(width: Int) -> [WindowTextLine] {
        var rows: [WindowTextLine] = []
        for message in messageLog {
            let stamp = message.clockText + "  "
            let pad = String(repeating: " ", count: CharacterWidth.of(stamp))
            for (i, piece) in TextWrap.lines(message.text, width: max(1, width - CharacterWidth.of(stamp))).enumerated() {
                rows.append(WindowTextLine(text: (i == 0 ? stamp : pad) + piece))
            }
        }
        return rows
    }

    /// How far a text window can scroll: its lines less the rows it shows.
    package var windowScrollLimit: Int {
        max(0, windowTextLines().count - ScreenLayout.windowTextRows(height: height))
    }
}

extension ScreenLayout {
    /// The columns a text window's lines wrap at: the window's inside less a column each side, at most 92.
    package static func windowTextWidth(width: Int) -> Int { min(96, width) - 4 }

    /// The rows a text window shows lines in: its inside less the last row, which says what is out of view.
    package static func windowTextRows(height: Int) -> Int { max(1, windowInner(width: 80, height: height).height - 1) }
}
