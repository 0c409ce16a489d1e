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
        var line = "{\"scenario\":\(quote(q.scenario)),\"file\":\(quote(q.file)),\"step\":\(q.step),\"input\":\(quote(q.input))"
        line += ",\"answer\":{\"outcome\":\"\(r.answer.outcome.rawValue)\",\"cause\":\(r.answer.cause.map(quote) ?? "null")}"
        line += ",\"expected\":{\"outcome\":\"\(q.outcome.rawValue)\",\"cause\":\(q.cause.map(quote) ?? "null")}"
        line += ",\"correct\":\(r.isRight),\"at\":\"\(Timestamp.iso8601(r.answeredAt ?? time))\"}"
        return line
    }

    /// `{"score": 2, "answered": 4, "questions": 16, "missed": [{"scenario", "step"}], "at": …}`: the same
    /// counts the quiz says on screen (`Wording.quizScore`), `questions` being every question of the quiz.
    public static func summary(_ results: [QuizResult], questions: Int, at time: Date) -> String {
        let missed = results.filter { !$0.isRight }.map { "{\"scenario\":\(quote($0.question.scenario)),\"step\":\($0.question.step)}" }
        return "{\"score\":\(results.filter(\.isRight).count),\"answered\":\(results.count),\"questions\":\(questions)"
            + ",\"missed\":[\(missed.joined(separator: ","))],\"at\":\"\(Timestamp.iso8601(time))\"}"
    }

    /// The whole results file: a line per answer, then the summary; nil when nothing was answered, so that
    /// an earlier file is never replaced by an empty one.
    public static func file(_ results: [QuizResult], questions: Int, at time: Date) -> String? {
        guard !results.isEmpty else { return nil }
        return results.map { line($0, at: time) + "\n" }.joined() + summary(results, questions: questions, at: time) + "\n"
    }

    static func quote(_ text: String) -> String { JSONText.quote(DisplayText.sanitize(text, limit: 2000)) }
}
