import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// The hint bar and the help window are generated from `KeyTable.bindings`.
@Suite("Hint bar and help")
struct HintBarTests {
    /// How the bar writes a binding: `F2/^N Push` when every chord fits, `F2 Push` when not.
    static func hintTexts(_ b: KeyBinding, signedIn: Bool) -> [String] {
        let label = KeyTable.hint(b, signedIn: signedIn, walkthrough: false)
        return [[b.keyLabel, b.chordLabel].compactMap { $0 }.joined(separator: "/") + " " + label, "\(b.keyLabel) \(label)"]
    }

    static func shows(_ bar: String, _ b: KeyBinding, signedIn: Bool = true) -> Bool {
        hintTexts(b, signedIn: signedIn).contains { bar.contains($0) }
    }

    @Test("at 120 wide every main-screen key that works now is in the bar, and none that does not", arguments: [true, false])
    func mainHints(signedIn: Bool) throws {
        var model = try AppFixture.model(signedIn: signedIn, size: .large)
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        let bar = model.frame.row(35)
        // "Mouse on" takes only room no other key (or chord) needs (MouseSwitchTests).
        for binding in KeyTable.hints(in: .main) where binding.action != .toggleMouseCapture {
            #expect(Self.shows(bar, binding, signedIn: signedIn) == model.offers(binding), "\(binding.keyLabel) in \(bar)")
        }
        #expect(Self.shows(bar, KeyTable.bindings.first { $0.action == .exportSession }!), "F8 shows once there is a decision")
        #expect(!bar.contains("F9"), "F9 works only in a walkthrough")
    }

    @Test("list windows offer Close, Choose and Move; only the push composer offers Change and Tab")
    func overlayHints() throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(5))
        var bar = model.frame.row(35)
        for hint in ["Esc Close", "Enter Choose", "↓ Move"] { #expect(bar.contains(hint), "\(bar)") }
        #expect(!bar.contains("→ Change"))
        #expect(!bar.contains("Tab Next field"))
        model.key(.escape)
        model.key(.function(2))
        bar = model.frame.row(35)
        #expect(bar.contains("→ Change"), "on the preset field: \(bar)")
        #expect(bar.contains("Tab Next field"))
        model.key(.tab)
        #expect(!model.frame.row(35).contains("→ Change"), "the sender field is typed, not changed")
        model.key(.escape)
        model.key(.function(1))
        bar = model.frame.row(35)
        #expect(bar.contains("Esc Close") && !bar.contains("Choose"), "help chooses nothing: \(bar)")
        #expect(bar.contains("Move") == (model.windowScrollLimit > 0), "help offers to move only when it scrolls: \(bar)")
    }

    @Test("F9 and ^P show in a walkthrough, ^P once there is a step to go back to")
    func walkthroughHints() throws {
        var model = try AppFixture.model(size: .large, walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(7))
        model.key(.enter)
        let next = try #require(KeyTable.bindings.first { $0.action == .nextStep })
        let back = try #require(KeyTable.bindings.first { $0.action == .previousStep })
        #expect(Self.shows(model.frame.row(35), next, signedIn: model.state.signedIn), "\(model.frame.row(35))")
        #expect(!model.frame.row(35).contains("^P"))
        model.key(.function(9))
        #expect(Self.shows(model.frame.row(35), back, signedIn: model.state.signedIn), "\(model.frame.row(35))")
    }

    @Test("every F-key action but F9 has a Ctrl chord that runs it, and no chord takes a readline key")
    func chords() {
        // Ctrl-F searches, as in every browser and editor; Enter on an empty line is F9's next step.
        #expect(KeyTable.action(for: .control("f"), in: .main) == .searchDecisions)
        for binding in KeyTable.bindings where binding.keyLabel.hasPrefix("F") && binding.action != .nextStep {
            let chord = binding.chord
            #expect(chord != nil, "\(binding.keyLabel) has no chord")
            guard let chord else { continue }
            #expect(!KeyTable.readlineChords.contains(chord), "\(binding.keyLabel)")
            #expect(![Key.control("z"), .control("i"), .control("m"), .control("j"), .control("v"), .control("t"), .control("p")].contains(chord))
            #expect(KeyTable.action(for: chord, in: binding.context == .global ? .main : binding.context) == binding.action)
        }
        // Ctrl-F searches the decisions on the main screen and the window's lines in a window: one chord, one
        // meaning in each place. Within a place (and with the global keys) no two bindings share a chord.
        #expect(KeyTable.action(for: .control("f"), in: .overlay) == .searchWindow)
        for context in [KeyContext.main, .overlay] {
            let here = KeyTable.bindings.filter { $0.context == context || $0.context == .global }
            let chords = here.compactMap(\.chord) + here.map(\.key).filter { if case .control = $0 { true } else { false } }
            #expect(Set(chords).count == chords.count, "two bindings share a chord in \(context)")
        }
    }

    @Test("a click on a key in the hint bar runs it")
    func clickHint() throws {
        var model = try AppFixture.model(size: .large)
        let item = try #require(HintBar.items(model, width: 120).first { $0.binding.action == .showLinkLibrary })
        _ = model.send(.mouse(MouseEvent(.press(button: 0), x: item.x + 1, y: 35)))
        #expect(model.overlay == .linkLibrary(selected: 0))
        let between = model.send(.mouse(MouseEvent(.press(button: 0), x: 60, y: 35)))
        #expect(between.isEmpty, "a click between keys does nothing")
        #expect(model.overlay == .linkLibrary(selected: 0))
        let quit = try #require(HintBar.items(model, width: 120).first { $0.binding.action == .quit })
        let clicked = model.send(.mouse(MouseEvent(.press(button: 0), x: quit.x, y: 35)))
        #expect(clicked == [.quit])
    }

    @Test("F10 Quit always shows at 80 wide: signed in, signed out, in a window, in a walkthrough")
    func quitAlwaysShows() throws {
        var signedIn = try AppFixture.model()
        #expect(signedIn.frame.row(23).hasSuffix(" Quit") == true)
        let signedOut = try AppFixture.model(signedIn: false)
        #expect(signedOut.frame.row(23).hasSuffix(" Quit") == true)
        signedIn.key(.function(2))
        #expect(signedIn.frame.row(23).hasSuffix(" Quit") == true)
        var walking = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        walking.key(.function(7))
        walking.key(.enter)
        #expect(walking.frame.row(23).hasSuffix(" Quit") == true)
    }

    @Test("F3 and F4 hints say what they will do now; F4 shows only with somewhere to go back to")
    func stateHints() throws {
        var model = try AppFixture.model(size: .large)
        #expect(model.frame.row(35).contains("F3/^S Sign out"))
        #expect(!model.frame.row(35).contains("F4"), "nothing to go back to on the landing page")
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        #expect(model.frame.row(35).contains("F4/^O Back"))
        model.key(.function(3))
        #expect(model.frame.row(35).contains("F3/^S Sign in"))
        #expect(model.frame.row(35).contains("F4/^O Cancel"))
    }

    @Test("help is built from the key table: every key in it, with its words, a key a pair speaks for in the pair's label")
    func helpFromTable() throws {
        let model = try AppFixture.model(size: .large)
        let lines = model.helpLines(width: 200).map(\.text)
        for b in KeyTable.bindings where b.inHelp {
            #expect(lines.contains { $0.hasPrefix(b.keysLabel) && $0.hasSuffix(b.help) }, "help misses \(b.keysLabel)")
        }
        let labels = KeyTable.bindings.filter(\.inHelp).map(\.keysLabel).joined(separator: " ")
        for b in KeyTable.bindings {
            #expect(labels.contains(b.keyLabel), "no line of help names \(b.keyLabel)")
        }
        for key in ["Alt-O", "Alt-R", "F12", "^T", "^\\"] { #expect(labels.contains(key)) }
    }

    @Test("help scrolls at 80×24 to its last line: PgDn, ↓, End and Home, with what is out of view on its last row")
    func helpScrolls() throws {
        var model = try AppFixture.model(size: .standard)
        model.key(.function(1))
        let limit = model.windowScrollLimit
        #expect(limit > 0)
        #expect(model.screenText.contains("↓ \(limit) more"))
        model.key(.pageDown)
        #expect(model.windowScroll > 0)
        model.key(.end)
        #expect(model.windowScroll == limit)
        #expect(model.screenText.contains("web page)."), "the outcomes glossary ends help")
        #expect(model.screenText.contains("↑ \(limit) more"))
        model.key(.up)
        #expect(model.windowScroll == limit - 1)
        model.key(.home)
        #expect(model.windowScroll == 0)
        model.send(.text("G"))
        #expect(model.windowScroll == limit)
        model.send(.text("k"))
        #expect(model.windowScroll == limit - 1)
    }
}
