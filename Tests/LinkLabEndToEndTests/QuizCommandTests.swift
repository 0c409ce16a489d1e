import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing
@testable import linklab

/// One answered question in a quiz's results file, decoded (docs/contract.md, A32).
struct QuizAnswerRecord: Decodable, Equatable {
    /// An outcome, and the cause asked for stayed, notOpened or a link the browser opened on the way.
    struct Answer: Decodable, Equatable {
        var outcome: String
        var cause: String?
    }
    var scenario: String
    var step: Int
    var input: String
    var answer: Answer
    var expected: Answer
    var correct: Bool
}

/// The last line of a quiz's results file, decoded: the same counts as the score line.
struct QuizScoreRecord: Decodable, Equatable {
    /// A question answered wrongly, by walkthrough and step.
    struct Missed: Decodable, Equatable {
        var scenario: String
        var step: Int
    }
    var score: Int
    var answered: Int
    var questions: Int
    var missed: [Missed]
}

/// A results file read back: every answer, then the score.
struct QuizResults {
    var answers: [QuizAnswerRecord]
    var score: QuizScoreRecord

    init(path: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { Data($0.utf8) }
        let last = try #require(lines.last, "\(path) is empty")
        answers = try lines.dropLast().map { try JSONDecoder().decode(QuizAnswerRecord.self, from: $0) }
        score = try JSONDecoder().decode(QuizScoreRecord.self, from: last)
    }
}

/// `linklab quiz`: with answers piped on standard input. What is scored is read back from the results file
/// as values; the lines a person reads are compared whole, made by the quiz's own Wording from those values.
@Suite("linklab quiz")
struct QuizCommandTests {
    static let quiz = LinkLab.scenarios.appendingPathComponent("quiz-links.json").path
    static let title = "Quiz: documented links"

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
        let lines = try String(contentsOfFile: results, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 11)
        let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.allSatisfy { ($0["at"] as? String)?.hasSuffix("Z") == true })
        let read = try QuizResults(path: results)
        #expect(read.answers.allSatisfy { $0.correct && $0.answer == $0.expected }, "\(read.answers)")
        #expect(read.score == QuizScoreRecord(score: 10, answered: 10, questions: 10, missed: []))
        // Each question asked, in order, and the score line, as a person reads them.
        let asked = read.answers.enumerated().map { Wording.quizQuestion($0.offset + 1, of: 10, scenario: $0.element.scenario, step: $0.element.step) }
        #expect(result.outLines.filter { $0.hasPrefix("Question ") } == asked)
        #expect(result.outLines.contains(Wording.quizScore(right: 10, answered: 10, questions: 10)), "\(result.out.suffix(300))")
        #expect(!result.outLines.contains(Wording.quizMissed))
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
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.jsonl").path
        let result = try LinkLab.run(["quiz", "--results", results, Self.quiz], stdin: Data((answers.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0, "\(result.out.suffix(800))\(result.err)")
        let read = try QuizResults(path: results)
        #expect(read.score == QuizScoreRecord(score: 8, answered: 10, questions: 10,
                                              missed: [.init(scenario: Self.title, step: 1), .init(scenario: Self.title, step: 3)]))
        let first = try #require(read.answers.first)
        #expect(first.answer == .init(outcome: "stayed") && first.expected == .init(outcome: "navigated") && !first.correct)
        let second = read.answers[1]
        #expect(second.answer == .init(outcome: "stayed", cause: wrong) && !second.correct)
        #expect(second.expected == .init(outcome: "stayed", cause: "unencoded-target-page"))

        // What a person reads: the non-answer asked again, the score, and each miss with the engine's own reason.
        #expect(result.outLines.contains(Wording.quizAnswerAgain(choices: 3)), "\(result.out.suffix(800))")
        #expect(result.outLines.contains(Wording.quizScore(right: 8, answered: 10, questions: 10)), "\(result.out.suffix(800))")
        let explain = try LinkLab.run(["explain", "--json", first.input, second.input])
        let explained = try explain.decisions()
        try #require(explained.count == 2 && explained[1].codes == ["unencoded-target-page"], "\(explained)")
        let summaries = try explain.jsonLines()
        let missed = Array(result.outLines.drop { $0 != Wording.quizMissed }.dropFirst())
        #expect(missed == [
            Wording.quizMissed(scenario: Self.title, step: 1, yours: "stayed", expected: "navigated"),
            "    " + (summaries[0]["summary"] as? String ?? "?"),
            Wording.quizMissed(scenario: Self.title, step: 3, yours: "stayed (\(wrong))", expected: "stayed (unencoded-target-page)"),
            "    " + (((summaries[1]["diagnostics"] as? [[String: Any]])?.first?["message"] as? String) ?? "?"),
            Wording.quizResultsWritten(results),
        ], "\(result.out.suffix(800))")
    }

    @Test("answers that run out: the score so far, one line on standard error, exit 1")
    func ranOut() throws {
        let result = try LinkLab.run(["quiz", Self.quiz], stdin: Data("navigated\n".utf8))
        #expect(result.status == 1)
        #expect(result.outLines.last == Wording.quizScore(right: 1, answered: 1, questions: 10), "\(result.out.suffix(300))")
        #expect(result.errLines == ["linklab: " + Wording.quizStopped(.ended, answered: 1, of: 10)])
    }

    @Test("a scenario with no question is a usage error")
    func noQuestions() throws {
        let path = LinkLab.scenarios.appendingPathComponent("deferred-replay.json").path
        let result = try LinkLab.run(["quiz", path])
        #expect(result.status == 2)
        #expect(result.errLines == ["linklab: " + UsageError(.quizAsksNothing(path: path)).message])
    }
}

/// The quiz follows the partner's FI, keeps earlier results when nothing was answered,
/// bounds its answer lines, agrees with its file on counts, and saves what was answered on Ctrl-C.
@Suite("linklab quiz: partners, counts, saves and Ctrl-C")
struct QuizCommandSaveTests {
    @Test("under the partner FI the quiz shows the partner's links, and the partner's right answers score in full")
    func partner() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.jsonl").path
        let stdin = Data((QuizCommandTests.rightAnswers.joined(separator: "\n") + "\n").utf8)
        let result = try LinkLab.run(["quiz", "--results", results, "--config", PlayPartnerFITests.partner, QuizCommandTests.quiz], stdin: stdin)
        #expect(result.status == 0, "\(result.out.suffix(1_000))\(result.err)")
        let read = try QuizResults(path: results)
        #expect(read.answers.first?.input == "partnerbank://open?targetPage=%23%2Fmessages")
        #expect(result.hasLine("  partnerbank://open?targetPage=%23%2Fmessages"), "\(result.out.prefix(600))")
        // No demo FI link is asked about, nor shown anywhere.
        #expect(!result.out.contains("q2mob://") && !result.out.contains("demo.q2.com"))
        #expect(read.score == QuizScoreRecord(score: 10, answered: 10, questions: 10, missed: []))
        #expect(result.outLines.contains(Wording.quizScore(right: 10, answered: 10, questions: 10)), "\(result.out.suffix(600))")
    }

    @Test("a demo-only question says so")
    func demoOnly() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = LinkLab.scenarios.appendingPathComponent("demo-fi/settings.json").path
        let quiz = try LinkLab.fixture("demo-quiz.json", #"{"name": "Demo only", "settings": "\#(settings)", "steps": [{"open": "q2mob://open?targetPage=%23%2Fmessages", "ask": true}]}"#, in: folder)
        let result = try LinkLab.run(["quiz", "--allow-outside-files", "--config", PlayPartnerFITests.partner, quiz], stdin: Data("navigated\n".utf8))
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let asked = try #require(result.outLines.firstIndex(of: Wording.quizQuestion(1, of: 1, scenario: "Demo only", step: 1)), "\(result.out)")
        #expect(result.outLines[asked + 1] == Wording.quizOwnFINote("Demo FI"), "\(result.out)")
    }

    @Test("no answer: the earlier results file is left as it was, and the quiz says so")
    func noAnswerKeepsResults() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = try LinkLab.fixture("results.jsonl", "earlier results\n", in: folder)
        let result = try LinkLab.run(["quiz", "--results", results, QuizCommandTests.quiz])
        #expect(result.status == 1)
        #expect(result.outLines.last == Wording.quizResultsNotWritten(results), "\(result.out.suffix(300))")
        #expect(try String(contentsOfFile: results, encoding: .utf8) == "earlier results\n")
    }

    @Test("an answer line that never ends stops the quiz at once, having read only its first 4 KiB")
    func endlessLine() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.jsonl").path
        let result = try LinkLab.run(["quiz", "--results", results, QuizCommandTests.quiz], stdin: Data(repeating: 0, count: 1 << 20))
        #expect(result.status == 1)
        #expect(result.errLines == ["linklab: an answer was longer than 4096 bytes, so the quiz stopped after 0 of 10 questions"], "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: results))
        #expect(!result.stdout.contains(0), "no NUL byte is echoed")
    }

    @Test("the score line and the results file give the same counts when the answers run out")
    func countsAgree() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.jsonl").path
        let result = try LinkLab.run(["quiz", "--results", results, QuizCommandTests.quiz], stdin: Data("navigated\n1\n".utf8))
        #expect(result.status == 1)
        let read = try QuizResults(path: results)
        #expect(read.score == QuizScoreRecord(score: 1, answered: 2, questions: 10, missed: [.init(scenario: QuizCommandTests.title, step: 3)]))
        #expect(result.outLines.contains(Wording.quizScore(right: read.score.score, answered: read.score.answered, questions: read.score.questions)),
                "\(result.out.suffix(400))")
    }

    @Test("Ctrl-C: the questions answered are scored and saved, and the status is 130")
    func interrupt() throws {
        let binary = try #require(LinkLab.binary)
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.jsonl").path
        var quiz = try SpawnedLinkLab(["quiz", "--results", results, QuizCommandTests.quiz], executable: binary, pipeInput: true, folder: folder)
        quiz.send("navigated\n")
        // The first answer is in once the second question is asked: then Ctrl-C.
        let asked = quiz.waitForOutput("Question 2 of 10")
        kill(quiz.pid, SIGINT)
        let status = quiz.wait()
        #expect(asked, "\(quiz.out)")
        #expect(status == 130, "\(quiz.err)")
        let outLines = quiz.out.split(separator: "\n").map(String.init)
        let errLines = quiz.err.split(separator: "\n").map(String.init)
        #expect(outLines.contains(Wording.quizScore(right: 1, answered: 1, questions: 10)), "\(quiz.out.suffix(300))")
        #expect(errLines.last == "linklab: " + Wording.quizStopped(.interrupted, answered: 1, of: 10), "\(quiz.err)")
        let read = try QuizResults(path: results)
        #expect(read.answers.count == 1)
        #expect(read.score == QuizScoreRecord(score: 1, answered: 1, questions: 10, missed: []))
    }
}
