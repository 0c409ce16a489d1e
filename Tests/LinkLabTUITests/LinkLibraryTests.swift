import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// The link library's examples do what their ✓/✗ says when opened signed in.
@Suite("Link library")
struct LinkLibraryTests {
    static let entries: [LibraryEntry] = {
        guard let app = try? AppFixture.app() else { return [] }
        return LinkLibrary.entries(for: app)
    }()

    @Test("picking an entry fills the input line, and opening it gives the outcome its mark was computed from", arguments: entries.indices)
    func entry(index: Int) throws {
        let entry = Self.entries[index]
        var model = try AppFixture.model()
        model.key(.function(5))
        model.key(.down, times: index)
        #expect(model.overlay == .linkLibrary(selected: index))
        model.key(.enter)
        #expect(model.overlay == nil)
        #expect(model.input.text == entry.link)
        #expect(model.notice == "Press Enter to open the link.")
        model.key(.enter)
        let outcome = try #require(model.lastDecision?.outcome)
        #expect(outcome == entry.outcome, "\(entry.link) → \(outcome)")
        #expect(entry.works == outcome.isSuccess)
    }

    @Test("the library has valid and invalid examples, each with a note")
    func contents() {
        #expect(Self.entries.contains { $0.works })
        #expect(Self.entries.contains { !$0.works })
        #expect(Self.entries.allSatisfy { !$0.note.isEmpty })
    }

    @Test("the selection stops at the first and last entry")
    func clamped() throws {
        var model = try AppFixture.model()
        model.key(.function(5))
        model.key(.up)
        #expect(model.overlay == .linkLibrary(selected: 0))
        model.key(.down, times: Self.entries.count + 3)
        #expect(model.overlay == .linkLibrary(selected: Self.entries.count - 1))
    }
}
