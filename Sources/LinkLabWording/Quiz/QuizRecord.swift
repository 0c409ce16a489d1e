#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// The trainer's results file: one JSON line per question, then one line with the score.
public enum QuizRecord {
    /// `{"scenario", "file", "step", "input", "answer": {"outcome", "cause"}, "expected": {"outcome", "cause"}, "correct", "at"}`;
    /// `at` is when the question was answered, or `time` for a result that does not say.
    public static func line(_ r: QuizResult, at time: Date) -> String {
        let q = r.question
        var w = JSONWriter(capacity: 1024)
        w.raw("{\"scenario\":"); text(q.scenario, into: &w)
        w.raw(",\"file\":"); text(q.file, into: &w)
        w.raw(",\"step\":"); w.number(q.step)
        w.raw(",\"input\":"); text(q.input, into: &w)
        w.raw(",\"answer\":{\"outcome\":"); w.string(r.answer.outcome.rawValue)
        w.raw(",\"cause\":"); optionalText(r.answer.cause, into: &w)
        w.raw("},\"expected\":{\"outcome\":"); w.string(q.outcome.rawValue)
        w.raw(",\"cause\":"); optionalText(q.cause, into: &w)
        w.raw("},\"correct\":"); w.bool(r.isRight)
        w.raw(",\"at\":"); w.string(Timestamp.iso8601(r.answeredAt ?? time))
        w.raw("}")
        return w.text
    }

    /// `{"score": 2, "answered": 4, "questions": 16, "missed": [{"scenario", "step"}], "at": …}`: the same
    /// counts the quiz says on screen (`Wording.quizScore`), `questions` being every question of the quiz.
    public static func summary(_ results: [QuizResult], questions: Int, at time: Date) -> String {
        var w = JSONWriter(capacity: 1024)
        w.raw("{\"score\":"); w.number(results.filter(\.isRight).count)
        w.raw(",\"answered\":"); w.number(results.count)
        w.raw(",\"questions\":"); w.number(questions)
        w.raw(",\"missed\":[")
        for (i, missed) in results.filter({ !$0.isRight }).enumerated() {
            w.raw(i == 0 ? "{\"scenario\":" : ",{\"scenario\":"); text(missed.question.scenario, into: &w)
            w.raw(",\"step\":"); w.number(missed.question.step)
            w.raw("}")
        }
        w.raw("],\"at\":"); w.string(Timestamp.iso8601(time))
        w.raw("}")
        return w.text
    }

    /// The whole results file: a line per answer, then the summary; nil when nothing was answered, so that
    /// an earlier file is never replaced by an empty one.
    public static func file(_ results: [QuizResult], questions: Int, at time: Date) -> String? {
        guard !results.isEmpty else { return nil }
        return results.map { line($0, at: time) + "\n" }.joined() + summary(results, questions: questions, at: time) + "\n"
    }

    /// Text from a scenario or an answer, made safe to show.
    private static func text(_ text: String, into w: inout JSONWriter) { w.string(DisplayText.sanitize(text, limit: 2000)) }

    private static func optionalText(_ text: String?, into w: inout JSONWriter) { w.optional(text.map { DisplayText.sanitize($0, limit: 2000) }) }
}
