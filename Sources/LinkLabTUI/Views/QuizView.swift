import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// Ctrl-T: the quiz window. The question, then the choices; then the decision and its explanation;
/// at the end the score and the questions missed, with the reason.
enum QuizView {
    static func draw(_ progress: QuizProgress, into frame: inout Frame) {
        let total = progress.quiz.questions.count
        let title = Wording.quizTitle(score: progress.stage == .score, question: progress.index + 1, of: total)
        let inner = OverlayView.window(title, into: &frame)
        let width = inner.width - 2
        var y = inner.y
        func line(_ text: String, _ style: CellStyle = .plain, indent: Int = 0) {
            for piece in TextWrap.lines(DisplayText.sanitize(text, limit: 2000), width: max(1, width - indent)) where y < inner.maxY {
                _ = frame.put(piece, x: inner.x + 1 + indent, y: y, style: style, maxWidth: width - indent)
                y += 1
            }
        }
        if progress.stage == .score {
            let rows = scoreRows(progress, frameWidth: frame.width)
            let visible = max(1, inner.height - 1)
            let first = max(0, min(progress.scroll, rows.count - visible))
            for row in rows.dropFirst(first).prefix(visible) where y < inner.maxY - 1 {
                _ = frame.put(row.text, x: inner.x + 1 + row.indent, y: y, style: Styles.of(row.tone), maxWidth: width - row.indent)
                y += 1
            }
            // The list runs on below (or above) the window: say so, and how to see it.
            if rows.count > visible {
                let below = rows.count - first - visible
                _ = frame.put(Wording.scrollFooter(above: first, below: below), x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: width)
            }
            return
        }
        guard let q = progress.question else { return }
        line(Wording.quizSource(scenario: q.scenario, step: q.step), Styles.muted)
        if let fi = q.ownFI { line(Wording.quizOwnFINote(fi), Styles.muted) }
        line(Wording.quizPhone(q.decision.platform, androidVersion: q.decision.androidVersion) + " "
             + Wording.quizSetting(signedIn: q.signedIn, screenTitle: q.screenTitle, appState: q.appState) + " "
             + Wording.quizArrives(push: q.isPush))
        line(q.input, Styles.accent, indent: 2)
        y += 1
        switch progress.stage {
        case .outcome, .cause:
            line(Wording.quizAsks(outcome: progress.stage == .outcome), Styles.title)
            for (index, choice) in progress.choices.enumerated() where y < inner.maxY {
                let selected = index == progress.selected
                _ = frame.put(OverlayView.marker(selected) + choice, x: inner.x + 1, y: y, style: selected ? Styles.selected : .plain, maxWidth: width)
                y += 1
            }
        case .feedback(let r):
            line(Wording.quizFeedback(right: r.isRight, said: answerText(r.answer), expected: expected(q)),
                 CellStyle(bold: true, color: r.isRight ? .success : .failure))
            line(q.decision.summary)
            for d in q.decision.diagnostics { line(Wording.quizDiagnostic(d), Styles.muted, indent: 1) }
            _ = frame.put(Wording.quizNext(last: progress.index + 1 >= total), x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: width)
        case .score:
            break
        }
    }

    /// The score window's rows, as the model works them out (`QuizProgress.scoreRows`).
    static func scoreRows(_ progress: QuizProgress, frameWidth: Int) -> [(text: String, tone: Tone, indent: Int)] {
        progress.scoreRows(frameWidth: frameWidth)
    }

    /// How many score rows the window shows at once (`ScreenLayout.quizScoreVisibleRows`).
    static func scoreVisibleRows(frameHeight: Int) -> Int { ScreenLayout.quizScoreVisibleRows(frameHeight: frameHeight) }

    static func expected(_ q: QuizQuestion) -> String { Wording.quizAnswer(outcome: q.outcome, cause: q.cause) }
    static func answerText(_ a: QuizAnswer) -> String { Wording.quizAnswer(outcome: a.outcome, cause: a.cause) }
}
