import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

extension QuizProgress {
    /// The score window's rows, wrapped to its width: the score, then each question missed with the reason.
    /// The window draws them, and ↑/↓ scrolls them as far as the last.
    package func scoreRows(frameWidth: Int) -> [(text: String, tone: Tone, indent: Int)] {
        let width = max(1, frameWidth - 4)
        var rows: [(text: String, tone: Tone, indent: Int)] = []
        func add(_ text: String, _ tone: Tone, indent: Int = 0) {
            for piece in TextWrap.lines(DisplayText.sanitize(text, limit: 2000), width: max(1, width - indent)) {
                rows.append((piece, tone, indent))
            }
        }
        let right = results.filter(\.isRight).count
        add(Wording.quizScore(right: right, answered: results.count, questions: quiz.questions.count), .title)
        let missed = results.filter { !$0.isRight }
        if !missed.isEmpty { add(Wording.quizMissedHeading, .title) }
        for r in missed {
            let q = r.question
            add(Wording.quizMissed(scenario: q.scenario, step: q.step, said: Wording.quizAnswer(outcome: r.answer.outcome, cause: r.answer.cause),
                                   expected: Wording.quizAnswer(outcome: q.outcome, cause: q.cause)),
                .failure, indent: 1)
            add(q.decision.diagnostics.first { $0.code.rawValue == q.cause }?.message ?? q.decision.summary, .muted, indent: 3)
        }
        return rows
    }
}
