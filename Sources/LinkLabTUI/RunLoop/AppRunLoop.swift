import LinkLabTUIModel
import LinkLabFrames

/// The terminal app's loop, written against `TerminalBackend` so it runs the same on ncurses and in
/// memory: drain every waiting event, handle each (carrying out its effects before the next), then
/// draw one frame. Timers run only while the model gives a deadline (an animation): the wait ends
/// there, the model is ticked with the monotonic time, and a key that arrives first finishes the
/// animation at once. Ctrl-Z suspends. The loop keeps the render caches (`RenderCaches`) between frames,
/// so the model stays a plain value.
public struct AppRunLoop {
    /// The frame drawn last and each decision's wrapped lines, kept between frames.
    public let caches = RenderCaches()
    /// When the model next needs a tick (an animation's next frame), or nil when nothing moves.
    public var deadline: (AppModel) -> Double?
    /// Moves the model's timers on to a monotonic time.
    public var tick: (inout AppModel, Double) -> Void
    /// Finishes what is moving at once, because a key arrived.
    public var interrupt: (inout AppModel) -> Void
    /// The wall-clock time given to the model before each event (the message log's times), or nil.
    public var wallClock: (() -> Double)?

    /// Without timers: the model never animates.
    public init(deadline: @escaping (AppModel) -> Double? = { _ in nil },
                tick: @escaping (inout AppModel, Double) -> Void = { _, _ in },
                interrupt: @escaping (inout AppModel) -> Void = { _ in },
                wallClock: (() -> Double)? = nil) {
        self.deadline = deadline
        self.tick = tick
        self.interrupt = interrupt
        self.wallClock = wallClock
    }

    /// The frame for `model`, drawn with the loop's caches: what the loop presents, and what a host presents
    /// while it carries out an effect.
    public func render(_ model: AppModel) -> Frame {
        AppRenderer.render(model, caches: caches)
    }

    /// Runs until an effect says stop. `perform` carries out one effect outside the pure world
    /// (transcript, export) and returns false to quit; `drawn` sees every frame presented. `settle` is
    /// work the first frame does not show (loading the walkthroughs), done once right after that frame is
    /// presented and before any event is read; the frame is drawn again when it changed what the screen shows.
    public func run(_ model: inout AppModel, on backend: some TerminalBackend,
                    perform: (AppEffect, inout AppModel) -> Bool,
                    drawn: (Frame, inout AppModel) -> Void = { _, _ in },
                    settle: (inout AppModel) -> Void = { _ in }) {
        func draw() {
            let frame = render(model)
            backend.present(frame)
            drawn(frame, &model)
        }
        draw()
        let first = model
        settle(&model)
        if !model.differsOnlyInWalkthroughs(from: first) { draw() }
        while true {
            let due = deadline(model)
            let events = backend.events(until: due)
            if events.isEmpty, due != nil {
                tick(&model, backend.now())
                draw()
                continue
            }
            if due != nil { interrupt(&model) }
            for event in events {
                if event == .key(.control("z")) {
                    backend.suspend()
                    let size = backend.size
                    _ = model.handle(.resize(width: size.width, height: size.height))
                    continue
                }
                if let wallClock { model.clock = wallClock() }
                for effect in model.handle(event) where !perform(effect, &model) { return }
            }
            draw()
        }
    }
}
