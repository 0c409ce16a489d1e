import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import LinkLabFrames
import Testing

/// The quiz window (Ctrl-T): questions follow the active FI, the score window scrolls,
/// and every answer keeps its own time.
@Suite("The quiz window")
struct QuizWindowTests {
    static let partner = (AppFixture.scenarios as NSString).appendingPathComponent("partner-fi/settings.json")

    /// The app under the partner FI, with the shipped quiz-links walkthrough loaded as the app loads it.
    static func partnerModel(size: TerminalSize = .standard) throws -> AppModel {
        let scenario = try ScenarioLoader.load(path: (AppFixture.scenarios as NSString).appendingPathComponent("quiz-links.json"))
        let app = try ScenarioLoader.app(for: scenario, fallbackConfig: partner, screensDirectory: AppFixture.screens)
        var model = AppModel(app: try AppLoader.load(configPath: partner, screensDirectory: AppFixture.screens), signedIn: true,
                             walkthroughs: [Walkthrough(scenario: scenario, app: app)])
        model.send(.resize(width: size.width, height: size.height))
        return model
    }

    @Test("under the partner FI the quiz asks about the partner's links, and its right answer is marked right")
    func partnerLinks() throws {
        var model = try Self.partnerModel()
        model.key(.control("t"))
        guard case .quiz(let start)? = model.overlay else { Issue.record("no quiz window"); return }
        #expect(start.quiz.questions.allSatisfy { !$0.input.contains("q2mob") && !$0.input.contains("demo.q2.com") },
                "\(start.quiz.questions.map(\.input))")
        #expect(model.screenText.contains("partnerbank://open?targetPage=%23%2Fmessages"), "\(model.screenText)")
        #expect(!model.screenText.contains("Set on"))
        model.key(.enter) // navigated
        guard case .quiz(let first)? = model.overlay, case .feedback(let result) = first.stage else { Issue.record("no feedback"); return }
        #expect(result.isRight)
    }

    @Test("a question whose walkthrough carries its own settings says which FI it is set on")
    func ownSettingsSaySo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linklab-quizwindow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = (AppFixture.scenarios as NSString).appendingPathComponent("demo-fi/settings.json")
        let path = folder.appendingPathComponent("demo-quiz.json").path
        try Data(#"{"name": "Demo only", "settings": "\#(settings)", "steps": [{"open": "q2mob://open?targetPage=%23%2Fmessages", "ask": true}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let scenario = try ScenarioLoader.load(path: path)
        let app = try ScenarioLoader.app(for: scenario, fallbackConfig: Self.partner, screensDirectory: AppFixture.screens, allowOutsideFiles: true)
        var model = AppModel(app: try AppLoader.load(configPath: Self.partner, screensDirectory: AppFixture.screens), signedIn: true,
                             walkthroughs: [Walkthrough(scenario: scenario, app: app)])
        model.send(.resize(width: 80, height: 24))
        model.key(.control("t"))
        #expect(model.screenText.contains("Set on Demo FI's app"), "\(model.screenText)")
    }

    /// Every question answered `stayed` then the first cause, so most are missed, each at its own time.
    static func finishWrongly(_ model: inout AppModel) {
        var time = 1_700_000_000.0
        while case .quiz(let p)? = model.overlay, p.stage != .score {
            model.clock = time
            time += 7
            if p.stage == .outcome { model.key(.down, times: 3) }
            model.key(.enter)
        }
    }

    @Test("the score window scrolls through every question missed, and says how many more there are")
    func scoreScrolls() throws {
        var model = try TrainingWindowTests.quizModel()
        model.key(.control("t"))
        Self.finishWrongly(&model)
        guard case .quiz(let end)? = model.overlay else { Issue.record("no score"); return }
        let missed = end.results.filter { !$0.isRight }
        #expect(missed.count >= 5)
        let rows = QuizView.scoreRows(end, frameWidth: 80)
        let visible = QuizView.scoreVisibleRows(frameHeight: 24)
        #expect(rows.count > visible, "the test needs more rows than the window holds")
        #expect(model.screenText.contains("↓ \(rows.count - visible) more"), "\(model.screenText)")
        let lastMissed = try #require(missed.last)
        let lastLine = "\(lastMissed.question.scenario), step \(lastMissed.question.step): you said"
        #expect(!model.screenText.contains(lastLine))
        model.key(.down, times: rows.count) // past the end: stops at the last row
        guard case .quiz(let scrolled)? = model.overlay else { Issue.record("the window closed"); return }
        #expect(scrolled.scroll == rows.count - visible)
        #expect(model.screenText.contains(lastLine), "\(model.screenText)")
        #expect(model.screenText.contains("↑ \(rows.count - visible) more"))
        let footer = model.screenText.split(separator: "\n").first { $0.contains("↑/↓ scrolls") }
        #expect(footer.map { !$0.components(separatedBy: "·")[0].contains("↓") } == true, "nothing more below: \(footer ?? "")")
        model.key(.up, times: rows.count)
        guard case .quiz(let top)? = model.overlay else { Issue.record("the window closed"); return }
        #expect(top.scroll == 0)
    }

    @Test("each answer keeps the time it was given; the save counts every question of the quiz")
    func answerTimes() throws {
        var model = try TrainingWindowTests.quizModel()
        model.key(.control("t"))
        var effects: [AppEffect] = []
        var time = 1_700_000_000.0
        while case .quiz(let p)? = model.overlay, p.stage != .score {
            model.clock = time
            time += 7
            effects += model.key(.enter)
        }
        guard case .quiz(let end)? = model.overlay else { Issue.record("no score"); return }
        let times = end.results.compactMap(\.answeredAt)
        #expect(times.count == end.results.count)
        #expect(Set(times).count == times.count, "every answer has a time of its own: \(times)")
        #expect(effects.contains(.saveQuizResults(end.results, questions: 10)))
    }
}
