import Foundation
import Testing

/// `linklab quiz`: issue 9 item 2, with answers piped on standard input.
@Suite("linklab quiz")
struct QuizCommandTests {
    static let quiz = LinkLab.scenarios.appendingPathComponent("quiz-links.json").path

    /// The right answers to scenarios/quiz-links.json, by name: an outcome, then a cause for stayed, notOpened, or a link the browser opened on the way.
    static let rightAnswers = [
        "navigated", "stayed", "unencoded-target-page", "navigated", "openedInBrowser", "wrong-associated-domain",
        "stayed", "missing-route-fragment", "stayed", "double-encoded-target-page", "handledByModule",
        "notOpened", "wrong-url-scheme", "stayed", "unknown-route", "deferred",
    ]

    @Test("all right: a full score, and a results file with one line per question and the score")
    func allRight() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.jsonl").path
        let stdin = Data((Self.rightAnswers.joined(separator: "\n") + "\n").utf8)
        let result = try LinkLab.run(["quiz", "--results", results, Self.quiz], stdin: stdin)
        #expect(result.status == 0, "\(result.out.suffix(1_000))\(result.err)")
        #expect(result.out.contains("Question 10 of 10"))
        #expect(result.out.contains("Score: 10 of 10"))
        #expect(!result.out.contains("Missed:"))
        let lines = try String(contentsOfFile: results, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 11)
        let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.dropLast().allSatisfy { $0["correct"] as? Bool == true && ($0["at"] as? String)?.hasSuffix("Z") == true })
        #expect(objects.last?["score"] as? Int == 10 && objects.last?["questions"] as? Int == 10)
    }

    @Test("a wrong outcome and a wrong cause are missed, each listed with the reason; a non-answer is asked again")
    func missed() throws {
        // The cause choices as printed for question 2, to pick a wrong one.
        let peek = try LinkLab.run(["quiz", Self.quiz], stdin: Data("navigated\nstayed\n".utf8))
        let choices = peek.outLines.drop { $0 != "What is the cause?" }.dropFirst().prefix(3).map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").last.map(String.init) ?? "" }
        let wrong = try #require(choices.first { $0 != "unencoded-target-page" && !$0.isEmpty }, "\(peek.out)")

        var answers = Self.rightAnswers
        answers[0] = "4"        // stayed, where the app navigates: no cause is asked, the outcome is wrong already
        answers[2] = wrong      // the right outcome, a wrong cause
        answers.insert("x", at: 2)
        let result = try LinkLab.run(["quiz", Self.quiz], stdin: Data((answers.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0, "\(result.out.suffix(800))\(result.err)")
        #expect(result.out.contains("Answer with a number from 1 to 3, or its name."))
        #expect(result.out.contains("Score: 8 of 10"), "\(result.out.suffix(800))")
        let first = try #require(result.outLines.firstIndex { $0.contains("step 1: you said stayed; the app: navigated.") }, "\(result.out.suffix(800))")
        #expect(result.outLines[first + 1].contains("The app shows Messages"))
        let second = try #require(result.outLines.firstIndex { $0.contains("step 3: you said stayed (\(wrong)); the app: stayed (unencoded-target-page).") })
        #expect(result.outLines[second + 1].contains("The # in this link is not encoded"))
    }

    @Test("answers that run out: the score so far, one line on standard error, exit 1")
    func ranOut() throws {
        let result = try LinkLab.run(["quiz", Self.quiz], stdin: Data("navigated\n".utf8))
        #expect(result.status == 1)
        #expect(result.out.contains("Score: 1 of 10"))
        #expect(result.err.contains("the answers ended after 1 of 10 questions"))
    }

    @Test("a scenario with no question is a usage error")
    func noQuestions() throws {
        let result = try LinkLab.run(["quiz", LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path])
        #expect(result.status == 2)
        #expect(result.err.contains("has no step marked \"ask\": true"))
    }
}
