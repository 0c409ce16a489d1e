import Benchmark
import Foundation
import LinkLabCore
import LinkMix

// Issue 2, item 11: a full explain decision against a bare URLComponents parse of the same links, in the
// same run. Each iteration walks Links.all once (22 links), so the p50 of each benchmark compares directly.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 50,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    let links = Links.all
    let engine = LinkEngine(app: Links.app)
    let signedIn = SessionState.initial(signedIn: true)

    // The baseline: what a program that only parses the links does.
    Benchmark("bare URLComponents parse (22 links)") { benchmark in
        for _ in benchmark.scaledIterations {
            for link in links { blackHole(URLComponents(string: link)) }
        }
    }

    // The engine alone: intake hygiene, classification, route resolution, module offer, trace.
    Benchmark("LinkEngine.evaluate (22 links)") { benchmark in
        for _ in benchmark.scaledIterations {
            for link in links { blackHole(engine.evaluate(link)) }
        }
    }

    // What `linklab explain` decides per link: the session's pure transition for an opened link.
    Benchmark("explain decision: Session.reduce (22 links)") { benchmark in
        for _ in benchmark.scaledIterations {
            for link in links { blackHole(Session.reduce(signedIn, .openLink(link), engine: engine)) }
        }
    }

    // `linklab explain --json` per link, short of the write: the decision and its JSON line.
    Benchmark("explain --json line: Session.reduce + DecisionJSON.line (22 links)") { benchmark in
        for _ in benchmark.scaledIterations {
            for link in links {
                let (_, decisions) = Session.reduce(signedIn, .openLink(link), engine: engine)
                for decision in decisions { blackHole(DecisionJSON.line(decision)) }
            }
        }
    }
}
