import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// `/` in a list window filters it, as lazygit and k9s do: j, k, g and G keep moving until `/` is pressed;
/// after it what is typed narrows the list, Backspace edits, Esc clears the filter and a second Esc closes.
@Suite("Filtering a list window")
struct ListFilterTests {
    static func walkthroughList() throws -> AppModel {
        var model = try AppFixture.model(walkthroughs: AppFixture.allWalkthroughs())
        model.key(.function(7))
        return model
    }

    /// The walkthroughs whose name or description holds `text`, whatever its case, worked out here.
    static func holding(_ text: String, in model: AppModel) -> [String] {
        model.walkthroughs.map(\.scenario).filter { "\($0.name) \($0.description ?? "")".lowercased().contains(text.lowercased()) }.map(\.name)
    }

    @Test("/ opens the filter; typed text narrows the list to the entries holding it, whatever its case", arguments: ["cold", "COLD", "Safari"])
    func narrows(text: String) throws {
        let store = TestStore(try Self.walkthroughList())
        store.send(.text("/")) { $0.listFilter = ListFilter() }
        store.send(.text(text)) {
            $0.listFilter = ListFilter(query: LineEditor(text: text))
        }
        let model = store.model
        let expected = Self.holding(text, in: model)
        #expect(!expected.isEmpty && expected.count < model.walkthroughs.count, "a text some walkthroughs hold")
        #expect(model.shownListEntries.map { model.walkthroughs[$0].scenario.name } == expected)
        let frame = model.frame
        #expect(frame.row(frame.height - 5).contains("filter: \(text)"), "the window's last row says the filter: \(frame.plainText())")
        #expect(frame.plainText().contains(expected[0]))
    }

    @Test("j, k, g and G move before / and are letters of the filter after it")
    func lettersAfterSlash() throws {
        let store = TestStore(try Self.walkthroughList())
        store.send(.text("j")) { $0.overlay = .walkthroughs(selected: 1) }
        store.send(.text("/")) { $0.listFilter = ListFilter() }
        store.send(.text("jkgG")) {
            $0.listFilter = ListFilter(query: LineEditor(text: "jkgG"))
            $0.overlay = .walkthroughs(selected: 0)
        }
        #expect(store.model.shownListEntries.isEmpty)
        #expect(store.model.frame.plainText().contains(Wording.noEntryMatches))
    }

    @Test("Backspace edits the filter; Esc clears it and keeps the entry selected; a second Esc closes the window")
    func backspaceAndEscape() throws {
        let store = TestStore(try Self.walkthroughList())
        store.send(.text("/")) { $0.listFilter = ListFilter() }
        store.send(.text("coldx")) { $0.listFilter = ListFilter(query: LineEditor(text: "coldx")) }
        #expect(store.model.shownListEntries.isEmpty)
        store.send(.key(.backspace)) { $0.listFilter = ListFilter(query: LineEditor(text: "cold")) }
        #expect(!store.model.shownListEntries.isEmpty)
        store.send(.key(.down)) { $0.overlay = .walkthroughs(selected: 1) }
        let entry = store.model.shownListEntries[1]
        store.send(.key(.escape)) {
            $0.listFilter = nil
            $0.overlay = .walkthroughs(selected: entry)
        }
        store.send(.key(.escape)) { $0.overlay = nil }
    }

    @Test("Enter chooses the entry selected among those the filter keeps")
    func enterChooses() throws {
        var model = try Self.walkthroughList()
        let chosen = try #require(model.walkthroughs.last)
        model.send(.text("/"), .text(chosen.scenario.name))
        #expect(model.shownListEntries == [model.walkthroughs.count - 1])
        model.key(.enter)
        #expect(model.walkthrough?.walkthrough.scenario.name == chosen.scenario.name)
    }

    @Test("the link library and the variants filter too; help names / from the key table")
    func otherLists() throws {
        var model = try AppFixture.model()
        model.key(.function(5))
        let all = model.libraryEntries.count
        // The words of the last entry's note, in capitals: the filter keeps it, whatever the case.
        let words = try #require(model.libraryEntries.last).note.uppercased()
        model.send(.text("/"), .text(words))
        let kept = model.shownListEntries
        try #require(!kept.isEmpty && kept.count < all, "\(words)")
        #expect(kept.contains(all - 1))
        model.key(.enter)
        #expect(model.input.text == model.libraryEntries[kept[0]].link)

        model = try AppFixture.model()
        model.send(.paste("https://demo.q2.com/experimental/uux.aspx#/settings/profile"))
        model.key(.control("v"))
        let neighbours = try #require(model.variants).neighbours
        model.send(.text("/"), .text(Wording.title(of: neighbours[1].variant)))
        #expect(model.shownListEntries.contains(1) && model.shownListEntries.count < neighbours.count)

        model.key(.function(1))
        #expect(model.helpLines(width: 76).contains { $0.text.hasPrefix("/ ") && $0.text.contains("filter") })
    }

    @Test("/ in a window that is no list opens nothing")
    func notAList() throws {
        var model = try AppFixture.model()
        model.key(.function(1))
        model.send(.text("/"))
        #expect(model.listFilter == nil)
    }
}

extension ListFilterTests {
    @Test("while a filter is open the hint bar's Esc says Clear, and a click on it clears the filter, not the window")
    func hintBarEsc() throws {
        var model = try Self.walkthroughList()
        model.send(.text("/"), .text("cold"))
        let item = try #require(HintBar.items(model, width: 80).first { $0.binding.action == .closeOverlay })
        #expect(model.frame.row(23).hasPrefix("Esc Clear"))
        model.send(.mouse(MouseEvent(.press(button: 0), x: item.x, y: 23)))
        #expect(model.listFilter == nil)
        #expect(model.overlay != nil)
        #expect(model.frame.row(23).hasPrefix("Esc Close"))
    }
}
