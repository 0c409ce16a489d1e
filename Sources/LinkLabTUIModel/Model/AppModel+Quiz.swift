#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The quiz as a window (Ctrl-T): the questions of every walkthrough with steps marked `"ask": true`.
extension AppModel {
    mutating func startQuiz() {
        let asking = walkthroughs.filter { $0.scenario.steps.contains(where: \.ask) }
        let quiz = Quiz(scenarios: asking.map { ($0.scenario, $0.app) })
        guard !quiz.questions.isEmpty else {
            notice = Wording.text(of: .noQuiz)
            return
        }
        overlay = .quiz(QuizProgress(quiz: quiz))
    }

    /// Enter in the quiz: answer, go on, or close at the end.
    mutating func answerQuiz(_ current: QuizProgress) -> [AppEffect] {
        var progress = current
        guard let question = progress.question else {
            overlay = nil
            return []
        }
        var effects: [AppEffect] = []
        switch progress.stage {
        case .outcome:
            let outcome = Outcome.allCases[max(0, min(Outcome.allCases.count - 1, progress.selected))]
            if question.asksCause(after: outcome) {
                progress.stage = .cause(outcome)
            } else {
                let result = QuizResult(question: question, answer: QuizAnswer(outcome: outcome), answeredAt: answerTime)
                progress.results.append(result)
                progress.stage = .feedback(result)
            }
        case .cause(let outcome):
            let choices = question.causeChoices
            let cause = choices.indices.contains(progress.selected) ? choices[progress.selected] : nil
            let result = QuizResult(question: question, answer: QuizAnswer(outcome: outcome, cause: cause), answeredAt: answerTime)
            progress.results.append(result)
            progress.stage = .feedback(result)
        case .feedback:
            if progress.index + 1 < progress.quiz.questions.count {
                progress.index += 1
                progress.stage = .outcome
            } else {
                progress.stage = .score
                effects.append(.saveQuizResults(progress.results, questions: progress.quiz.questions.count))
            }
        case .score:
            overlay = nil
            return []
        }
        progress.selected = 0
        progress.scroll = 0
        overlay = .quiz(progress)
        return effects
    }

    /// The time of an answer, from the host's clock; nil before the host has said the time.
    var answerTime: Date? { clock > 0 ? Date(timeIntervalSince1970: clock) : nil }

    /// ↑/↓ on the score: scrolls the list of questions missed, as far as its last row.
    mutating func scrollQuizScore(_ progress: QuizProgress, by step: Int) {
        var progress = progress
        let rows = progress.scoreRows(frameWidth: width).count
        let last = max(0, rows - ScreenLayout.quizScoreVisibleRows(frameHeight: height))
        progress.scroll = max(0, min(last, progress.scroll + step))
        overlay = .quiz(progress)
    }
}
