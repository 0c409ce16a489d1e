import Foundation
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing

/// Every line on the screen is true, at 80×24 as at any size.
@Suite("Every line true")
struct ScreenTruthTests {
    // MARK: Not installed means no signed-in state

    @Test("not installed while signed in: neither the phone's status bar nor the status line says who is signed in")
    func notInstalledShowsNoSession() throws {
        var model = try AppFixture.model()
        #expect(model.state.signedIn)
        model.key(.function(6))
        model.key(.down, times: Prerequisite.of(.ios).count)
        model.key(.enter) // Installed off
        model.key(.escape)
        #expect(!model.state.app.installed)
        let text = model.screenText
        #expect(text.contains("installed on this phone."))
        #expect(!text.contains("signed in") && !text.contains("Signed in") && !text.contains("signed out"), "\(text)")
        #expect(model.frame.row(21).contains("App not installed"))
        #expect(!model.frame.row(21).contains("#/"), "no route of an app that is not there")
    }

    // MARK: The empty pane says what F3 does here

    @Test("the empty decisions pane says F3 signs out when signed in, and signs in on the login screen", arguments: [true, false])
    func emptyPaneF3(signedIn: Bool) throws {
        let model = try AppFixture.model(signedIn: signedIn, size: .large)
        let text = Self.decisionsText(model)
        #expect(text.contains(signedIn ? "F3 signs out" : "F3 signs in"), "\(model.screenText)")
        #expect(!text.contains(signedIn ? "F3 signs in" : "F3 signs out"))
        #expect(model.frame.row(35).contains(signedIn ? "Sign out" : "Sign in"), "the hint bar agrees")
    }

    /// The decisions pane's text, its rows joined with spaces, so a sentence reads whole wherever it wraps.
    static func decisionsText(_ model: AppModel) -> String {
        let frame = model.frame
        let pane = Layout(width: model.width, height: model.height).decisions
        return (pane.y..<pane.maxY).map { y in
            var row = ""
            for x in (pane.x + 1)..<(pane.maxX - 1) where !frame[x, y].isContinuation { row += frame[x, y].text }
            return row.trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
    }

    @Test("with the app not installed, the empty pane offers no F3: there is nobody to sign in or out")
    func notInstalledNoF3() throws {
        var model = try AppFixture.model()
        model.key(.function(6)); model.key(.down, times: Prerequisite.of(.ios).count); model.key(.enter); model.key(.escape)
        #expect(!Self.decisionsText(model).contains("F3"))
    }

    // MARK: A deferral is not a failure

    @Test("a correct deferral draws the sign-in gate as • in the warning colour, not a red ✗; the JSON keeps passed false")
    func deferralIsNotAFailure() throws {
        var model = try AppFixture.model(signedIn: false, size: .large)
        model.open("https://demo.q2.com/experimental/uux.aspx#/settings/profile")
        let frame = model.frame
        let text = frame.plainText()
        #expect(text.contains("• sign-in gate"), "\(text)")
        #expect(!text.contains("✗ sign-in gate"))
        let row = try #require((0..<frame.height).first { frame.rowText($0).contains("• sign-in gate") })
        let x = try #require(frame.rowText(row).firstRange(of: "•").map { frame.rowText(row).distance(from: frame.rowText(row).startIndex, to: $0.lowerBound) })
        #expect(frame[x, row].style.color == .warning)
        let decision = try #require(model.lastDecision)
        let gate = try #require(decision.steps.first { if case .signInGate = $0.fact { true } else { false } })
        #expect(gate.passed == false && gate.result == .asDesigned)
        #expect(DecisionJSON.line(decision).contains("\"check\":\"sign-in gate\",\"passed\":false"))
    }

    @Test("a foreground or silent push that does not navigate is what the app does by design: • not ✗", arguments: [PushStage.foreground, .silent])
    func stageIsDesigned(stage: PushStage) throws {
        var model = try AppFixture.model(size: .large)
        model.key(.function(2))
        model.key(.tab, times: 3)
        model.key(stage == .foreground ? .right : .left)
        model.key(.enter)
        let decision = try #require(model.lastDecision)
        #expect(decision.codes.contains("push-stage-no-navigation"), "\(decision.codes)")
        let step = try #require(decision.steps.first { if case .navigateTo = $0.fact { true } else { false } })
        #expect(!step.passed && step.result == .asDesigned)
        #expect(model.screenText.contains("• navigateTo") || model.screenText.contains("• navigate"), "\(model.screenText)")
    }

    @Test("three kinds of check, each its own mark and style", arguments: StepResult.allCases)
    func threeKinds(result: StepResult) {
        let kind: DecisionReport.Line.Kind = switch result {
        case .passed: .pass
        case .failed: .fail
        case .asDesigned: .asDesigned
        }
        let others = StepResult.allCases.filter { $0 != result }.map { other -> DecisionReport.Line.Kind in
            switch other {
            case .passed: .pass
            case .failed: .fail
            case .asDesigned: .asDesigned
            }
        }
        for other in others { #expect(Styles.line(kind) != Styles.line(other)) }
        #expect(Set(StepResult.allCases.map(\.mark)).count == 3)
    }

    // MARK: Messages fit by wording

    /// Every status message the model can produce, reached the way a person reaches it.
    static func everyMessage() throws -> [String] {
        var messages: Set<String> = []
        func collect(_ model: AppModel) { for m in model.messageLog { messages.insert(m.text) } }
        let walkthroughs = try AppFixture.allWalkthroughs()
        // Every key on the main screen, signed in and out, with and without a link typed or opened.
        for signedIn in [true, false] {
            for prepare in 0..<3 {
                var model = try AppFixture.model(signedIn: signedIn, walkthroughs: walkthroughs)
                if prepare == 1 { model.send(.text("q2mob://open?targetPage=%23%2Fmessages")) }
                if prepare == 2 { model.open("q2mob://open?targetPage=#/messages") }
                for binding in KeyTable.bindings where binding.context != .overlay {
                    var copy = model
                    copy.key(binding.key)
                    collect(copy)
                }
            }
        }
        // Every row of F6, on iOS and Android, each toggled twice.
        for android in [false, true] {
            // The prerequisites, the app states, the platform and (iOS) the "chose Safari" domain.
            for row in 0..<(Prerequisite.of(.ios).count + 4) {
                var model = try AppFixture.model()
                if android {
                    model.key(.function(6)); model.key(.down, times: Prerequisite.of(.ios).count + 2); model.key(.enter); model.key(.escape)
                }
                for _ in 0..<2 {
                    model.key(.function(6)); model.key(.down, times: row); model.key(.enter); model.key(.escape)
                }
                model.key(.function(6)); model.key(.down, times: Prerequisite.of(.ios).count); model.key(.enter); model.key(.escape)
                model.key(.function(6)); model.key(.down, times: Prerequisite.of(.ios).count + 1); model.key(.enter); model.key(.escape)
                collect(model)
            }
        }
        // Every walkthrough: start, each step, step back at each step, past the end, leave.
        for walkthrough in walkthroughs {
            var model = try AppFixture.model(walkthroughs: [walkthrough])
            model.key(.function(7)); model.key(.enter)
            model.key(.control("p"))
            for _ in 0...WalkthroughProgress.beats(of: walkthrough.scenario).count {
                model.key(.enter)
                var back = model
                back.key(.control("p"))
                collect(back)
            }
            model.key(.function(9))
            model.key(.escape)
            collect(model)
        }
        // Replays of stored links, copies, variants, the library, pastes.
        var model = try AppFixture.model(signedIn: false)
        model.open("https://demo.q2.com/experimental/uux.aspx#/transactions/activityCenter")
        var replay = model
        replay.key(.function(3))
        replay.finishAnimation()
        collect(replay)
        for link in ["q2mob://open?targetPage=#/messages", "q2mob://open?targetPage=%23%2Fmessages", "not a link", "q2mob://open"] {
            var m = try AppFixture.model()
            m.open(link)
            m.key(.function(11))
            m.send(.text(link))
            m.key(.control("v"))
            m.key(.enter)
            m.key(.function(5))
            m.key(.enter)
            collect(m)
        }
        // Every source of both platforms, the browser's OPEN with and without a banner, Esc back.
        for android in [false, true] {
            var m = try AppFixture.model()
            if android { m.key(.function(6)); m.key(.down, times: Prerequisite.of(.ios).count + 2); m.key(.enter); m.key(.escape) }
            for _ in 0..<9 { m.key(.control("\\")); collect(m) }
            m.open(BrowserPhoneTests.tracker)
            var open = m
            open.key(.alt("o")); collect(open)
            BrowserPhoneTests.giveBanner(&m)
            m.key(.alt("o")); collect(m)
            m.open(BrowserPhoneTests.tracker)
            m.key(.escape); collect(m)
            m.key(.alt("o")); collect(m)
        }
        var viewOnly = try AppFixture.model()
        BrowserPhoneTests.giveBanner(&viewOnly)
        viewOnly.key(.function(6)); viewOnly.key(.down, times: Prerequisite.of(.ios).count); viewOnly.key(.enter); viewOnly.key(.escape)
        viewOnly.open(BrowserPhoneTests.profile)
        viewOnly.key(.alt("o")); collect(viewOnly)
        var fixGone = try AppFixture.model()
        fixGone.open(BrowserPhoneTests.tracker)
        let entitlement = Prerequisite.of(.ios).firstIndex { $0.code == .missingAssociatedDomainsEntitlement } ?? 0
        fixGone.key(.function(6)); fixGone.key(.down, times: entitlement); fixGone.key(.enter); fixGone.key(.escape)
        fixGone.key(.function(11)); collect(fixGone)
        var paste = try AppFixture.model()
        paste.send(.paste(String(repeating: "c", count: 1_100_000) + "\n" + String(repeating: "\n", count: 1_048_576)))
        paste.send(.text(String(repeating: "d", count: 30_000)))
        paste.send(.paste("a\nb"))
        collect(paste)
        return messages.sorted()
    }

    @Test("every status message the model produces shows whole at 80 columns, by wording, not cut with …")
    func messagesFit() throws {
        let messages = try Self.everyMessage()
        #expect(messages.count >= 25, "\(messages)")
        for message in messages {
            var model = try AppFixture.model()
            model.note(message)
            let row = model.frame.row(21)
            #expect(row.contains(message), "at 80 columns: \(message) (\(CharacterWidth.of(message)) columns) shows as \(row)")
            #expect(CharacterWidth.of(message) <= StatusBar.messageRoom(width: 80), "\(message)")
        }
    }

    @Test("F12 keeps a message whole even when the host's is longer than the line")
    func logKeepsWholeText() throws {
        var model = try AppFixture.model()
        let long = "Saved the session to /home/someone/.local/share/linklab/linklab-session-2026-11-24T10-00-00Z.jsonl and its checks."
        model.note("Saved the session (F12: where).", full: long)
        model.key(.function(12))
        #expect(model.messageLog.last?.text == long)
        #expect(model.screenText.replacingOccurrences(of: "\n", with: " ").contains("linklab-session-2026"))
    }

    @Test("F6 at 80×24: each prerequisite marked missing says, whole, which links now fail and with what", arguments: Platform.allCases)
    func missingLinesWhole(platform: Platform) throws {
        for (index, prerequisite) in Prerequisite.of(platform).enumerated() {
            var model = try AppFixture.model()
            if platform == .android {
                model.key(.function(6)); model.key(.down, times: Prerequisite.of(.ios).count + 2); model.key(.enter); model.key(.escape)
            }
            model.key(.function(6))
            model.key(.down, times: index)
            model.key(.enter)
            let text = model.screenText
            #expect(text.contains("missing: \(prerequisite.affectedLinks) show \(prerequisite.code.rawValue)"), "\(text)")
            #expect(model.notice == "Missing now: \(prerequisite.affectedLinks) show \(prerequisite.code.rawValue).")
            #expect(!text.contains("…"), "\(text)")
        }
    }

    // MARK: Smaller slips

    @Test("stepping back to before step 1 says so, not “Back to 3 steps”")
    func backToStart() throws {
        var model = try AppFixture.model(walkthroughs: [AppFixture.walkthrough("deferred-replay.json")])
        model.key(.function(7)); model.key(.enter); model.key(.enter)
        model.key(.control("p"))
        #expect(model.notice == "Back to the start: Enter plays step 1.")
        model.key(.enter); model.key(.enter)
        model.key(.control("p"))
        #expect(model.notice == "Back to step 1 of 2, replayed from the start.")
    }

    @Test("at 80 columns the way into help that works everywhere shows: ^G in the hint bar, F1/^G in the title bar")
    func helpChordAt80() throws {
        for signedIn in [true, false] {
            var model = try AppFixture.model(signedIn: signedIn)
            model.open("q2mob://open?targetPage=%23%2Fmessages")
            #expect(model.frame.row(23).contains("^G Help"), "\(model.frame.row(23))")
            #expect(model.frame.row(23).contains("F8 Save"), "no other key is lost for it: \(model.frame.row(23))")
            #expect(model.frame.row(0).hasSuffix("F1/^G Help"))
        }
    }

    @Test("F1 opens help and F1 closes it")
    func f1Toggles() throws {
        var model = try AppFixture.model()
        model.key(.function(1))
        #expect(model.overlay == .help)
        model.key(.function(1))
        #expect(model.overlay == nil)
    }
}
