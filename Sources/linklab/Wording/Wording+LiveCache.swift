import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// What `--live` and `--offline` say on stderr about the cache of fetched site files.
extension Wording {
    /// `--offline`: which copy is used, and how old it is.
    static func usingCache(of domain: String, age seconds: Int) -> String {
        "--offline: using the files fetched for \(DisplayText.sanitize(domain, limit: 120)) \(Wording.age(seconds: seconds)) ago"
    }

    /// A cache that cannot be kept does not stop the command: the problem, and that it goes on.
    static func goingOnWithout(_ problem: String) -> String { "\(problem) (going on without it)" }

    static func cacheFolderUnmade(_ folder: String) -> String {
        "the live-site cache folder \(DisplayText.sanitize(folder, limit: 300)) cannot be made"
    }
}
