import Foundation
import Testing
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Quiz questions come from steps marked "ask", and the engine's decision is the answer.
@Suite("Quiz")
struct QuizTests {
    static let scenarios = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios")

    static func quiz(_ name: String, config: String? = nil) throws -> Quiz {
        let scenario = try ScenarioLoader.load(path: scenarios.appendingPathComponent(name).path)
        let app = try ScenarioLoader.app(for: scenario, fallbackConfig: config, screensDirectory: Fixtures.screensDirectory)
        return Quiz(scenarios: [(scenario, app)])
    }

    @Test("one question per asking step, answered by the engine's decision")
    func questions() throws {
        let quiz = try Self.quiz("quiz-links.json")
        #expect(quiz.questions.map(\.step) == [1, 3, 5, 7, 9, 11, 13, 16, 18, 22])
        #expect(quiz.questions.map(\.outcome) == [.navigated, .stayed, .navigated, .openedInBrowser, .stayed, .stayed, .handledByModule, .notOpened, .stayed, .deferred])
        #expect(quiz.questions[1].cause == "unencoded-target-page")
        #expect(quiz.questions[1].screenTitle == "Messages")
        #expect(quiz.questions.last?.signedIn == false)
    }

    @Test("a cause is asked only for stayed and notOpened, among three codes with the right one, the same every time")
    func causes() throws {
        let first = try Self.quiz("quiz-links.json"), second = try Self.quiz("quiz-links.json")
        #expect(first == second)
        for q in first.questions {
            if q.cause != nil || q.outcome == .stayed || q.outcome == .notOpened {
                let cause = try #require(q.cause)
                #expect(q.causeChoices.count == 3 && Set(q.causeChoices).count == 3 && q.causeChoices.contains(cause))
                #expect(q.causeChoices.filter { q.decision.codes.contains($0) } == [cause], "a distractor is also a code of the decision")
                #expect(q.causeChoices.allSatisfy { DiagnosticCode(rawValue: $0) != nil })
            } else {
                #expect(q.cause == nil && q.causeChoices.isEmpty)
            }
        }
    }

    @Test("right and wrong answers")
    func answers() throws {
        let q = try Self.quiz("quiz-links.json").questions[1]
        #expect(q.isRight(QuizAnswer(outcome: .stayed, cause: "unencoded-target-page")))
        #expect(!q.isRight(QuizAnswer(outcome: .stayed, cause: q.causeChoices.first { $0 != "unencoded-target-page" })))
        #expect(!q.isRight(QuizAnswer(outcome: .navigated)))
    }

    @Test("the push quiz follows --config: the partner's sender in every question")
    func partnerPushes() throws {
        let quiz = try Self.quiz("quiz-pushes.json", config: ExamplesTests.partnerSettings)
        #expect(quiz.questions.count == 6)
        #expect(quiz.questions.allSatisfy { $0.isPush && !$0.input.contains("com.q2.mobile.module.demo") })
        #expect(quiz.questions.map(\.outcome) == [.navigated, .stayed, .stayed, .stayed, .stayed, .deferred])
    }

    @Test("the link quiz follows --config: the same questions and answers, on the FI's own links", arguments: [
        ExamplesTests.partnerSettings, FIDefaultsTests.minimal,
    ])
    func partnerLinks(config: String) throws {
        let demo = try Self.quiz("quiz-links.json")
        let quiz = try Self.quiz("quiz-links.json", config: config)
        let fi = try ConfigurationLoader.load(path: config)
        #expect(quiz.questions.count == 10)
        #expect(quiz.questions.allSatisfy { !$0.input.contains("q2mob") && !$0.input.contains("demo.q2.com") && $0.ownFI == nil },
                "\(quiz.questions.map(\.input))")
        #expect(quiz.questions.filter { $0.input.hasPrefix(fi.urlScheme + "://") || $0.input.contains(fi.associatedDomain) }.count == 8,
                "all but the wrong scheme and the wrong host")
        #expect(quiz.questions.map(\.outcome) == demo.questions.map(\.outcome))
        #expect(quiz.questions.map(\.cause) == demo.questions.map(\.cause))
    }

    @Test("results lines carry the answer, the expected answer and an ISO-8601 time")
    func record() throws {
        let q = try Self.quiz("quiz-links.json").questions[1]
        let result = QuizResult(question: q, answer: QuizAnswer(outcome: .stayed, cause: "unencoded-target-page"))
        let object = try parseJSONObject(QuizRecord.line(result, at: Date(timeIntervalSince1970: 0)))
        #expect(object["correct"] as? Bool == true)
        #expect(object["at"] as? String == "1970-01-01T00:00:00Z")
        #expect((object["expected"] as? [String: Any])?["cause"] as? String == "unencoded-target-page")
    }

    /// The browser-path walkthroughs, each a quiz: the question, its outcome, and its cause, under the demo FI.
    static let pathQuestions: [(file: String, outcomes: [Outcome], causes: [String?], inputs: [String])] = [
        ("campaign-email-opened-website.json", [.openedInBrowser, .navigated], ["wrong-associated-domain", nil], ["(from app)", "(from app)"]),
        ("typed-into-safari.json", [.openedInBrowser], ["source-opens-browser"], ["(from typed)"]),
        ("tap-on-own-website.json", [.openedInBrowser, .navigated], ["source-opens-browser", nil],
         ["(from safari, on a page of the link's own site (/offers))", "(from safari, on https://news.example/story)"]),
        ("chose-safari-once.json", [.openedInBrowser, .navigated], ["browser-remembered", nil],
         ["(the phone remembers the customer chose Safari for demo.q2.com)", "(from banner)  (the phone remembers the customer chose Safari for demo.q2.com)"]),
        ("tracking-domain-with-aasa.json", [.stayed], ["tracking-url-in-app"],
         ["(from app)  (click.mailer.example serves an apple-app-site-association file for the app)"]),
    ]

    @Test("the path walkthroughs give quiz questions that say where the link was tapped, what the phone remembers and which tracking setting decides",
          arguments: pathQuestions.indices)
    func pathWalkthroughs(index: Int) throws {
        let row = Self.pathQuestions[index]
        let quiz = try Self.quiz(row.file)
        #expect(quiz.questions.map(\.outcome) == row.outcomes)
        #expect(quiz.questions.map(\.cause) == row.causes)
        for (q, text) in zip(quiz.questions, row.inputs) { #expect(q.input.hasSuffix(text), "\(q.input)") }
        for q in quiz.questions where q.cause != nil { #expect(q.causeChoices.count == 3) }
    }
}

/// What the trainer's file says about each answer and about the whole quiz.
@Suite("Quiz records")
struct QuizRecordTests {
    static func results() throws -> [QuizResult] {
        let quiz = try QuizTests.quiz("quiz-links.json")
        return quiz.questions.prefix(3).enumerated().map { i, q in
            QuizResult(question: q, answer: QuizAnswer(outcome: .navigated), answeredAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 61))
        }
    }

    @Test("each line carries the time of its own answer, not the time of the save")
    func answerTimes() throws {
        let save = Date(timeIntervalSince1970: 1_800_000_000)
        let lines = try Self.results().map { QuizRecord.line($0, at: save) }
        #expect(lines.map { $0.contains(#""at":"2023-11-14T22:13:20Z""#) } == [true, false, false])
        #expect(lines[1].contains(#""at":"2023-11-14T22:14:21Z""#))
        #expect(!lines.contains { $0.contains(Timestamp.iso8601(save)) })
    }

    @Test("the summary and the score line give the same counts")
    func countsAgree() throws {
        let results = try Self.results()
        let right = results.filter(\.isRight).count
        let summary = QuizRecord.summary(results, questions: 10, at: Date(timeIntervalSince1970: 0))
        #expect(summary.hasPrefix(#"{"score":\#(right),"answered":3,"questions":10,"#), "\(summary)")
        #expect(Wording.quizScore(right: right, answered: 3, questions: 10) == "Score: \(right) of 3 answered (10 questions)")
        #expect(Wording.quizScore(right: 7, answered: 10, questions: 10) == "Score: 7 of 10")
    }

    @Test("with no answer there is no file to write")
    func noAnswerNoFile() {
        #expect(QuizRecord.file([], questions: 10, at: Date()) == nil)
    }
}
