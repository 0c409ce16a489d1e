import LinkLabCore
@testable import LinkLabTUI
import Testing

/// The hint bar and the help window are generated from `KeyTable.bindings`.
@Suite("Hint bar and help")
struct HintBarTests {
    static func hintText(_ b: KeyBinding, signedIn: Bool) -> String {
        "\(b.keyLabel) \(KeyTable.hint(b, signedIn: signedIn, walkthrough: false))"
    }

    @Test("at 120 wide every main-screen binding with a hint is in the bar, signed in and out", arguments: [true, false])
    func mainHints(signedIn: Bool) throws {
        let model = try AppFixture.model(signedIn: signedIn, size: .large)
        let bar = model.frame.row(35)
        for binding in KeyTable.hints(in: .main) {
            #expect(bar.contains(Self.hintText(binding, signedIn: signedIn)), "missing \(binding.keyLabel) in \(bar)")
        }
    }

    @Test("at 120 wide every window binding with a hint is in the bar while a window is open")
    func overlayHints() throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(5))
        let bar = model.frame.row(35)
        for binding in KeyTable.hints(in: .overlay) {
            #expect(bar.contains(Self.hintText(binding, signedIn: true)), "missing \(binding.keyLabel) in \(bar)")
        }
    }

    @Test("F10 Quit always shows at 80 wide: signed in, signed out, in a window, in a walkthrough")
    func quitAlwaysShows() throws {
        var signedIn = try AppFixture.model()
        #expect(signedIn.frame.row(23).hasSuffix("F10 Quit"))
        let signedOut = try AppFixture.model(signedIn: false)
        #expect(signedOut.frame.row(23).hasSuffix("F10 Quit"))
        signedIn.key(.function(2))
        #expect(signedIn.frame.row(23).hasSuffix("F10 Quit"))
        var walking = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        walking.key(.function(7))
        walking.key(.enter)
        #expect(walking.frame.row(23).hasSuffix("F10 Quit"))
    }

    @Test("F3 and F4 hints say what they will do now")
    func stateHints() throws {
        var model = try AppFixture.model(size: .large)
        #expect(model.frame.row(35).contains("F3 Sign out"))
        #expect(model.frame.row(35).contains("F4 Back"))
        model.key(.function(3))
        #expect(model.frame.row(35).contains("F3 Sign in"))
        #expect(model.frame.row(35).contains("F4 Cancel"))
    }

    @Test("help lists every main-screen binding with its help text, and the window keys")
    func helpFromTable() throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(1))
        let text = model.screenText
        for b in KeyTable.bindings where b.context != .overlay && b.inHelp {
            let label = (b.helpLabel ?? b.keyLabel).padding(toLength: 11, withPad: " ", startingAt: 0)
            #expect(text.contains(label + b.help), "help misses \(b.keyLabel)")
        }
        for b in KeyTable.bindings where b.context == .overlay && b.inHelp {
            #expect(text.contains("\(b.keyLabel) \(b.hint?.lowercased() ?? "")"), "help misses window key \(b.keyLabel)")
        }
    }
}
