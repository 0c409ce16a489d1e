import LinkLabCore
@testable import LinkLabTUI
import Testing

/// Issue 4 item 5: the link library's examples do what their ✓/✗ says when opened signed in.
@Suite("Link library")
struct LinkLibraryTests {
    static let entries = LinkLibrary.entries(for: .demo)

    @Test("picking an entry fills the input line, and opening it matches its valid mark", arguments: entries.indices)
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
        if entry.valid {
            #expect([.navigated, .handledByModule].contains(outcome), "\(entry.link) → \(outcome)")
        } else {
            #expect(![.navigated, .handledByModule].contains(outcome), "\(entry.link) → \(outcome)")
        }
    }

    @Test("the library has valid and invalid examples, each with a note")
    func contents() {
        #expect(Self.entries.contains { $0.valid })
        #expect(Self.entries.contains { !$0.valid })
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
