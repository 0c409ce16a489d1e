import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Walkthroughs as a mode: a session of their own, one beat per key press with its narration,
/// a step back that replays from the start, and Esc to leave with the user's session given back.
extension AppModel {
    /// Starts a walkthrough on a fresh session of its FI; the user's session is kept for leaving.
    public mutating func startWalkthrough(_ chosen: Walkthrough) {
        let saved = walkthrough.map { ($0.savedSession, $0.savedScrollBack) } ?? (session, scrollBack)
        session = ScenarioPlayer.session(for: chosen.scenario, app: chosen.app)
        walkthrough = WalkthroughProgress(
            walkthrough: chosen, player: ScenarioPlayer(scenario: chosen.scenario), beats: WalkthroughProgress.beats(of: chosen.scenario),
            beat: 0, narration: [.say(chosen.scenario.description ?? Wording.walkthroughNoDescription)],
            savedSession: saved.0, savedScrollBack: saved.1)
        overlay = nil
        scrollBack = 0
        notice = Wording.text(of: .walkthroughStarted)
    }

    /// Plays the next beat: its narration shows, its action goes to the walkthrough's session, and its
    /// expectations say whether they held.
    mutating func advanceWalkthrough() -> [AppEffect] {
        guard var progress = walkthrough else {
            notice = Wording.text(of: .noWalkthroughPlaying)
            return []
        }
        guard progress.beat < progress.beats.count else {
            notice = Wording.text(of: .walkthroughOver)
            return []
        }
        finishAnimation()
        let before = shownScene
        let decisions = Self.play(beat: progress.beat, of: &progress, session: &session)
        walkthrough = progress
        // A walkthrough's step is drawn as the user's own would be: the replay holds, the last step slides.
        animate(from: before, decisions)
        showFromTop(Array(decisions.prefix(decisions.count - (state.history.count - shownDecisionCount))))
        return decisions.isEmpty ? [] : [.record(decisions)]
    }

    /// Steps back one beat by replaying the walkthrough from its start, on a fresh session.
    mutating func stepBackWalkthrough() {
        guard var progress = walkthrough else {
            notice = Wording.text(of: .noWalkthroughPlaying)
            return
        }
        guard progress.beat > 0 else {
            notice = Wording.text(of: .walkthroughAtStart)
            return
        }
        let target = progress.beat - 1
        let scenario = progress.walkthrough.scenario
        session = ScenarioPlayer.session(for: scenario, app: progress.walkthrough.app)
        progress.player = ScenarioPlayer(scenario: scenario)
        progress.beat = 0
        progress.narration = [.say(scenario.description ?? Wording.walkthroughNoDescription)]
        var decisions: [Decision] = []
        while progress.beat < target { decisions = Self.play(beat: progress.beat, of: &progress, session: &session) }
        walkthrough = progress
        showFromTop(decisions)
        // Before step 1 the box shows the description, not a step: say so rather than "back to 3 steps".
        notice = Wording.text(of: .walkthroughBackTo(step: progress.beat, of: progress.beats.count))
    }

    /// Leaves the walkthrough at any step: the user's own session comes back as it was.
    mutating func leaveWalkthrough() {
        guard let progress = walkthrough else { return }
        session = progress.savedSession
        scrollBack = progress.savedScrollBack
        walkthrough = nil
        notice = Wording.text(of: .walkthroughLeft)
    }

    /// Plays one beat's steps and sets the narration to what they say; returns their decisions.
    static func play(beat: Int, of progress: inout WalkthroughProgress, session: inout Session) -> [Decision] {
        var narration: [NarrationLine] = []
        var decisions: [Decision] = []
        var failures: [ExpectationFailure] = []
        var expectations = 0
        for _ in progress.beats[beat] {
            guard let result = progress.player.advance(&session) else { break }
            switch result.step.action {
            case .say(let text): narration.append(.say(text))
            case .expect: expectations += 1
            default:
                if let settings = result.settings { narration.append(.decidedWith(settings)) }
                decisions += result.decisions
            }
            failures += result.failures
        }
        if failures.isEmpty {
            if expectations > 0 { narration.append(.asExpected) }
        } else {
            for f in failures { narration.append(.failed(f)) }
        }
        progress.beat = beat + 1
        if progress.beat == progress.beats.count {
            let failed = progress.player.failures.count
            narration.append(.finished(failures: failed))
        }
        progress.narration = narration
        return decisions
    }
}
