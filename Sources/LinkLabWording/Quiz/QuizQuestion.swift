#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabReading
import LinkLabDeciding

/// One quiz question, for support staff: a step marked `"ask": true`, with the
/// state the app is in, the input, and the engine's decision that the answer is checked against.
public struct QuizQuestion: Sendable, Equatable {
    public var scenario: String
    public var file: String
    public var step: Int
    /// The input as a person reads it: the link, or the payload and its stage.
    public var input: String
    /// Whether it is a push rather than a link.
    public var isPush: Bool
    public var signedIn: Bool
    /// The title of the screen the app shows before the input.
    public var screenTitle: String
    public var decision: Decision
    /// The code that explains a `stayed`, `notOpened` or `openedInBrowser` outcome; nil for the others (and for the
    /// not-installed browser page, which has no error).
    public var cause: String?
    /// Three plausible codes, the cause among them, in a fixed order; empty when there is no cause.
    public var causeChoices: [String]
    /// Whether the app was installed and running before the input (docs/contract.md, "App states").
    public var appState = AppState()
    /// The name of the FI the question is set on when its walkthrough carries its own settings file and so
    /// does not follow the active FI (a demo-only question); nil when it follows `--config`.
    public var ownFI: String?

    public var outcome: Outcome { decision.outcome }

    /// Whether the trainee is asked for the cause after choosing `outcome`.
    public func asksCause(after outcome: Outcome) -> Bool {
        cause != nil && (outcome == .stayed || outcome == .notOpened || outcome == .openedInBrowser)
    }

    /// Whether an answer is right: the outcome, and the cause when one is asked.
    public func isRight(_ answer: QuizAnswer) -> Bool {
        answer.outcome == outcome && (!asksCause(after: answer.outcome) || answer.cause == cause)
    }
}

/// What the trainee answered.
public struct QuizAnswer: Sendable, Equatable {
    public var outcome: Outcome
    public var cause: String?

    public init(outcome: Outcome, cause: String? = nil) {
        self.outcome = outcome
        self.cause = cause
    }
}

/// A question as answered.
public struct QuizResult: Sendable, Equatable {
    public var question: QuizQuestion
    public var answer: QuizAnswer
    /// When the trainee answered, as the host's clock said; the record stamps each answer with its own time.
    public var answeredAt: Date?

    public init(question: QuizQuestion, answer: QuizAnswer, answeredAt: Date? = nil) {
        self.question = question
        self.answer = answer
        self.answeredAt = answeredAt
    }

    public var isRight: Bool { question.isRight(answer) }
}
