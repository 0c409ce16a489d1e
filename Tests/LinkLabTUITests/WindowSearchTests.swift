import Testing
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI

/// Ctrl-F inside a window works as it does in the decisions: a prompt on the status line, the first line
/// holding the query brought into view and highlighted, Enter or Ctrl-F again for the next, Esc back.
@Suite("Ctrl-F searches the open window")
struct WindowSearchTests {
    /// Whether a cell of the frame is drawn as a match: reverse video and underlined.
    static func highlighted(_ frame: Frame) -> Bool {
        (0..<frame.height).contains { y in (0..<frame.width).contains { frame[$0, y].style.reverse && frame[$0, y].style.underline } }
    }

    @Test("help: the query's first line scrolls into view, highlighted; Enter finds the next; Esc scrolls back")
    func help() throws {
        var model = try AppFixture.model()
        model.key(.function(1))
        let lines = model.windowTextLines().map(\.text)
        let wanted = try #require(lines.lastIndex { $0.contains("navigated") }, "help explains the outcome words")
        #expect(wanted >= ScreenLayout.windowTextRows(height: model.height), "out of view when help opens")
        model.key(.control("f"))
        #expect(model.windowSearch == WindowSearch(scrollBefore: 0, overlayBefore: .help))
        #expect(model.notice == Wording.text(of: .windowSearchPrompt))
        model.send(.text("NAVIGATED"))
        let match = try #require(model.windowSearch?.match)
        #expect(lines[match].lowercased().contains("navigated"))
        #expect(model.notice == Wording.text(of: .windowSearchFound("NAVIGATED")))
        let rows = ScreenLayout.windowTextRows(height: model.height)
        #expect((model.windowScroll..<model.windowScroll + rows).contains(match), "the match is in view")
        #expect(model.input.isEmpty, "nothing typed reaches the input line")
        let frame = model.frame
        #expect(Self.highlighted(frame), "\(frame.plainText())")
        model.key(.enter)
        // Enter: the next line down that holds it, or round again to the first.
        let holding = lines.indices.filter { lines[$0].lowercased().contains("navigated") }
        #expect(model.windowSearch?.match == (holding.count > 1 ? holding[1] : holding[0]))
        model.key(.escape)
        #expect(model.windowSearch == nil)
        #expect(model.windowScroll == 0)
        #expect(model.overlay == .help, "Esc ends the search first; the window stays")
    }

    @Test("a list: the match is selected; Ctrl-F again the next; a query no entry holds says so")
    func list() throws {
        var model = try AppFixture.model(walkthroughs: AppFixture.allWalkthroughs())
        model.key(.function(7))
        model.key(.control("f"))
        model.send(.text("cold"))
        let names = model.walkthroughs.map { "\($0.scenario.name) \($0.scenario.description ?? "")".lowercased() }
        let matches = names.indices.filter { names[$0].contains("cold") }
        #expect(matches.count > 1)
        #expect(model.overlay == .walkthroughs(selected: matches[0]))
        model.key(.control("f"))
        #expect(model.overlay == .walkthroughs(selected: matches[1]))
        model.send(.text("zzz-none"))
        #expect(model.windowSearch?.match == nil)
        #expect(model.notice == Wording.text(of: .windowSearchNotFound("coldzzz-none")))
        model.key(.escape)
        #expect(model.overlay == .walkthroughs(selected: 0), "Esc puts the selection back")
    }

    @Test("F6: a match selects the row at or below it; the message log scrolls to its match")
    func settingsAndLog() throws {
        var model = try AppFixture.model()
        model.key(.function(6))
        model.key(.control("f"))
        model.send(.text("running"))
        guard case .configuration(let selected)? = model.overlay else { Issue.record("F6 stays open"); return }
        let lines = model.settingsLines(selected: selected)
        let match = try #require(model.windowSearch?.match)
        #expect(lines[match].text.lowercased().contains("running"))
        #expect(lines[match...].compactMap(\.row).first == selected)
        #expect(Self.highlighted(model.frame))

        model = try AppFixture.model()
        model.note("a message worth finding")
        for n in 0..<40 { model.note("message \(n)") }
        model.key(.function(12))
        model.windowScroll = 0
        model.key(.control("f"))
        model.send(.text("worth finding"))
        let found = try #require(model.windowSearch?.match)
        #expect(model.windowTextLines()[found].text.contains("worth finding"))
        #expect(model.windowScroll == found, "the match is the window's top line")
    }

    @Test("in the push composer and the quiz Ctrl-F does nothing; help names it from the key table")
    func elsewhere() throws {
        var model = try AppFixture.model()
        model.key(.function(2))
        model.key(.control("f"))
        #expect(model.windowSearch == nil)
        model.key(.escape)
        model.key(.function(1))
        #expect(model.helpLines(width: 76).contains { $0.text.hasPrefix("^F") && $0.text.contains("window") })
    }
}

extension WindowSearchTests {
    @Test("a list its filter left empty: Ctrl-F says no line holds the query")
    func emptyList() throws {
        var model = try AppFixture.model()
        model.key(.function(5))
        model.send(.text("/"), .text("no-such-entry-text"))
        #expect(model.shownListEntries.isEmpty)
        model.key(.control("f"))
        model.send(.text("click"))
        #expect(model.windowSearch?.match == nil)
        #expect(model.notice == Wording.text(of: .windowSearchNotFound("click")))
    }
}
