import Testing
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI

/// Ctrl-F searches the decisions: a prompt on the status line, the newest match scrolled to the pane's top
/// and highlighted, Enter or Ctrl-F again for the next older one, Esc back to where the pane was.
@Suite("Ctrl-F searches the decisions")
struct DecisionSearchTests {
    static func model() throws -> AppModel {
        var model = try AppFixture.model(size: .standard)
        model.open("q2mob://open?targetPage=#/messages")
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        model.open("q2mob://open?targetPage=%23%2Ftransfer")
        return model
    }

    @Test("typing finds the newest line that holds the query, out of view, and scrolls it to the pane's top")
    func findsOutOfView() throws {
        var model = try Self.model()
        let before = model.scrollBack
        #expect(!model.screenText.contains("unencoded-target-page"))
        model.key(.control("f"))
        #expect(model.search == DecisionSearch(scrollBefore: before))
        #expect(model.notice?.hasPrefix("Search the decisions") == true)
        model.send(.text("UNENCODED"))
        let found = try #require(model.search?.matchLine)
        #expect(model.notice?.hasPrefix("Found \"UNENCODED\"") == true, "\(model.notice ?? "")")
        #expect(model.input.isEmpty, "the query is not typed into the input line")
        #expect(model.scrollBack > before)
        // The match is highlighted: reverse video and underlined, so it shows without colour.
        let frame = model.frame
        let row = try #require((0..<frame.height).first { frame.row($0).contains("unencoded") })
        let column = try #require(Array(frame.rowText(row)).firstIndex(of: "u").map { $0 })
        _ = column
        #expect((0..<frame.width).contains { frame[$0, row].style.reverse && frame[$0, row].style.underline })
        // Again: the next older match; Esc goes back to where the pane was.
        model.key(.control("f"))
        #expect(model.search?.matchLine.map { $0 < found } == true)
        model.key(.escape)
        #expect(model.search == nil)
        #expect(model.scrollBack == before)
    }

    @Test("a query no line holds says so, and another key ends the search and acts")
    func notFound() throws {
        var model = try Self.model()
        model.key(.control("f"))
        model.send(.text("no-such-words"))
        #expect(model.search?.matchLine == nil)
        #expect(model.notice == "No decision line holds \"no-such-words\". Esc goes back.")
        model.key(.function(5))
        #expect(model.search == nil)
        #expect(model.overlay == .linkLibrary(selected: 0))
    }
}
