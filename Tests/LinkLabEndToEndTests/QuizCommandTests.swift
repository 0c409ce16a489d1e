import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import Testing
@testable import linklab

/// `linklab quiz`: with answers piped on standard input.
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
        #expect(result.out.contains("Score: 1 of 1 answered (10 questions)"))
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
        let stdin = Data((QuizCommandTests.rightAnswers.joined(separator: "\n") + "\n").utf8)
        let result = try LinkLab.run(["quiz", "--config", PlayPartnerFITests.partner, QuizCommandTests.quiz], stdin: stdin)
        #expect(result.status == 0, "\(result.out.suffix(1_000))\(result.err)")
        #expect(result.out.contains("  partnerbank://open?targetPage=%23%2Fmessages"))
        #expect(!result.out.contains("q2mob://") && !result.out.contains("demo.q2.com"))
        #expect(result.out.contains("Score: 10 of 10"), "\(result.out.suffix(600))")
    }

    @Test("a demo-only question says so")
    func demoOnly() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = LinkLab.scenarios.appendingPathComponent("demo-fi/settings.json").path
        let quiz = try LinkLab.fixture("demo-quiz.json", #"{"name": "Demo only", "settings": "\#(settings)", "steps": [{"open": "q2mob://open?targetPage=%23%2Fmessages", "ask": true}]}"#, in: folder)
        let result = try LinkLab.run(["quiz", "--allow-outside-files", "--config", PlayPartnerFITests.partner, quiz], stdin: Data("navigated\n".utf8))
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("Set on Demo FI's app: this quiz carries its own settings, so its links and answers are that FI's, whatever --config says."),
                "\(result.out)")
    }

    @Test("no answer: the earlier results file is left as it was, and the quiz says so")
    func noAnswerKeepsResults() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = try LinkLab.fixture("results.jsonl", "earlier results\n", in: folder)
        let result = try LinkLab.run(["quiz", "--results", results, QuizCommandTests.quiz])
        #expect(result.status == 1)
        #expect(result.out.contains("No answer given, so \(results) was not written."), "\(result.out.suffix(300))")
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
        #expect(!result.out.contains("\u{0}"))
    }

    @Test("the score line and the results file give the same counts when the answers run out")
    func countsAgree() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.jsonl").path
        let result = try LinkLab.run(["quiz", "--results", results, QuizCommandTests.quiz], stdin: Data("navigated\n1\n".utf8))
        #expect(result.status == 1)
        #expect(result.out.contains("Score: 1 of 2 answered (10 questions)"), "\(result.out.suffix(400))")
        let summary = try #require(try String(contentsOfFile: results, encoding: .utf8).split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any])
        #expect(object["score"] as? Int == 1 && object["answered"] as? Int == 2 && object["questions"] as? Int == 10, "\(summary)")
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
        #expect(quiz.out.contains("Score: 1 of 1 answered (10 questions)"), "\(quiz.out.suffix(300))")
        #expect(quiz.err.contains("linklab: " + Wording.quizStopped(.interrupted, answered: 1, of: 10)), "\(quiz.err)")
        let lines = try String(contentsOfFile: results, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains(#""score":1,"answered":1,"questions":10"#) == true)
    }
}
