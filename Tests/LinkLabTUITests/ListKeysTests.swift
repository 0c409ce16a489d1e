import Testing
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI

/// A window's list moves as lists do elsewhere: ↑/↓ and k/j a row, PgUp/PgDn a page, Home/End and g/G to the ends.
@Suite("List keys")
struct ListKeysTests {
    @Test("in the link library at 80×24: j, k, PgDn, PgUp, End, Home, G and g")
    func linkLibrary() throws {
        var model = try AppFixture.model()
        model.key(.function(5))
        let count = model.libraryEntries.count
        #expect(count > 20)
        model.send(.text("jj"))
        #expect(model.overlay == .linkLibrary(selected: 2))
        model.send(.text("k"))
        #expect(model.overlay == .linkLibrary(selected: 1))
        model.key(.pageDown)
        let overlay = try #require(model.overlay)
        let page = try #require(ScreenLayout.selection(overlay)) - 1
        #expect(page > 1)
        model.key(.end)
        #expect(model.overlay == .linkLibrary(selected: count - 1))
        #expect(model.screenText.contains("\(count) of \(count)"))
        model.key(.pageUp)
        #expect(model.overlay == .linkLibrary(selected: count - 1 - page))
        model.key(.home)
        #expect(model.overlay == .linkLibrary(selected: 0))
        model.send(.text("G"))
        #expect(model.overlay == .linkLibrary(selected: count - 1))
        model.send(.text("g"))
        #expect(model.overlay == .linkLibrary(selected: 0))
        #expect(model.input.isEmpty, "letters in a window move; they are not typed")
    }
}
