import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// `/` in a list window (the link library, the walkthroughs, the variants), as lazygit and k9s start one:
/// what is typed next narrows the list to the entries holding it, whatever its case. j, k, g and G keep
/// moving in the list until `/` is pressed; while the filter is open they are letters of it.
public struct ListFilter: Sendable, Equatable {
    public var query = LineEditor()

    /// Whether an entry's text holds what is typed, case-insensitive; an empty filter keeps every entry.
    public func keeps(_ text: String) -> Bool {
        query.isEmpty || text.lowercased().contains(query.text.lowercased())
    }
}

extension AppModel {
    /// The text each entry of the open list window is filtered by (what its rows show), or nil when the
    /// window is not a list that filters.
    package func listEntryTexts() -> [String]? {
        switch overlay {
        case .linkLibrary:
            return libraryEntries.map { "\($0.link) \(Wording.outcomeAndCodes($0.outcome, codes: $0.codes)) \($0.note)" }
        case .walkthroughs:
            return walkthroughs.map { "\($0.scenario.name) \($0.scenario.description ?? "")" }
        case .variants:
            return (variants?.neighbours ?? []).map { "\(Wording.title(of: $0.variant)) \($0.decision.outcome.rawValue) \($0.mainCode ?? "") \($0.link.link)" }
        default:
            return nil
        }
    }

    /// The entries the open list window shows, as indices into its whole list: every entry, or those the
    /// filter keeps. A window's `selected` counts along these.
    package var shownListEntries: [Int] {
        guard let texts = listEntryTexts() else { return [] }
        guard let listFilter else { return Array(texts.indices) }
        return texts.indices.filter { listFilter.keeps(texts[$0]) }
    }

    /// The entry of the whole list the selection is on, or nil when the filter keeps none.
    package func listEntry(at selected: Int) -> Int? {
        let shown = shownListEntries
        return shown.indices.contains(selected) ? shown[selected] : nil
    }

    /// Whether the open window is a list that `/` filters.
    package var filtersList: Bool { listEntryTexts() != nil }

    /// `/`: opens the filter in a list window; in any other window it does nothing.
    mutating func startListFilter() {
        guard filtersList, listFilter == nil else { return }
        listFilter = ListFilter()
    }

    /// Typed or pasted text while the filter is open: the filter grows and the selection goes to the first entry kept.
    mutating func typeInListFilter(_ text: String) {
        guard var filter = listFilter else { return }
        _ = filter.query.insert(String(text.filter { !$0.isNewline }.prefix(200)))
        listFilter = filter
        select(0)
    }

    /// Typed or pasted text goes to an open window's search prompt, else to an open list filter; false when
    /// neither is open.
    mutating func typeInOpenPrompt(_ text: String) -> Bool {
        if windowSearch != nil, overlay != nil {
            typeInWindowSearch(text)
            return true
        }
        if listFilter != nil, filtersList {
            typeInListFilter(text)
            return true
        }
        return false
    }

    /// A key while the filter is open. Esc clears the filter and keeps the entry selected (a second Esc closes
    /// the window); Backspace on an empty filter closes it; an editing key edits it. Nil: the key acts as usual.
    mutating func pressInListFilter(_ key: Key) -> [AppEffect]? {
        guard var filter = listFilter, filtersList else { return nil }
        switch key {
        case .escape:
            clearListFilter()
            return []
        case .backspace where filter.query.isEmpty:
            clearListFilter()
            return []
        case .letter(let letter):
            // j, k, g and G are letters of the filter while it is open.
            typeInListFilter(String(letter))
            return []
        case .home, .end:
            // Home and End go to the list's first and last entry, as without a filter.
            return nil
        default:
            guard filter.query.handle(key) else { return nil }
            listFilter = filter
            select(0)
            return []
        }
    }

    /// Closes the filter; the entry that was selected stays selected in the whole list.
    mutating func clearListFilter() {
        let entry = selectedListPosition.flatMap(listEntry(at:))
        listFilter = nil
        select(entry ?? 0)
    }

    /// The open list window's selection, counted along the entries shown.
    var selectedListPosition: Int? {
        switch overlay {
        case .linkLibrary(let s), .walkthroughs(let s), .variants(let s): s
        default: nil
        }
    }

    /// Puts the open list window's selection on the `position`th entry shown.
    mutating func select(_ position: Int) {
        switch overlay {
        case .linkLibrary: overlay = .linkLibrary(selected: position)
        case .walkthroughs: overlay = .walkthroughs(selected: position)
        case .variants: overlay = .variants(selected: position)
        default: break
        }
    }
}
