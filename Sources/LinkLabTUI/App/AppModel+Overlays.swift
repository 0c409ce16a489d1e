import LinkLabCore

extension AppModel {
    mutating func choose() -> [AppEffect] {
        switch overlay {
        case .help, nil:
            overlay = nil
        case .pushComposer(let composer):
            lastComposer = composer
            overlay = nil
            return apply(.push(PushPayload(json: composer.payload), stage: composer.stage))
        case .linkLibrary(let selected):
            let entries = LinkLibrary.entries(for: configuration)
            if entries.indices.contains(selected) { input = LineEditor(text: entries[selected].link) }
            overlay = nil
            notice = "Press Enter to open the link."
        case .configuration(let selected):
            let all = Prerequisite.allCases
            guard all.indices.contains(selected) else { return [] }
            let prerequisite = all[selected]
            let holds = !prerequisite.holds(in: configuration)
            let changed = prerequisite.setting(holds, in: configuration, original: originalConfiguration)
            session.replaceApp(BankingApp(configuration: changed, screens: session.app.screens))
            notice = holds ? "Restored: \(prerequisite.title)." : "Marked missing: \(prerequisite.title). The next link shows \(prerequisite.code.rawValue)."
        case .walkthroughs(let selected):
            guard walkthroughs.indices.contains(selected) else { return [] }
            startWalkthrough(walkthroughs[selected])
        }
        return []
    }

    mutating func move(_ action: AppAction) {
        let step = [.moveUp, .changeLeft, .previousField].contains(action) ? -1 : 1
        switch overlay {
        case .pushComposer(var composer):
            switch action {
            case .moveUp, .moveDown, .nextField, .previousField:
                composer.moveField(by: step)
            case .changeLeft, .changeRight:
                if composer.field == .preset { composer.cyclePreset(by: step) }
                if composer.field == .stage { composer.cycleStage(by: step) }
            default: break
            }
            overlay = .pushComposer(composer)
        case .linkLibrary(let selected):
            guard [.moveUp, .moveDown].contains(action) else { return }
            overlay = .linkLibrary(selected: clamp(selected + step, count: LinkLibrary.entries(for: configuration).count))
        case .configuration(let selected):
            guard [.moveUp, .moveDown].contains(action) else { return }
            overlay = .configuration(selected: clamp(selected + step, count: Prerequisite.allCases.count))
        case .walkthroughs(let selected):
            guard [.moveUp, .moveDown].contains(action) else { return }
            overlay = .walkthroughs(selected: clamp(selected + step, count: walkthroughs.count))
        case .help, nil:
            break
        }
    }

    func clamp(_ value: Int, count: Int) -> Int { max(0, min(count - 1, value)) }

    /// Starts a walkthrough on a fresh session of its FI.
    public mutating func startWalkthrough(_ chosen: Walkthrough) {
        session = ScenarioPlayer.session(for: chosen.scenario, app: chosen.app)
        walkthrough = WalkthroughProgress(player: ScenarioPlayer(scenario: chosen.scenario), narration: [])
        overlay = nil
        scrollBack = 0
        notice = "Walkthrough started. Press Enter (or F9) for each step."
    }

    /// Plays the next walkthrough step: narration is shown, events go to the session, and
    /// expectations say whether they held.
    mutating func advanceWalkthrough() -> [AppEffect] {
        guard var progress = walkthrough else {
            notice = "No walkthrough is playing. F7 picks one."
            return []
        }
        guard let result = progress.player.advance(&session) else {
            notice = "The walkthrough is over. F7 starts another."
            return []
        }
        var effects: [AppEffect] = []
        switch result.step.action {
        case .say(let text):
            progress.narration.append(.say(text))
        case .event:
            effects.append(.record(result.decisions))
            showFromTop(result.decisions)
        case .expect:
            if result.failures.isEmpty {
                progress.narration.append(.held(step: result.step.number))
            } else {
                for f in result.failures { progress.narration.append(.failed(f)) }
            }
        }
        if progress.player.isFinished {
            let failures = progress.player.failures.count
            progress.narration.append(.finished(failures: failures))
        }
        walkthrough = progress
        return effects
    }
}
