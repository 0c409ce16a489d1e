import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Narration belongs to a step: each line a walkthrough says is shown with the screen it
/// describes. Every walkthrough is played in the app, and each narration line is checked against the
/// state shown beside it, through what its words claim.
@Suite("Walkthrough narration matches its screen")
struct NarrationTruthTests {
    /// What a phrase in a narration line claims about the state shown with it.
    struct Claim: Sendable {
        var phrase: String
        var holds: @Sendable (AppModel) -> Bool
    }

    static let claims: [Claim] = [
        Claim(phrase: "shows the login screen") { $0.state.currentScreen == Screen.loginID },
        Claim(phrase: "keeps the link") { $0.state.pending != nil },
        Claim(phrase: "is signed out") { !$0.state.signedIn },
        Claim(phrase: "Signed out,") { !$0.state.signedIn },
        Claim(phrase: "After sign-in") { $0.state.signedIn },
        Claim(phrase: "has not installed the app") { !$0.state.app.installed },
        Claim(phrase: "shows the UUX page on the web") { $0.lastDecision?.outcome == .openedInBrowser },
        Claim(phrase: "opens the web page in the browser") { $0.lastDecision?.outcome == .openedInBrowser },
        Claim(phrase: "cannot open it") { $0.lastDecision?.outcome == .notOpened },
        Claim(phrase: "sees the landing page and nothing else") { $0.state.currentScreen == "landingPage" && $0.lastDecision?.outcome == .stayed },
        Claim(phrase: "works.") { $0.lastDecision?.outcome == .navigated },
        Claim(phrase: "still opens the app") { $0.lastDecision?.outcome == .navigated },
        Claim(phrase: "so they still work") { $0.lastDecision?.outcome == .navigated },
        Claim(phrase: "the app stays") { $0.lastDecision?.outcome == .stayed },
        Claim(phrase: "it waits for sign-in") { $0.state.pending != nil && !$0.state.signedIn },
        Claim(phrase: "it replaces the first") { $0.lastDecision?.codes.contains("pending-replaced") == true },
        Claim(phrase: "the app shows the Activity Center") { $0.state.currentScreen == "activityCenter" || $0.state.pending == nil && $0.state.signedIn },
        Claim(phrase: "the module claims") { $0.lastDecision?.outcome == .handledByModule },
        Claim(phrase: "the login screen stays") { $0.state.currentScreen == Screen.loginID },
        Claim(phrase: "Signing in later shows only the landing page") { $0.state.currentScreen == "landingPage" },
    ]

    static let files = WalkthroughTests.files

    @Test("every walkthrough, played step by step: each narration line's claims hold for the screen shown with it", arguments: files)
    func claimsHold(file: String) throws {
        let walkthrough = try AppFixture.walkthrough(file)
        var model = try AppFixture.model(size: .large, walkthroughs: [walkthrough])
        model.key(.function(7))
        model.key(.enter)
        var checked = 0
        while let progress = model.walkthrough, !progress.isFinished {
            model.key(.enter)
            let shown = model.frame.plainText()
            for line in model.walkthrough?.narration ?? [] {
                guard case .say(let text) = line else { continue }
                // Shown with that screen: the line's first words are in the narration box now.
                #expect(shown.contains(String(text.prefix(20))), "\(file): \(text)")
                for claim in Self.claims where text.contains(claim.phrase) {
                    checked += 1
                    #expect(claim.holds(model), "\(file), \(model.walkthrough?.stepTitle ?? ""): “\(text)” claims \(claim.phrase), but the screen is \(model.state.currentScreen), signed in \(model.state.signedIn), outcome \(model.lastDecision?.outcome.rawValue ?? "none")")
                }
            }
        }
        #expect(model.walkthrough?.narration.last == .finished(failures: 0), "\(file)")
        _ = checked
    }

    @Test("at 80×24 every narration line of every walkthrough step shows whole in the box, never cut with …", arguments: files)
    func wholeAt80(file: String) throws {
        let walkthrough = try AppFixture.walkthrough(file)
        var model = try AppFixture.model(walkthroughs: [walkthrough])
        model.key(.function(7))
        model.key(.enter)
        while let progress = model.walkthrough, !progress.isFinished {
            model.key(.enter)
            let shown = try #require(model.walkthrough)
            let pane = Layout(width: 80, height: 24).decisions
            let box = Rect(x: pane.x, y: pane.y, width: pane.width,
                           height: NarrationBox.height(shown, paneWidth: pane.width, paneHeight: pane.height))
            let frame = model.frame
            let text = (box.y + 1..<box.maxY - 1).map { y in
                var row = ""
                for x in (box.x + 2)..<(box.maxX - 2) where !frame[x, y].isContinuation { row += frame[x, y].text }
                return row.trimmingCharacters(in: .whitespaces)
            }.joined(separator: " ")
            for line in shown.narration {
                let words = line.text.split(separator: " ").joined(separator: " ")
                #expect(text.contains(words), "\(file), \(shown.stepTitle): “\(line.text)” in\n\(frame.plainText())")
            }
        }
    }

    @Test("the claims table is used: the walkthroughs the issue names make claims that are checked")
    func claimsAreChecked() throws {
        for (file, expected) in [("deferred-replay.json", 3), ("app-not-installed.json", 3), ("cold-start-dropped.json", 2)] {
            let walkthrough = try AppFixture.walkthrough(file)
            let says = walkthrough.scenario.steps.compactMap { step -> String? in
                if case .say(let text) = step.action { return text }
                return nil
            }
            let claimed = says.reduce(0) { count, text in count + Self.claims.filter { text.contains($0.phrase) }.count }
            #expect(claimed >= expected, "\(file): \(claimed) claims")
        }
    }

    @Test("the issue's cases: a line describing a screen is never shown with the next one")
    func issueCases() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("app-not-installed.json")])
        model.key(.function(7))
        model.key(.enter)
        model.key(.enter)
        #expect(model.lastDecision?.outcome == .openedInBrowser)
        #expect(model.walkthrough?.narration.contains(.say("Safari shows the UUX page on the web. With no deferred-link service, the destination is lost at the App Store.")) == true)
        model.key(.enter)
        #expect(model.lastDecision?.outcome == .notOpened)
        #expect(model.walkthrough?.narration.first == .say("A custom-scheme link is worse: Safari cannot open it at all and says the address is invalid."))
        #expect(model.walkthrough?.isFinished == true)
    }
}
