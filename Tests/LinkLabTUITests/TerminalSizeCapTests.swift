import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import LinkLabFrames
import Testing

/// A 10000×10000 terminal took 10.4 GB, because every frame held a cell for each
/// of its 100 million positions. The frame drawn is capped at 1000×500; beyond it, a message.
@Suite("Terminal size cap")
struct TerminalSizeCapTests {
    @Test("a window beyond the cap is drawn as a message in a capped frame; no frame is ever larger",
          arguments: [(10_000, 10_000), (1_001, 30), (100, 501), (5_000, 20)])
    func capped(width: Int, height: Int) throws {
        let terminal = ScriptedTerminal(width: width, height: height, script: [
            .input([.resize(width: width, height: height)]),
            .input([.text("x"), .key(.function(2))]),
            .input([.resize(width: 100, height: 30)]),
            .input([.key(.function(10))]),
        ])
        var begun = try AppFixture.model(size: TerminalSize(width: width, height: height))
        AppRunLoop().run(&begun, on: terminal, perform: { effect, _ in effect != .quit })
        #expect(terminal.frames.count == 4, "the first, one a burst; F10 quits before drawing")
        for frame in terminal.frames {
            #expect(frame.width <= AppModel.maximumWidth && frame.height <= AppModel.maximumHeight)
            #expect(frame.cells.count <= AppModel.maximumWidth * AppModel.maximumHeight)
        }
        let message = terminal.frames[1].plainText()
        if width >= AppModel.minimumWidth, height >= AppModel.minimumHeight {
            #expect(message.contains("This window is \(width)×\(height), larger than LinkLab draws."), "\(message)")
            #expect(message.contains("LinkLab draws at most 1000×500."))
        }
        // Keys behind the message did nothing; back at 100×30 the layout shows, its line empty.
        #expect(terminal.frames[2] == terminal.frames[1])
        let back = terminal.frames[3]
        #expect((back.width, back.height) == (100, 30))
        #expect(back.plainText().contains("Decisions"))
        #expect(begun.input.isEmpty && begun.overlay == nil)
    }

    @Test("at the cap itself the layout is drawn")
    func atTheCap() throws {
        let model = try AppFixture.model(size: TerminalSize(width: AppModel.maximumWidth, height: AppModel.maximumHeight))
        let frame = model.frame
        #expect((frame.width, frame.height) == (AppModel.maximumWidth, AppModel.maximumHeight))
        #expect(frame.plainText().contains("Decisions"))
    }
}
