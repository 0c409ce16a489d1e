import LinkLabFrames
import LinkLabCore

/// The quiz as a window (Ctrl-T): the questions of every walkthrough with steps marked `"ask": true`.
extension AppModel {
    mutating func startQuiz() {
        let asking = walkthroughs.filter { $0.scenario.steps.contains(where: \.ask) }
        let quiz = Quiz(scenarios: asking.map { ($0.scenario, $0.app) })
        guard !quiz.questions.isEmpty else {
            notice = "No quiz found: mark steps \"ask\": true in scenarios/*.json."
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
                let result = QuizResult(question: question, answer: QuizAnswer(outcome: outcome))
                progress.results.append(result)
                progress.stage = .feedback(result)
            }
        case .cause(let outcome):
            let choices = question.causeChoices
            let cause = choices.indices.contains(progress.selected) ? choices[progress.selected] : nil
            let result = QuizResult(question: question, answer: QuizAnswer(outcome: outcome, cause: cause))
            progress.results.append(result)
            progress.stage = .feedback(result)
        case .feedback:
            if progress.index + 1 < progress.quiz.questions.count {
                progress.index += 1
                progress.stage = .outcome
            } else {
                progress.stage = .score
                effects.append(.saveQuizResults(progress.results))
            }
        case .score:
            overlay = nil
            return []
        }
        progress.selected = 0
        overlay = .quiz(progress)
        return effects
    }
}
