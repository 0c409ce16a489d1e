import Foundation
import Testing
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// docs/contract.md, A32: the quiz shows what decides. Two questions that read the same (the input with its
/// notes, signed in or out, the screen, the app's state, the FI) have the same answer, over every shipped
/// quiz and walkthrough scenario.
@Suite("The quiz shows what decides")
struct QuizPromptTests {
    struct Prompt: Hashable {
        var input: String
        var isPush: Bool
        var signedIn: Bool
        var screenTitle: String
        var installed: Bool
        var running: Bool
        var fi: String?
    }

    @Test("no two questions with the same prompt have different right answers")
    func samePromptSameAnswer() throws {
        let folder = QuizTests.scenarios
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        var answers: [Prompt: (String, String)] = [:]
        var asked = 0
        for file in files {
            guard let scenario = try? ScenarioLoader.load(path: folder.appendingPathComponent(file).path),
                  scenario.steps.contains(where: \.ask),
                  let app = try? ScenarioLoader.app(for: scenario, fallbackConfig: nil, screensDirectory: Fixtures.screensDirectory)
            else { continue }
            for q in Quiz(scenarios: [(scenario, app)]).questions {
                asked += 1
                let prompt = Prompt(input: q.input, isPush: q.isPush, signedIn: q.signedIn, screenTitle: q.screenTitle,
                                    installed: q.appState.installed, running: q.appState.running, fi: q.ownFI ?? app.configuration.name)
                let answer = "\(q.outcome.rawValue) \(q.cause ?? "-")"
                if let (earlier, place) = answers[prompt] {
                    #expect(earlier == answer, "\(file) step \(q.step) asks what \(place) asks (\(q.input)), but its answer is \(answer), not \(earlier)")
                } else {
                    answers[prompt] = (answer, "\(file) step \(q.step)")
                }
            }
        }
        #expect(asked > 20, "only \(asked) questions were found")
    }
}
