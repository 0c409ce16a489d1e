#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The helper's own sentences, for a person who runs `linklab-fetch` by hand (sentences live in
/// `Wording/`). linklab itself reads only the answer, never these.
enum HelperWords {
    /// Why the order could not be read, and what the program is.
    static func refusal(_ why: HelperRefusal) -> String {
        let reason: String = switch why {
        case .unreadable(let problem): "the order on standard input \(problem.reason)"
        case .defect(let defect): Wording.reason(defect)
        }
        return "linklab-fetch: \(reason)\nlinklab-fetch is LinkLab's network helper: linklab site and --live run it, and give it its order on standard input.\n"
    }
}

/// Why the helper fetched nothing.
enum HelperRefusal: Error {
    /// Standard input could not be read, or held more than an order can.
    case unreadable(FileProblem)
    case defect(FetchExchange.Defect)
}
