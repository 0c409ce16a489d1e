import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The words of `linklab quiz`'s line-based prompts, and of how a quiz ends early. The core words the
/// setting, the score and each decision; these are the questions, the answers' feedback and the notes.
extension Wording {
    /// An outcome as a choice of the quiz explains it.
    static func quizChoice(_ outcome: Outcome) -> String {
        switch outcome {
        case .navigated: "the app shows the route's screen"
        case .deferred: "stored until sign-in; the login screen shows"
        case .handledByModule: "one of the app's modules claims the link (a continuity module on iOS, a LifecycleModule on Android)"
        case .stayed: "the app opens (or is open) but stays on the current screen"
        case .notOpened: "the phone does not open the app at all"
        case .openedInBrowser: "the browser shows the link's web page, not the app"
        }
    }

    /// "Question 3 of 10 · Links, step 4".
    static func quizQuestion(_ number: Int, of total: Int, scenario: String, step: Int) -> String {
        "Question \(number) of \(total) · \(DisplayText.sanitize(scenario, limit: 200)), step \(step)"
    }

    /// What arrives, after the setting.
    static func quizArrives(push: Bool) -> String {
        push ? " A push notification arrives:" : " A customer opens this link:"
    }

    static let quizAsksOutcome = "What will the app do?"
    static let quizAsksCause = "What is the cause?"

    /// The prompt before an answer: "Answer (1-6): ".
    static func quizPrompt(choices: Int) -> String { "Answer (1-\(choices)): " }

    static func quizAnswerAgain(choices: Int) -> String { "Answer with a number from 1 to \(choices), or its name." }

    /// "navigated", or "stayed (unencoded-target-page)".
    static func quizAnswer(_ outcome: Outcome, cause: String?) -> String {
        outcome.rawValue + (cause.map { " (\($0))" } ?? "")
    }

    static func quizFeedback(right: Bool, expected: String) -> String {
        right ? "✓ Right: \(expected)." : "✗ Not quite: the app's answer is \(expected)."
    }

    static let quizMissed = "Missed:"

    /// One missed question in the summary.
    static func quizMissed(scenario: String, step: Int, yours: String, expected: String) -> String {
        "  \(DisplayText.sanitize(scenario, limit: 200)), step \(step): you said \(yours); the app: \(expected)."
    }

    /// Why the quiz stopped before its last question, on stderr after `linklab: `.
    static func quizStopped(_ stop: QuizAnswers.Stop, answered: Int, of total: Int) -> String {
        switch stop {
        case .interrupted: "the quiz was interrupted after \(answered) of \(total) questions"
        case .tooLong:
            "an answer was longer than \(QuizAnswers.maximumLineBytes) bytes, so the quiz stopped after \(answered) of \(total) questions"
        case .ended: "the answers ended after \(answered) of \(total) questions"
        }
    }

    /// `--results` with no answer given: the file is left as it was.
    static func quizResultsNotWritten(_ path: String) -> String {
        "No answer given, so \(DisplayText.sanitize(path, limit: 200)) was not written."
    }

    static func quizResultsWritten(_ path: String) -> String {
        "Results for the trainer: \(DisplayText.sanitize(path, limit: 200))"
    }
}
