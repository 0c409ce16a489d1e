import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The quiz's score window (Ctrl-T): an answer as the trainee gave it, and the questions missed.
extension Wording {
    /// An outcome and, when it has one, its cause: `stayed (route-unknown)`.
    package static func quizAnswer(outcome: Outcome, cause: String?) -> String { outcome.rawValue + (cause.map { " (\($0))" } ?? "") }

    static let quizMissedHeading = "Missed:"

    /// A question missed, on the score: where it was, what was said, and what the app did.
    static func quizMissed(scenario: String, step: Int, said: String, expected: String) -> String {
        "\(scenario), step \(step): you said \(said); the app: \(expected)."
    }
}
