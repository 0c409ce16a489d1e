import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Ctrl-V varies a link, Ctrl-T runs the quiz as a window, F8 keeps a check list.
@Suite("Training windows")
struct TrainingWindowTests {
    static func quizModel(size: TerminalSize = .standard) throws -> AppModel {
        try AppFixture.model(size: size, walkthroughs: [AppFixture.walkthrough("quiz-links.json")])
    }

    @Test("Ctrl-V varies the typed link; Enter puts the chosen variant in the input line")
    func variantsOfTypedLink() throws {
        var model = try AppFixture.model()
        model.send(.text("q2mob://open?targetPage=%23%2Fmessages"))
        model.key(.control("v"))
        #expect(model.overlay == .variants(selected: 0))
        let neighbours = try #require(model.variants?.neighbours)
        #expect(neighbours.map(\.variant) == LinkVariant.neighbourhood)
        model.key(.enter)
        #expect(model.overlay == nil)
        #expect(model.input.text == "q2mob://open?targetPage=#/messages")
        model.key(.enter)
        #expect(model.lastDecision?.outcome == neighbours[0].decision.outcome)
    }

    @Test("Ctrl-V with an empty line varies the last link opened; a link with no route gets a notice")
    func variantsOfLastLink() throws {
        var model = try AppFixture.model()
        model.key(.control("v"))
        #expect(model.overlay == nil && model.notice == Wording.text(of: .noLinkForVariants))
        model.open("https://demo.q2.com/experimental/uux.aspx#/transfer")
        model.key(.control("v"))
        #expect(model.variants?.route == "transfer")
        model.key(.escape)
        model.send(.text("q2mob://open?targetPage=#/messages"))
        model.key(.control("v"))
        #expect(model.overlay == nil && model.notice == "That link carries no route, so it has no variants to show.")
    }

    @Test("the quiz window: outcome, then the cause, then the decision; at the end the score and a save")
    func quizWindow() throws {
        var model = try Self.quizModel()
        model.key(.control("t"))
        guard case .quiz(let start)? = model.overlay else { Issue.record("no quiz window"); return }
        #expect(start.quiz.questions.count == 10)
        #expect(model.screenText.contains("Question 1 of 10"))

        model.key(.enter) // navigated: right
        guard case .quiz(let first)? = model.overlay, case .feedback(let result) = first.stage else { Issue.record("no feedback"); return }
        #expect(result.isRight)
        model.key(.enter) // next question: the unencoded #
        model.key(.down, times: 3) // stayed
        model.key(.enter)
        guard case .quiz(let asking)? = model.overlay, asking.stage == .cause(.stayed) else { Issue.record("no cause asked"); return }
        let right = try #require(asking.question?.causeChoices.firstIndex(of: "unencoded-target-page"))
        model.key(.down, times: right)
        model.key(.enter)
        guard case .quiz(let second)? = model.overlay, case .feedback(let answered) = second.stage else { Issue.record("no feedback"); return }
        #expect(answered.isRight)
        #expect(model.screenText.contains("✓ Right: stayed (unencoded-target-page)."))

        var effects: [AppEffect] = []
        for _ in 2..<10 {
            model.key(.enter) // next question
            model.key(.enter) // answer navigated
            if case .quiz(let p)? = model.overlay, case .cause = p.stage { model.key(.enter) }
        }
        effects = model.key(.enter)
        guard case .quiz(let end)? = model.overlay else { Issue.record("the quiz closed early"); return }
        #expect(end.stage == .score)
        #expect(end.results.count == 10)
        #expect(effects == [.saveQuizResults(end.results, questions: 10)])
        #expect(model.screenText.contains("Score: \(end.results.filter(\.isRight).count) of 10"))
        #expect(model.screenText.contains("Missed:"))
        model.key(.enter)
        #expect(model.overlay == nil)
    }

    @Test("F8's check list holds each link and push opened, with the signed-in state it was opened in")
    func exploredRows() throws {
        var model = try AppFixture.model()
        model.open("q2mob://open?targetPage=%23%2Fmessages")
        model.key(.function(3)) // sign out
        model.open("https://demo.q2.com/experimental/uux.aspx#/transfer")
        #expect(model.explored.map(\.input) == [.link("q2mob://open?targetPage=%23%2Fmessages"), .link("https://demo.q2.com/experimental/uux.aspx#/transfer")])
        #expect(model.explored.map(\.signedIn) == [true, false])
        #expect(model.explored.map(\.expectation.outcome) == [.navigated, .deferred])
    }

    @Test("golden frames: the variants window and a quiz question", arguments: TerminalSize.both)
    func frames(size: TerminalSize) throws {
        var model = try AppFixture.model(size: size)
        model.send(.text("q2mob://open?targetPage=%23%2Fmessages"))
        model.key(.control("v"))
        assertSnapshot(model.frame, named: "variants-\(size)")

        var quiz = try Self.quizModel(size: size)
        quiz.key(.control("t"))
        quiz.key(.enter)
        quiz.key(.enter)
        quiz.key(.down, times: 3)
        quiz.key(.enter)
        assertSnapshot(quiz.frame, named: "quiz-cause-\(size)")
    }
}
