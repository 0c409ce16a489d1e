import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Golden frames of each window, opened and used with keys only.
@Suite("Overlay snapshots")
struct OverlaySnapshotTests {
    @Test("F1 help", arguments: TerminalSize.both)
    func help(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(1))
        #expect(model.overlay == .help)
        assertSnapshot(model.frame, named: "help-\(size)")
    }

    @Test("F2 push composer as it opens", arguments: TerminalSize.both)
    func pushComposer(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(2))
        assertSnapshot(model.frame, named: "push-composer-\(size)")
    }

    @Test("F2 push composer with the stage changed to foreground", arguments: TerminalSize.both)
    func pushComposerStage(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(2))
        model.key(.tab, times: 3)
        model.key(.right)
        guard case .pushComposer(let composer) = model.overlay else {
            Issue.record("the push composer closed")
            return
        }
        #expect(composer.field == .stage)
        #expect(composer.stage == .foreground)
        assertSnapshot(model.frame, named: "push-composer-foreground-\(size)")
    }

    @Test("F5 link library with the selection moved down", arguments: TerminalSize.both)
    func linkLibrary(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(5))
        model.key(.down, times: 6)
        #expect(model.overlay == .linkLibrary(selected: 6))
        assertSnapshot(model.frame, named: "link-library-\(size)")
    }

    @Test("F6 settings with the entitlement marked missing", arguments: TerminalSize.both)
    func settings(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.key(.function(6))
        model.key(.down)
        model.key(.enter)
        #expect(!Prerequisite.associatedDomainsEntitlement.holds(in: model.configuration))
        assertSnapshot(model.frame, named: "settings-entitlement-missing-\(size)")
    }

    @Test("F7 walkthroughs from scenarios/", arguments: TerminalSize.both)
    func walkthroughs(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size, walkthroughs: AppFixture.allWalkthroughs())
        model.key(.function(7))
        model.key(.down, times: 2)
        #expect(model.overlay == .walkthroughs(selected: 2))
        assertSnapshot(model.frame, named: "walkthroughs-\(size)")
    }
}
