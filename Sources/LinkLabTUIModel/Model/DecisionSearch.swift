import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// Ctrl-F's search of the decisions pane: what is typed, where the match is, and the scroll to go back to.
public struct DecisionSearch: Sendable, Equatable {
    public var query = LineEditor()
    /// The pane's line the match is on, counted from the oldest line of the oldest decision; nil with none.
    public internal(set) var matchLine: Int?
    /// The decisions pane's scroll when the search began: Esc goes back to it.
    public let scrollBefore: Int

    /// What the pane highlights: the query, when there is one.
    public var highlight: String? { query.isEmpty ? nil : query.text }
}

extension AppModel {
    /// Ctrl-F: opens the search on the status line; pressed again (or Enter), finds the next older match.
    mutating func searchDecisions() {
        guard var search else {
            search = DecisionSearch(scrollBefore: scrollBack)
            show(Wording.text(of: .searchPrompt))
            return
        }
        findMatch(in: &search, from: search.matchLine.map { $0 - 1 })
        self.search = search
    }

    /// A key while the search is open: Enter and Ctrl-F find the next match, Esc goes back to where the pane
    /// was, an editing key edits the query; any other key ends the search where it is and acts as usual.
    /// Returns nil when the key is not the search's.
    mutating func pressInSearch(_ key: Key) -> [AppEffect]? {
        guard var search else { return nil }
        switch key {
        case .enter:
            searchDecisions()
            return []
        case .escape:
            scrollBack = search.scrollBefore
            self.search = nil
            return []
        default:
            if KeyTable.action(for: key, in: .main) == .searchDecisions {
                searchDecisions()
                return []
            }
            guard search.query.handle(key) else {
                self.search = nil
                return nil
            }
            findMatch(in: &search, from: nil)
            self.search = search
            return []
        }
    }

    /// Typed or pasted text while the search is open: the query grows, and the newest match shows.
    mutating func typeInSearch(_ text: String) {
        guard var search else { return }
        _ = search.query.insert(text.filter { !$0.isNewline })
        findMatch(in: &search, from: nil)
        self.search = search
    }

    /// Finds the query on a line of the pane, from `start` (nil: the newest line) towards the oldest, then
    /// round again from the newest, and scrolls so the match is the pane's top line.
    private mutating func findMatch(in search: inout DecisionSearch, from start: Int?) {
        let query = search.query.text.lowercased()
        let shown = query.isEmpty ? [] : decisionPaneText()
        guard !query.isEmpty, !shown.isEmpty else {
            search.matchLine = nil
            show(Wording.text(of: .searchPrompt))
            return
        }
        let first = min(start ?? shown.count - 1, shown.count - 1)
        let order = Array(stride(from: first, through: 0, by: -1)) + Array(stride(from: shown.count - 1, to: first, by: -1))
        guard let line = order.first(where: { shown[$0].lowercased().contains(query) }) else {
            search.matchLine = nil
            show(Wording.text(of: .searchNotFound(DisplayText.sanitize(search.query.text, limit: 30))))
            return
        }
        search.matchLine = line
        scrollBack = max(0, shown.count - (line + decisionsPaneSize.height))
        show(Wording.text(of: .searchFound(DisplayText.sanitize(search.query.text, limit: 30))))
    }

    /// Every line of the decisions pane as text, oldest first, wrapped as the pane wraps them.
    private func decisionPaneText() -> [String] {
        let width = decisionsPaneSize.width
        return (0..<min(shownDecisionCount, state.history.count)).flatMap { decisionLines(at: $0, width: width).map(\.text) }
    }
}
