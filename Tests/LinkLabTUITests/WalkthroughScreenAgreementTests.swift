import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// A walkthrough's narration and its phone tell one story (docs/contract.md, A33): at every step the box
/// narrates the step just played, and the phone shows what that step's decision left on the screen. Both are
/// read from typed values where they exist (the beat played, the decision's outcome and scene, the page the
/// browser shows), then found in the rendered frame: the browser's address bar for a page opened in the
/// browser, the app's screen title otherwise. A step whose narration says Safari while the phone shows the
/// app, or the other way round, fails here.
@Suite("Walkthroughs: the narration and the phone agree")
struct WalkthroughScreenAgreementTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)]
    static let cases = WalkthroughTests.files.flatMap { file in sizes.map { (file, $0) } }

    /// The text inside a rectangle of the frame (its border left out), rows joined by spaces.
    static func text(of rect: Rect, in frame: Frame) -> String {
        (rect.y + 1..<rect.maxY - 1).map { y in
            var row = ""
            for x in (rect.x + 1)..<(rect.maxX - 1) where !frame[x, y].isContinuation { row += frame[x, y].text }
            return row.trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
    }

    @Test("every step at 80×24 and 120×40: the box narrates it, and the phone shows its decision's outcome", arguments: cases)
    func agree(file: String, size: TerminalSize) throws {
        let walkthrough = try AppFixture.walkthrough(file)
        var model = try AppFixture.model(size: size, walkthroughs: [walkthrough])
        model.key(.function(7))
        model.key(.enter)
        let steps = walkthrough.scenario.steps
        var checked = 0
        while let progress = model.walkthrough, !progress.isFinished {
            let beat = progress.beat
            let effects = model.key(.enter)
            let played = try #require(model.walkthrough)
            #expect(played.beat == beat + 1, "\(file): one step per Enter")
            let frame = model.frame
            let layout = ScreenLayout(width: size.width, height: size.height)
            let phone = Self.text(of: layout.phone, in: frame)
            let box = Self.text(of: layout.decisions, in: frame)
            let at = "\(file) at \(size), \(played.stepTitle)"

            // The box narrates this step: its title, and its first words, from the scenario's own steps.
            #expect(frame.rowText(layout.decisions.y).contains(played.stepTitle), "\(at)\n\(frame.plainText())")
            let says = steps[played.beats[beat]].compactMap { step -> String? in
                if case .say(let text) = step.action { return text }
                return nil
            }
            if let first = says.first {
                #expect(box.contains(String(first.split(separator: " ").prefix(4).joined(separator: " "))), "\(at): “\(first)”\n\(frame.plainText())")
            }

            // The phone shows this step's decision, not an earlier one's.
            let decisions = effects.flatMap { effect -> [Decision] in
                if case .record(let made) = effect { return made }
                return []
            }
            guard let decision = decisions.last else { continue }
            // As a person sees it a moment later: a replay's beat has finished (the frame is drawn so too).
            var settled = model
            settled.finishAnimation()
            #expect(settled.shownDecisionCount == settled.state.history.count, "\(at): every decision of the step is shown")
            let page = BrowserPage(after: decision, configuration: model.configuration)
            let input = settled.phonePaneInput(in: layout.phone)
            #expect(input.browserPage == page, "\(at): the phone shows the browser exactly when the step opened a web page")
            if let page {
                // The browser's address bar names the page's host (shortened as the bar shortens it).
                #expect(phone.contains(String(page.host.prefix(20))), "\(at): the browser shows \(page.host)\n\(frame.plainText())")
                #expect(decision.outcome == .openedInBrowser)
            } else if model.state.app.installed, model.state.app.running, input.scene.moduleInFront == nil {
                let scene = try #require(decision.scene)
                #expect(input.scene.currentScreen == scene.currentScreen, "\(at): the phone shows the screen the decision left")
                let title = model.session.app.screens.screen(id: scene.currentScreen)?.title ?? scene.currentScreen
                #expect(phone.contains(String(title.prefix(16))), "\(at): the phone shows \(title)\n\(frame.plainText())")
                #expect(!phone.contains("⌂") && !phone.contains("↻"), "\(at): no browser's address bar over the app\n\(frame.plainText())")
            }
            checked += 1
        }
        #expect(checked > 0 || !steps.contains { if case .say = $0.action { false } else if case .expect = $0.action { false } else { true } },
                "\(file): its steps are checked")
    }
}
