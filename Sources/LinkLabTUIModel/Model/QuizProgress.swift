import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The quiz window's state: the questions, where the trainee is, what is selected, and the answers so far.
public struct QuizProgress: Sendable, Equatable {
    /// What the window asks or shows now.
    public enum Stage: Sendable, Equatable {
        /// What will the app do? One of the outcomes.
        case outcome
        /// Why? The cause, after `stayed` or `notOpened`.
        case cause(Outcome)
        /// The decision and its explanation.
        case feedback(QuizResult)
        /// The score and the questions missed.
        case score
    }

    public var quiz: Quiz
    public var index: Int = 0
    public var stage: Stage = .outcome
    public var selected: Int = 0
    public var results: [QuizResult] = []
    /// The first row of the score window in view, when the questions missed are more than it holds.
    public var scroll: Int = 0

    public init(quiz: Quiz) { self.quiz = quiz }

    public var question: QuizQuestion? { quiz.questions.indices.contains(index) ? quiz.questions[index] : nil }

    /// The choices of the current stage.
    public var choices: [String] {
        switch stage {
        case .outcome: Outcome.allCases.map(\.rawValue)
        case .cause: question?.causeChoices ?? []
        case .feedback, .score: []
        }
    }
}
