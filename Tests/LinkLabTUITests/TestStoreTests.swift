import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames
@testable import LinkLabTUIModel
import Testing

/// The terminal app's model driven through `TestStore`: after every event the whole model is compared with
/// the one the test describes, and every effect must be asserted. Every key of the key table is pressed in
/// every window, so a key that does something the test does not say fails it.
@Suite("The model, event by event")
struct TestStoreTests {
    /// The windows the app opens over the main screen, each with the key that opens it.
    enum Window: String, CaseIterable, CustomTestStringConvertible {
        case help, pushComposer, linkLibrary, configuration, walkthroughs, variants, quiz, messageLog

        var testDescription: String { rawValue }

        /// The key the key table gives for opening this window from the main screen.
        var opener: Key {
            switch self {
            case .help: .function(1)
            case .pushComposer: .function(2)
            case .linkLibrary: .function(5)
            case .configuration: .function(6)
            case .walkthroughs: .function(7)
            case .variants: .control("v")
            case .quiz: .control("t")
            case .messageLog: .function(12)
            }
        }
    }

    static let profile = "https://demo.q2.com/experimental/uux.aspx#/settings/profile"

    /// The demo FI at 80×24, signed in, with every shipped walkthrough; for the variants window, a link typed.
    static func model(before window: Window) throws -> AppModel {
        var model = try AppFixture.model(walkthroughs: AppFixture.allWalkthroughs())
        if window == .variants { model.send(.paste(profile)) }
        return model
    }

    /// How the model changes when `window` opens from the main screen.
    static func opening(_ window: Window, _ model: inout AppModel) throws {
        switch window {
        case .help: model.overlay = .help
        case .pushComposer: model.overlay = .pushComposer(PushComposer(configuration: model.configuration))
        case .linkLibrary:
            model.libraryEntries = LinkLibrary.entries(for: model.session.app)
            model.overlay = .linkLibrary(selected: 0)
        case .configuration: model.overlay = .configuration(selected: 0)
        case .walkthroughs: model.overlay = .walkthroughs(selected: 0)
        case .variants:
            let variants = try #require(LinkNeighbourhood(of: profile, app: model.session.app))
            model.variants = variants
            model.overlay = .variants(selected: 0)
        case .quiz:
            let asking = model.walkthroughs.filter { $0.scenario.steps.contains(where: \.ask) }
            model.overlay = .quiz(QuizProgress(quiz: Quiz(scenarios: asking.map { ($0.scenario, $0.app) })))
        case .messageLog:
            model.overlay = .messageLog
            model.windowScroll = model.windowScrollLimit // the log opens at its newest messages
        }
    }

    @Test("each window opens from the main screen with its key, and changes nothing else", arguments: Window.allCases)
    func opens(_ window: Window) throws {
        let store = TestStore(try Self.model(before: window))
        try store.send(.key(window.opener)) { try Self.opening(window, &$0) }
    }

    /// Every key the key table names, each once, in the table's order: keys and their Ctrl chords.
    static let everyKey: [Key] = KeyTable.bindings.flatMap { [$0.key] + ($0.chord.map { [$0] } ?? []) }
        .reduce(into: []) { keys, key in if !keys.contains(key) { keys.append(key) } }

    @Test("every key of the key table, pressed in each window, does what the window offers and nothing else",
          arguments: Window.allCases)
    func everyKey(in window: Window) throws {
        var opened = try Self.model(before: window)
        opened.key(window.opener)
        #expect(Self.everyKey.count >= 48, "the table's keys and chords, each once")
        for key in Self.everyKey {
            let store = TestStore(opened)
            var effects: [AppEffect] = []
            try store.send(.key(key)) { effects = try Self.pressing(key, in: window, &$0) }
            for effect in effects { store.receive(effect) }
        }
    }

    /// What `key` does in `window`, said for each window as the key table and the contract say it; nil keys
    /// of the main screen do nothing over a window. Returns the effects the key asks for.
    static func pressing(_ key: Key, in window: Window, _ model: inout AppModel) throws -> [AppEffect] {
        guard let action = KeyTable.action(for: key, in: .overlay) else { return [] }
        switch action {
        case .quit:
            return [.quit]
        case .showHelp:
            // The key that opened help closes it; from any other window it shows help instead.
            model.overlay = window == .help ? nil : .help
        case .closeOverlay:
            model.overlay = nil
        case .refetchLiveFiles:
            // Not started with --live: the status line says what would make it work.
            model.notice = Wording.text(of: .liveRefetchNeedsLive)
        case .toggleMouseCapture:
            // Anywhere: the mouse goes back to the terminal, which is told, and the status line says how to undo it.
            model.mouseCapture = false
            model.notice = Wording.text(of: .mouseCapture(false))
            return [.captureMouse(false)]
        case .moveUp, .moveDown, .changeLeft, .changeRight, .nextField, .previousField,
             .movePageUp, .movePageDown, .moveToFirst, .moveToLast:
            try moving(action, in: window, &model)
        case .choose:
            return try choosing(in: window, &model)
        case .filterList:
            // `/` opens the filter in the three list windows; the others have no list to filter.
            if [.linkLibrary, .walkthroughs, .variants].contains(window) { model.listFilter = ListFilter() }
        case .searchWindow:
            // Ctrl-F searches every window with lines to read; the composer's fields and the quiz have none.
            guard ![.pushComposer, .quiz].contains(window), let overlay = model.overlay else { return [] }
            model.windowSearch = WindowSearch(scrollBefore: model.windowScroll, overlayBefore: overlay)
            model.show(Wording.text(of: .windowSearchPrompt))
        default:
            Issue.record("\(key) is bound to \(action) over a window, which this test does not describe")
        }
        return []
    }

    /// ↑ ↓ (k j), PgUp PgDn, Home End (g G), ← → Tab and Shift-Tab: each window's selection from its first row, or
    /// its text from where it opened; the push composer's fields.
    static func moving(_ action: AppAction, in window: Window, _ model: inout AppModel) throws {
        let overlay = try #require(model.overlay)
        if case .pushComposer(var composer) = overlay {
            switch action {
            case .moveUp, .previousField: composer.field = .stage // up from the first field wraps to the last
            case .moveDown, .nextField: composer.field = .sender
            case .changeLeft, .changeRight: composer.cyclePreset(by: action == .changeRight ? 1 : -1) // the preset row
            default: return // a page or an end means nothing among five fields
            }
            model.overlay = .pushComposer(composer)
            return
        }
        let page = model.windowPage(overlay)
        let rows: Int
        switch action {
        case .moveUp: rows = -1
        case .moveDown: rows = 1
        case .movePageUp: rows = -page
        case .movePageDown: rows = page
        case .moveToFirst: rows = -1_000_000
        case .moveToLast: rows = 1_000_000
        default: return // ← → Tab move nothing outside the composer
        }
        func row(from start: Int, count: Int) -> Int { max(0, min(count - 1, start + rows)) }
        switch overlay {
        case .linkLibrary(let selected): model.overlay = .linkLibrary(selected: row(from: selected, count: model.libraryEntries.count))
        case .configuration(let selected):
            let count = model.browserChoiceRowStart + model.session.browserChoiceDomains.count
            model.overlay = .configuration(selected: row(from: selected, count: count))
        case .walkthroughs(let selected): model.overlay = .walkthroughs(selected: row(from: selected, count: model.walkthroughs.count))
        case .variants(let selected):
            model.overlay = .variants(selected: row(from: selected, count: try #require(model.variants).neighbours.count))
        case .quiz(var progress):
            progress.selected = row(from: progress.selected, count: progress.choices.count)
            model.overlay = .quiz(progress)
        case .help, .messageLog:
            // Text windows scroll their text, between its first line and the last page.
            model.windowScroll = max(0, min(model.windowScrollLimit, model.windowScroll + rows))
        case .pushComposer:
            break
        }
    }

    /// Enter: each window's own choice, for its first row.
    static func choosing(in window: Window, _ model: inout AppModel) throws -> [AppEffect] {
        switch (window, model.overlay) {
        case (.help, _), (.messageLog, _):
            model.overlay = nil
        case (.pushComposer, .pushComposer(let composer)?):
            // The composed push is sent to the session; the composer remembers it for the next F2.
            model.lastComposer = composer
            model.overlay = nil
            return model.apply(.push(PushPayload(json: composer.payload), stage: composer.stage))
        case (.linkLibrary, _):
            model.input = LineEditor(text: model.libraryEntries[0].link)
            model.overlay = nil
            model.notice = Wording.text(of: .pressEnterToOpen(signOutFirst: false))
        case (.configuration, _):
            // The first row is the first prerequisite: Enter marks it missing, and the app is emulated without it.
            let prerequisite = Prerequisite.of(model.configuration.platform)[0]
            let changed = prerequisite.setting(false, in: model.configuration, original: model.originalConfiguration)
            model.session.replaceApp(BankingApp(configuration: changed, screens: model.session.app.screens))
            model.notice = Wording.text(of: .prerequisiteMissing(affectedLinks: prerequisite.affectedLinks,
                                                                  code: prerequisite.code.rawValue))
        case (.walkthroughs, _):
            model.startWalkthrough(model.walkthroughs[0])
        case (.variants, _):
            let chosen = try #require(model.variants?.neighbours.first).link
            model.overlay = nil
            model.input = LineEditor(text: chosen.link)
            model.inputTyped = false // the app put it there: history keeps only what the person typed
            model.notice = Wording.text(of: .pressEnterToOpen(signOutFirst: !chosen.signedIn))
        case (.quiz, .quiz(var progress)?):
            // The first answer (the first outcome) to the first question: its feedback, or its cause asked next.
            let question = try #require(progress.question)
            let outcome = Outcome.allCases[0]
            if question.asksCause(after: outcome) {
                progress.stage = .cause(outcome)
            } else {
                let result = QuizResult(question: question, answer: QuizAnswer(outcome: outcome), answeredAt: model.answerTime)
                progress.results.append(result)
                progress.stage = .feedback(result)
            }
            model.overlay = .quiz(progress)
        default:
            Issue.record("\(window) shows \(String(describing: model.overlay))")
        }
        return []
    }

    @Test("sign-in replays the stored navigation after the landing page, beat by beat, each beat asserted")
    func signInReplay() throws {
        var model = try AppFixture.model(signedIn: false)
        model.open(Self.profile)
        model.finishAnimation()
        let store = TestStore(model)
        let label = "#/settings/profile"
        var replay: [Decision] = []
        try store.send(.key(.function(3))) {
            let login = PhoneScene($0.state)
            replay = $0.session.handle(.signIn)
            let landing = try #require(replay.first?.scene)
            // Sign-in slides the landing page in; it holds there a beat, saying so; then the stored page slides in.
            // The pane shows sign-in's decision now, and the replay's when its page shows.
            $0.animation = ScreenAnimation(beats: [
                ScreenAnimation.Beat(kind: .slide(from: login, enter: .right), scene: landing, shownDecisions: 2, notice: nil),
                ScreenAnimation.Beat(kind: .hold(seconds: $0.replayPace), scene: landing, shownDecisions: 2,
                                     notice: Wording.text(of: .replaying(label))),
                ScreenAnimation.Beat(kind: .slide(from: landing, enter: .right), scene: try #require(replay.last?.scene),
                                     shownDecisions: 3, notice: nil),
            ])
            $0.scrollBack = $0.scrollBackShowing(1..<2)
        }
        store.receive(.record(replay))
        #expect(replay.count == 2)
        // The run loop's ticks, beat by beat.
        let pace = store.model.replayPace, slide = ScreenAnimation.slideSeconds
        store.tick(10) { $0.animation?.startedAt = 10 }
        store.tick(10 + slide) {
            $0.animation?.index = 1
            $0.animation?.startedAt = 10 + slide
            $0.notice = Wording.text(of: .replaying(label))
        }
        store.tick(10 + slide + pace) {
            $0.animation?.index = 2
            $0.animation?.startedAt = 10 + slide + pace
            $0.notice = nil
            $0.scrollBack = $0.scrollBackShowing(2..<3)
        }
        store.tick(10 + 2 * slide + pace) { $0.animation = nil }
    }

    @Test("PgUp stops at the oldest line, so one PgDn always moves the pane")
    func pageUpStopsAtTheOldestLine() throws {
        var model = try AppFixture.model()
        for _ in 0..<3 { model.open(Self.profile) }
        model.finishAnimation()
        model.scrollBack = 0 // the newest line at the bottom
        let store = TestStore(model)
        let furthest = model.furthestScrollBack
        #expect(furthest > model.pageSize, "three decisions are taller than a page of the pane")
        store.send(.key(.pageUp)) { $0.scrollBack = min(furthest, $0.pageSize) }
        while store.model.scrollBack < furthest {
            store.send(.key(.pageUp)) { $0.scrollBack = min(furthest, $0.scrollBack + $0.pageSize) }
        }
        store.send(.key(.pageUp))
        store.send(.key(.pageDown)) { $0.scrollBack = max(0, furthest - $0.pageSize) }
    }

    @Test("the store fails on a change the test does not describe, and on an effect it does not assert")
    func storeIsExhaustive() throws {
        let model = try AppFixture.model()
        withKnownIssue("F1 opens help, which this step does not say") {
            TestStore(model).send(.key(.function(1)))
        }
        withKnownIssue("F10 asks to quit, which this test does not receive") {
            let store = TestStore(model)
            store.send(.key(.function(10)))
            store.finish()
        }
        withKnownIssue("the effect received is not the one asked for") {
            let store = TestStore(model)
            store.send(.key(.function(10)))
            store.receive(.exportSession)
        }
    }
}
