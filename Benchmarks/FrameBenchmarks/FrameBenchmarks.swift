import Benchmark
import LinkLabCore
import LinkLabTUI
import LinkMix

// Issue 4, item 12: rendering a full frame of the terminal app at 200x60. Target: under 1 ms.
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
        for _ in benchmark.scaledIterations { blackHole(AppRenderer.render(fresh)) }
    }
    Benchmark("render frame 200x60: 22 decisions, input typed") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppRenderer.render(busy)) }
    }
    Benchmark("render frame 200x60: 22 decisions, link library open") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppRenderer.render(library)) }
    }
}
