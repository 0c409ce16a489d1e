import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The replay the audience sees: after sign-in the landing page holds for `replayPace` seconds, then
/// the stored page slides in; a journey's last step slides, its pop to the root is a cut
/// (docs/contract.md, "Journeys"). The host gives the time; the model never reads a clock, so tests
/// drive it with made-up times.
extension AppModel {
    /// Monotonic seconds of the next frame; nil when nothing moves (the host then blocks on input).
    public var animationDeadline: Double? { animation?.deadline }

    /// Moves the animation to `now`: the frame of a slide, the end of a hold, the next beat.
    public mutating func advanceAnimation(now: Double) {
        let shownBefore = shownDecisionCount
        defer { revealed(since: shownBefore) }
        guard var current = animation else { return }
        while true {
            guard let startedAt = current.startedAt else {
                current.startedAt = now
                current.frame = 0
                beginBeat(current.beat)
                continue
            }
            let end = startedAt + current.beat.seconds
            if now < end {
                // A hair of slack, so a frame due at exactly its deadline is not read as the one before.
                current.frame = Int((now - startedAt) / ScreenAnimation.frameSeconds + 1e-9)
                animation = current
                return
            }
            endBeat(current.beat)
            current.index += 1
            guard current.index < current.beats.count else {
                animation = nil
                return
            }
            current.startedAt = end
            current.frame = 0
            beginBeat(current.beat)
        }
    }

    /// Jumps to the end: a key was pressed, and the person should not wait to be answered.
    public mutating func finishAnimation() {
        guard let current = animation else { return }
        let shownBefore = shownDecisionCount
        if current.startedAt != nil { endBeat(current.beat) }
        animation = nil
        revealed(since: shownBefore)
    }

    /// What the phone shows now: the animation's scene while one plays, else the session's state.
    public var shownScene: PhoneScene { animation?.beat.scene ?? PhoneScene(state) }

    /// How many of the session's decisions the pane shows: a replay's decision appears when its
    /// page does.
    public var shownDecisionCount: Int { animation?.beat.shownDecisions ?? state.history.count }

    /// The slide being drawn: the scene it leaves, the edge the new one enters from, and how far it has come.
    package var slide: (from: PhoneScene, enter: ScreenAnimation.Edge, progress: Double)? {
        guard let animation, case .slide(let from, let enter) = animation.beat.kind else { return nil }
        return (from, enter, animation.progress)
    }

    /// Plans the beats for the decisions of one event, starting from the scene shown before it.
    mutating func animate(from before: PhoneScene, _ decisions: [Decision]) {
        var beats: [ScreenAnimation.Beat] = []
        var scene = before
        let base = state.history.count - decisions.count
        for (i, decision) in decisions.enumerated() {
            // Every decision after the first of one event is sign-in's replay: the landing page holds first.
            if i > 0, replayPace > 0 {
                let label = decisions[0].entry == .signIn ? (before.pending?.label ?? decision.input) : decision.input
                // A route too long for the status line at 80 columns is left to the decisions pane.
                let replaying = Wording.text(of: .replaying(label))
                beats.append(.init(kind: .hold(seconds: replayPace), scene: scene, shownDecisions: base + i,
                                   notice: CharacterWidth.of(replaying) <= AppModel.statusMessageRoom(width: AppModel.minimumWidth)
                                       ? replaying : Wording.text(of: .replaying(nil))))
            }
            // The decision says what the phone shows once it is made; the model never works it out.
            let next = decision.scene ?? PhoneScene(state)
            defer { scene = next }
            guard next.looksDifferent(from: scene), let last = decision.journey.last, last.animated else { continue }
            // The steps before the last are cuts: the pop to the root shows at once.
            let from = decision.journey.dropLast().reduce(scene) { $0.applying($1) }
            beats.append(.init(kind: .slide(from: from, enter: last.action == .pop ? .left : .right), scene: next,
                               shownDecisions: base + i + 1))
        }
        animation = beats.isEmpty ? nil : ScreenAnimation(beats: beats)
    }

    /// Decisions that have just appeared are scrolled to, as when they were made.
    private mutating func revealed(since count: Int) {
        let now = shownDecisionCount
        guard now > count, count >= 0, now <= state.history.count else { return }
        showFromTop(Array(state.history[count..<now]))
    }

    private mutating func beginBeat(_ beat: ScreenAnimation.Beat) {
        if let text = beat.notice { notice = text }
    }

    private mutating func endBeat(_ beat: ScreenAnimation.Beat) {
        if let text = beat.notice, notice == text { notice = nil }
    }
}
