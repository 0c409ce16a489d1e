import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// Readline editing, Alt chords that never clear the line, Ctrl chords for the
/// F-keys, and the mouse.
@Suite("Keys that work everywhere")
struct KeysEverywhereTests {
    @Test("Ctrl-A, E, U, K and W edit the line as readline does", arguments: [
        ([Key.control("a")], "one two|", "|one two"),
        ([.control("a"), .control("e")], "one two|", "one two|"),
        ([.left, .left, .left, .control("u")], "one two|", "|two"),
        ([.left, .left, .left, .control("k")], "one two|", "one |"),
        ([.control("w")], "one two|", "one |"),
        ([.control("w"), .control("w")], "one two|", "|"),
        ([.control("w")], "q2mob://open?x=1 |", "|"),
        ([.alt("b")], "q2mob://open|", "q2mob://|open"),
        ([.control("a"), .alt("f")], "q2mob://open|", "q2mob|://open"),
        ([.control("a"), .alt("d")], "q2mob://open|", "|://open"),
    ] as [([Key], String, String)])
    func readline(_ keys: [Key], _ before: String, _ after: String) {
        var editor = LineEditor(text: before.replacingOccurrences(of: "|", with: ""))
        for key in keys {
            let handled = editor.handle(key)
            #expect(handled)
        }
        let (left, right) = editor.around(cursor: 100)
        #expect(left + "|" + right == after)
    }

    @Test("Alt+key never clears the input line")
    func altKeepsInput() throws {
        var model = try AppFixture.model()
        _ = model.send(.text("q2mob://half"))
        for letter in "abcdefghijklmnopqrstuvwxyz0123456789[]./" { _ = model.send(.key(.alt(letter))) }
        #expect(model.input.text.contains("q2mob"), "Alt-B/F/D edit, nothing clears: \(model.input.text)")
        #expect(model.overlay == nil)
    }

    @Test("every F-key's Ctrl chord does what the F-key does", arguments: [
        (Key.control("g"), Overlay.help), (.control("l"), .linkLibrary(selected: 0)), (.control("r"), .configuration(selected: 0)),
        (.control("]"), .messageLog),
    ] as [(Key, Overlay)])
    func chordsOpenWindows(_ chord: Key, _ overlay: Overlay) throws {
        var model = try AppFixture.model()
        model.key(chord)
        #expect(model.overlay == overlay)
    }

    @Test("^S signs out and in, ^O goes back, ^X saves, ^Y copies, ^C quits")
    func chordsAct() throws {
        var model = try AppFixture.model()
        model.key(.control("s"))
        #expect(!model.state.signedIn)
        model.key(.control("s"))
        #expect(model.state.signedIn)
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        let depth = model.state.stack.count
        model.key(.control("o"))
        #expect(model.state.stack.count == depth - 1)
        let save = model.key(.control("x"))
        #expect(save == [.exportSession])
        let copy = model.key(.control("y"))
        #expect(copy == [.copyToClipboard("q2mob://open?targetPage=%23%2Fmessages")], "^Y copies as F11 does")
        let quit = model.key(.control("c"))
        #expect(quit == [.quit])
    }

    @Test("the wheel scrolls the decisions back and forward, never past either end")
    func wheel() throws {
        var model = try AppFixture.model()
        for _ in 0..<4 { model.open("q2mob://open?targetPage=%23%2Fmessages") }
        let start = model.scrollBack
        _ = model.send(.mouse(MouseEvent(.wheelUp, x: 60, y: 5)))
        #expect(model.scrollBack == start + AppModel.wheelLines)
        for _ in 0..<100 { _ = model.send(.mouse(MouseEvent(.wheelUp, x: 60, y: 5))) }
        #expect(!model.hasOlderDecisionLines || model.scrollBack < 300)
        for _ in 0..<200 { _ = model.send(.mouse(MouseEvent(.wheelDown, x: 60, y: 5))) }
        #expect(model.scrollBack == 0)
    }

    @Test("a click picks a row in a list, and a second click on it chooses it")
    func clickList() throws {
        var model = try AppFixture.model()
        model.key(.function(5))
        let frame = model.frame
        // The third entry's first line: rows of two lines each from the window's first inner row.
        let y = OverlayView.inner(width: 80, height: 24).y + 4
        #expect(frame.row(y).contains("  "))
        _ = model.send(.mouse(MouseEvent(.press(button: 0), x: 10, y: y)))
        #expect(model.overlay == .linkLibrary(selected: 2))
        #expect(model.frame.row(y).contains("▸"))
        _ = model.send(.mouse(MouseEvent(.press(button: 0), x: 10, y: y)))
        #expect(model.overlay == nil)
        #expect(model.input.text == model.libraryEntries[2].link)
    }

    @Test("a click picks a prerequisite in the settings window")
    func clickSettings() throws {
        var model = try AppFixture.model()
        model.key(.function(6))
        let y = OverlayView.inner(width: 80, height: 24).y + ConfigurationView.prerequisitesTop + 1
        _ = model.send(.mouse(MouseEvent(.press(button: 0), x: 10, y: y)))
        #expect(model.overlay == .configuration(selected: 1))
        #expect(model.frame.row(y).contains("▸"))
    }
}
