import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// The run loop, driven through the in-memory backend: the whole app, no tmux.
@Suite("Run loop")
struct AppRunLoopTests {
    /// Runs the app on a script and returns the backend and the effects performed.
    private func run(_ script: [ScriptedTerminal.Step], loop: AppRunLoop = AppRunLoop(),
                     model start: AppModel? = nil) throws -> (ScriptedTerminal, [AppEffect], AppModel) {
        var model = try start ?? AppFixture.model()
        let terminal = ScriptedTerminal(script: script)
        var effects: [AppEffect] = []
        loop.run(&model, on: terminal, perform: { effect, _ in
            effects.append(effect)
            return effect != .quit
        })
        return (terminal, effects, model)
    }

    @Test("a burst of keys is drawn once: one frame to start, one for the burst")
    func burstDrawnOnce() throws {
        let keys = "q2mob://open?targetPage=%23%2Fmessages".map { InputEvent.text(String($0)) }
        let (terminal, effects, _) = try run([.input(keys + [.key(.enter)]), .input([.key(.control("c"))])])
        #expect(terminal.frames.count == 2)
        #expect(terminal.frames[1].plainText().contains("#/messages"))
        #expect(effects.count == 3 && effects.last == .quit, "the decision, the history, quit")
    }

    @Test("each event's effects are carried out before the next event is handled")
    func effectsInOrder() throws {
        var seen: [Int] = []
        var model = try AppFixture.model()
        let terminal = ScriptedTerminal(script: [.input([.paste("q2mob://open?targetPage=%23%2Fmessages"), .key(.enter),
                                                         .paste("q2mob://open?targetPage=%23%2Fsettings"), .key(.enter)])])
        AppRunLoop().run(&model, on: terminal, perform: { effect, model in
            if case .record = effect { seen.append(model.state.history.count) }
            return effect != .quit
        })
        #expect(seen == [1, 2])
    }

    @Test("the end of input quits")
    func endOfInput() throws {
        let (terminal, effects, _) = try run([.input([.text("x")])])
        #expect(effects == [.quit])
        #expect(terminal.frames.count == 2)
    }

    @Test("Ctrl-Z suspends through the backend and the screen is drawn again after fg")
    func suspend() throws {
        let (terminal, _, _) = try run([.input([.text("a")]), .input([.key(.control("z"))]), .input([.key(.control("c"))])])
        #expect(terminal.suspensions == 1)
        #expect(terminal.frames.count == 3)
        #expect(terminal.frames[2] == terminal.frames[1])
    }

    @Test("an idle app sets no timer: with no deadline every wait blocks")
    func idleBlocks() throws {
        let (terminal, _, _) = try run([.input([.text("a")]), .pause(5), .input([.key(.control("c"))])])
        #expect(terminal.waits.allSatisfy { $0 == nil })
    }

    @Test("while the model gives a deadline, the wait ends there and the model is ticked with the clock")
    func timersTick() throws {
        // A stand-in animation: once a link has opened, frames are due at 0.1, 0.2 and 0.3 s.
        final class Animation: @unchecked Sendable {
            var due = [0.1, 0.2, 0.3]
            var ticks: [Double] = []
            var interrupted = 0
        }
        let animation = Animation()
        let loop = AppRunLoop(deadline: { model in model.state.history.isEmpty ? nil : animation.due.first },
                              tick: { _, now in
                                  animation.ticks.append(now)
                                  animation.due.removeAll { $0 <= now }
                              },
                              interrupt: { _ in animation.interrupted += 1 })
        let (terminal, _, _) = try run([.input([.paste("q2mob://open?targetPage=%23%2Fmessages"), .key(.enter)]), .pause(1),
                                        .input([.key(.control("c"))])], loop: loop)
        #expect(animation.ticks == [0.1, 0.2, 0.3])
        #expect(animation.interrupted == 0)
        #expect(terminal.frames.count == 2 + 3, "a frame per tick")
        #expect(terminal.waits.last == .some(nil), "no timer once nothing moves")
    }

    @Test("a key that arrives while something moves finishes it at once")
    func keyInterrupts() throws {
        final class Counter: @unchecked Sendable { var interrupted = 0; var ticks = 0 }
        let counter = Counter()
        let loop = AppRunLoop(deadline: { _ in counter.interrupted == 0 ? 10 : nil },
                              tick: { _, _ in counter.ticks += 1 },
                              interrupt: { _ in counter.interrupted += 1 })
        _ = try run([.pause(1), .input([.text("a")]), .input([.key(.control("c"))])], loop: loop)
        #expect(counter.interrupted == 1)
        #expect(counter.ticks == 0)
    }

    @Test("work settled after the first frame is done before any key; the walkthroughs it loads draw no second frame")
    func settleLoadsWalkthroughsWithoutAFrame() throws {
        var model = try AppFixture.model()
        let walkthroughs = try AppFixture.allWalkthroughs()
        let terminal = ScriptedTerminal(script: [.input([.key(.function(7))]), .input([.key(.control("c"))])])
        AppRunLoop().run(&model, on: terminal, perform: { effect, _ in effect != .quit },
                         settle: { $0.walkthroughs = walkthroughs })
        #expect(terminal.frames.count == 2, "the first frame, then F7's window")
        let first = try #require(walkthroughs.first).scenario.name
        #expect(terminal.frames[1].plainText().contains(String(first.prefix(30))), "F7 lists the walkthroughs settled")
    }

    @Test("a note settled after the first frame is drawn at once, before any key")
    func settleNoteDrawn() throws {
        var model = try AppFixture.model()
        let terminal = ScriptedTerminal(script: [.input([.key(.control("c"))])])
        AppRunLoop().run(&model, on: terminal, perform: { effect, _ in effect != .quit },
                         settle: { $0.note("Settled.") })
        #expect(terminal.frames.count == 2)
        #expect(!terminal.frames[0].plainText().contains("Settled."))
        #expect(terminal.frames[1].plainText().contains("Settled."))
    }
}
