import Benchmark
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
import LinkLabTUIModel
import LinkLabTUI
import LinkMix

// Rendering a full frame of the terminal app at 200x60, drawn whole (`renderWhole`, as
// the first frame is; a key redraws only what changed, see the "two keys" benchmarks). Target: under 1 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 50,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    // Just started: the landing page, no decisions yet.
    let fresh = AppModel(app: Links.app, signedIn: true, width: 200, height: 60)

    // A busy session: every link of the mix opened (the decisions pane is full and scrolls), and a link
    // half typed in the input line.
    var busy = AppModel(app: Links.app, signedIn: true, width: 200, height: 60)
    for link in Links.all {
        _ = busy.handle(.paste(link))
        _ = busy.perform(.openLink)
    }
    _ = busy.handle(.paste("q2mob://open?targetPage=%23%2Fsettings"))
    precondition(busy.state.history.count >= Links.all.count, "the busy session should hold a decision per link")

    // The same session with the link library (F5) open over it.
    var library = busy
    _ = library.perform(.showLinkLibrary)

    Benchmark("render frame 200x60: landing page, no decisions") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppRenderer.renderWhole(fresh)) }
    }
    Benchmark("render frame 200x60: 22 decisions, input typed") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppRenderer.renderWhole(busy)) }
    }
    Benchmark("render frame 200x60: 22 decisions, link library open") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppRenderer.renderWhole(library)) }
    }

    // What one key costs at 200x60, as the app spends it: the model handles the key,
    // the whole frame is rendered, and it is compared with the frame before to find what the terminal
    // must be sent. Each iteration types a character and deletes it again: two keys, two frames.
    // Target: at most 0.5 ms of CPU per key, whatever the length of the line.
    for length in [0, 2_000, 20_000 - 1] {
        var typing = busy
        _ = typing.handle(.key(.control("u")))
        _ = typing.handle(.paste(String(repeating: "x", count: length)))
        Benchmark("two keys at 200x60: type and Backspace, line of \(length) characters") { benchmark in
            var model = typing
            let caches = RenderCaches()
            var shown = AppRenderer.render(model, caches: caches)
            for _ in benchmark.scaledIterations {
                for event in [InputEvent.text("a"), .key(.backspace)] {
                    _ = model.handle(event)
                    let frame = AppRenderer.render(model, caches: caches)
                    var changed = 0
                    frame.forEachChange(since: shown) { _, _, _ in changed += 1 }
                    blackHole(changed)
                    shown = frame
                }
            }
        }
    }
}
