import Foundation

/// The trainer's results file: one JSON line per question, then one line with the score.
public enum QuizRecord {
    /// `{"scenario", "file", "step", "input", "answer": {"outcome", "cause"}, "expected": {"outcome", "cause"}, "correct", "at"}`.
    public static func line(_ r: QuizResult, at time: Date) -> String {
        let q = r.question
        var line = "{\"scenario\":\(quote(q.scenario)),\"file\":\(quote(q.file)),\"step\":\(q.step),\"input\":\(quote(q.input))"
        line += ",\"answer\":{\"outcome\":\"\(r.answer.outcome.rawValue)\",\"cause\":\(r.answer.cause.map(quote) ?? "null")}"
        line += ",\"expected\":{\"outcome\":\"\(q.outcome.rawValue)\",\"cause\":\(q.cause.map(quote) ?? "null")}"
        line += ",\"correct\":\(r.isRight),\"at\":\"\(Timestamp.iso8601(time))\"}"
        return line
    }

    /// `{"score": 7, "questions": 9, "missed": [{"scenario", "step"}], "at": …}`.
    public static func summary(_ results: [QuizResult], at time: Date) -> String {
        let missed = results.filter { !$0.isRight }.map { "{\"scenario\":\(quote($0.question.scenario)),\"step\":\($0.question.step)}" }
        return "{\"score\":\(results.filter(\.isRight).count),\"questions\":\(results.count),\"missed\":[\(missed.joined(separator: ","))],\"at\":\"\(Timestamp.iso8601(time))\"}"
    }

    static func quote(_ text: String) -> String { JSONText.quote(DisplayText.sanitize(text, limit: 2000)) }
}
