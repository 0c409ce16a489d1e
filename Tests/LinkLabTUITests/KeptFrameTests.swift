import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// The run loop keeps the last frames, the parts' inputs and the hint bar's items between keys, and draws a
/// key's frame into the frame before last. None of it may ever show a stale frame: every frame presented is the
/// one drawn whole, afresh, with no caches, for the same model.
@Suite("Kept frames are never stale")
struct KeptFrameTests {
    static let messages = "q2mob://open?targetPage=%23%2Fmessages"
    static let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    /// Keys that change only the input line, mixed with keys that change a part: a notice and the key that
    /// clears it, a recalled link, decisions, scrolling, the search's highlight, the mouse switch, a window and
    /// a resize.
    static let keys: [InputEvent] = [
        .text("q"), .text("2"), .key(.backspace), .key(.backspace), .key(.enter), .text("a"), .key(.backspace),
        .paste(messages), .key(.enter), .text("x"), .key(.up), .key(.down), .key(.up), .key(.enter),
        .paste(profile), .key(.enter), .key(.left), .text("é"), .key(.home), .key(.control("u")),
        .key(.pageUp), .text("b"), .key(.pageDown), .key(.backspace), .key(.control("f")), .text("m"),
        .text("e"), .key(.escape), .key(.function(12)), .text("c"), .key(.function(12)), .key(.backspace),
        .key(.function(5)), .key(.escape), .text("d"), .resize(width: 120, height: 36), .text("e"),
        .key(.backspace), .resize(width: 200, height: 60), .text("f"), .key(.control("u")), .key(.enter),
    ]

    @Test("through the run loop and the in-memory terminal, one key a frame, each frame is the one drawn whole")
    func runLoopFrames() throws {
        var model = try AppFixture.model(size: TerminalSize(width: 200, height: 60))
        let terminal = ScriptedTerminal(width: 200, height: 60, script: Self.keys.map { .input([$0]) } + [.input([.key(.control("c"))])])
        var whole: [Frame] = []
        AppRunLoop().run(&model, on: terminal, perform: { effect, _ in effect != .quit }, drawn: { frame, model in
            let fresh = AppRenderer.renderWhole(model)
            #expect(frame == fresh, "frame \(whole.count):\n\(frame.plainText())\n---\n\(fresh.plainText())")
            whole.append(fresh)
        })
        #expect(terminal.frames.count == whole.count)
        // A frame the terminal was given stays as it was given: the next one is drawn into another.
        for (index, frame) in terminal.frames.enumerated() where index < whole.count {
            #expect(frame == whole[index], "frame \(index) changed after it was presented")
        }
    }

    @Test("a host that keeps only the last frame, as the terminal backend does, gets the frame drawn whole after every key",
          arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)])
    func lastFrameOnly(size: TerminalSize) throws {
        let caches = RenderCaches()
        var model = try AppFixture.model(size: size)
        var shown = AppRenderer.render(model, caches: caches)
        for (index, event) in Self.keys.enumerated() {
            _ = model.handle(event)
            model.finishAnimation()
            let frame = AppRenderer.render(model, caches: caches)
            let fresh = AppRenderer.renderWhole(model)
            #expect(frame == fresh, "after key \(index): \(event)")
            var changed = 0
            frame.forEachChange(since: shown) { _, _, _ in changed += 1 }
            var differ = 0
            fresh.forEachChange(since: shown) { _, _, _ in differ += 1 }
            #expect(changed == differ, "after key \(index): the cells to send")
            shown = frame
        }
    }
}
