import Benchmark
import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkMix

// A full explain decision against a bare URLComponents parse of the same links, in the
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

    // The baseline: a URLComponents parse that reads the fields every decision needs.
    Benchmark("URLComponents parse reading scheme, host, fragment, targetPage (22 links)") { benchmark in
        for _ in benchmark.scaledIterations {
            for link in links { blackHole(Links.parseFields(link)) }
        }
    }

    // The engine alone: intake hygiene, classification, route resolution, module offer, trace.
    Benchmark("LinkEngine.evaluate (22 links)") { benchmark in
        for _ in benchmark.scaledIterations {
            for link in links { blackHole(engine.evaluate(link)) }
        }
    }

    // What `linklab explain` decides per link: the session's pure transition for an opened link, as facts.
    Benchmark("explain decision: Session.decide (22 links)") { benchmark in
        for _ in benchmark.scaledIterations {
            for link in links { blackHole(Session.decide(signedIn, .openLink(link), engine: engine)) }
        }
    }

    // `linklab explain --json` per link, short of the write: the decision worded into one reused buffer.
    Benchmark("explain --json line: Session.decide + DecisionJSON.write (22 links)") { benchmark in
        var writer = JSONWriter(capacity: 1 << 16)
        for _ in benchmark.scaledIterations {
            for link in links {
                writer.removeAll()
                let (_, decisions) = Session.decide(signedIn, .openLink(link), engine: engine)
                for decision in decisions { DecisionJSON.write(decision, into: &writer) }
                blackHole(writer.bytes.count)
            }
        }
    }
}
