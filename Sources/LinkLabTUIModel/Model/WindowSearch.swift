import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// Ctrl-F inside an open window (help, the message log, F6's settings, the lists), as the decisions search
/// works: the prompt is on the status line, the first line holding what is typed comes into view highlighted,
/// Enter or Ctrl-F again finds the next, and Esc puts the window back where it was.
public struct WindowSearch: Sendable, Equatable {
    public var query = LineEditor()
    /// The window's line (help, the log, F6) or shown entry (a list) the match is on; nil with none.
    public internal(set) var match: Int?
    /// The text window's scroll and the list's selection when the search began: Esc goes back to them.
    public let scrollBefore: Int
    public let overlayBefore: Overlay

    /// What the window highlights: the query, when there is one.
    public var highlight: String? { query.isEmpty ? nil : query.text }
}

extension AppModel {
    /// The lines Ctrl-F searches in the open window, top to bottom, or nil when the window has none to search
    /// (the push composer's fields take the keys; the quiz asks).
    package func windowSearchLines() -> [String]? {
        switch overlay {
        case .help, .messageLog:
            return windowTextLines().map(\.text)
        case .configuration(let selected):
            return settingsLines(selected: selected).map(\.text)
        case .linkLibrary, .walkthroughs, .variants:
            guard let texts = listEntryTexts() else { return nil }
            return shownListEntries.map { texts[$0] }
        case .pushComposer, .quiz, nil:
            return nil
        }
    }

    /// Ctrl-F in a window: opens the search on the status line; pressed again (or Enter), the next match down.
    mutating func searchWindow() {
        guard let overlay, windowSearchLines() != nil else { return }
        guard var search = windowSearch else {
            windowSearch = WindowSearch(scrollBefore: windowScroll, overlayBefore: overlay)
            show(Wording.text(of: .windowSearchPrompt))
            return
        }
        findWindowMatch(in: &search, from: search.match.map { $0 + 1 })
        windowSearch = search
    }

    /// A key while a window's search is open: Enter and Ctrl-F find the next match, Esc puts the window back,
    /// an editing key edits the query; any other key ends the search where it is and acts as usual. Nil: the
    /// key is not the search's.
    mutating func pressInWindowSearch(_ key: Key) -> [AppEffect]? {
        guard var search = windowSearch else { return nil }
        switch key {
        case .enter:
            searchWindow()
            return []
        case .escape:
            cancelWindowSearch()
            return []
        case .letter(let letter):
            typeInWindowSearch(String(letter))
            return []
        default:
            if KeyTable.action(for: key, in: .overlay) == .searchWindow {
                searchWindow()
                return []
            }
            guard search.query.handle(key) else {
                windowSearch = nil
                return nil
            }
            findWindowMatch(in: &search, from: nil)
            windowSearch = search
            return []
        }
    }

    /// Esc: the search ends and the window goes back to where it was when the search began.
    mutating func cancelWindowSearch() {
        guard let search = windowSearch else { return }
        windowScroll = search.scrollBefore
        overlay = search.overlayBefore
        windowSearch = nil
    }

    /// Typed or pasted text while a window's search is open: the query grows, and the first match shows.
    mutating func typeInWindowSearch(_ text: String) {
        guard var search = windowSearch else { return }
        _ = search.query.insert(String(text.filter { !$0.isNewline }.prefix(200)))
        findWindowMatch(in: &search, from: nil)
        windowSearch = search
    }

    /// Finds the query on a line of the window from `start` (nil: the top) downwards, then round again from the
    /// top, and brings it into view: a text window scrolls to it, a list or F6 selects it (or F6's nearest row).
    private mutating func findWindowMatch(in search: inout WindowSearch, from start: Int?) {
        let query = search.query.text.lowercased()
        guard !query.isEmpty else {
            search.match = nil
            show(Wording.text(of: .windowSearchPrompt))
            return
        }
        let lines = windowSearchLines() ?? []
        let first = min(start ?? 0, lines.count)
        let order = Array(first..<lines.count) + Array(0..<first)
        guard let line = order.first(where: { lines[$0].lowercased().contains(query) }) else {
            search.match = nil
            show(Wording.text(of: .windowSearchNotFound(DisplayText.sanitize(search.query.text, limit: 30))))
            return
        }
        search.match = line
        switch overlay {
        case .help, .messageLog:
            windowScroll = min(line, windowScrollLimit)
        case .configuration(let selected):
            let rows = settingsLines(selected: selected)
            let row = rows[line...].lazy.compactMap(\.row).first ?? rows[..<line].compactMap(\.row).last ?? selected
            overlay = .configuration(selected: row)
        case .linkLibrary, .walkthroughs, .variants:
            select(line)
        case .pushComposer, .quiz, nil:
            break
        }
        show(Wording.text(of: .windowSearchFound(DisplayText.sanitize(search.query.text, limit: 30))))
    }
}
