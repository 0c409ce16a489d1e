import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel

/// The quiz window's words (Ctrl-T): its title, the question's prompts, the feedback on an answer and the
/// questions missed. The quiz's own sentences (setting, score) are the core's (`Wording+Quiz`).
extension Wording {
    /// The window's title: the score, or which question this is and the keys that answer it.
    static func quizTitle(score: Bool, question: Int, of total: Int) -> String {
        let enter = keyName(.choose, in: .overlay)
        if score { return "Quiz · Score · \(enter) closes" }
        return "Quiz · Question \(question) of \(total) · \(keyName(.moveUp, in: .overlay))/\(keyName(.moveDown, in: .overlay)) choose"
            + " · \(enter) answers · \(keyName(.closeOverlay, in: .overlay)) closes"
    }

    /// Where the question comes from: the scenario and its step.
    static func quizSource(scenario: String, step: Int) -> String { "\(scenario), step \(step)" }

    /// After the setting: what arrives.
    static func quizArrives(push: Bool) -> String { push ? "A push notification arrives:" : "A customer opens this link:" }

    /// The question asked: the outcome first, then the cause.
    static func quizAsks(outcome: Bool) -> String { outcome ? "What will the app do?" : "What is the cause?" }

    /// The feedback on an answer.
    static func quizFeedback(right: Bool, said: String, expected: String) -> String {
        right ? "✓ Right: \(expected)." : "✗ Not quite: you said \(said); the app: \(expected)."
    }

    /// The feedback's footer: what Enter does next.
    static func quizNext(last: Bool) -> String { "\(keyName(.choose, in: .overlay)): " + (last ? "the score" : "next question") }

    /// A diagnostic under the feedback, with its severity and code.
    static func quizDiagnostic(_ d: Diagnostic) -> String { "\(d.severity.rawValue) \(d.code.rawValue): \(d.message)" }
}
