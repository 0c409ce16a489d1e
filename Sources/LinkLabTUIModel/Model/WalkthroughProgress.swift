import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The walkthrough being played, in a session of its own: its player, which beat it is at, what that
/// beat narrates, and the user's own session, given back on leaving.
public struct WalkthroughProgress: Sendable, Equatable {
    public var walkthrough: Walkthrough
    public var player: ScenarioPlayer
    /// The scenario's steps grouped into beats: the narration, one action, and its expectations, so the
    /// narration shows in step with the screen.
    public let beats: [Range<Int>]
    /// How many beats have been played; 0 shows the description.
    public var beat: Int
    /// What the current beat narrates, and whether its expectations held.
    public var narration: [NarrationLine]
    /// The user's session and scroll position before the walkthrough began.
    public var savedSession: Session
    public var savedScrollBack: Int

    /// Whether every step has been played: Enter and F9 then have nothing left to step to.
    public var isFinished: Bool { beat >= beats.count }

    /// "Step 3 of 9", or "9 steps" before the first.
    public var stepTitle: String {
        beat == 0 ? (beats.count == 1 ? "1 step" : "\(beats.count) steps") : "Step \(beat) of \(beats.count)"
    }

    /// Groups steps into beats: leading `say` steps, then one action, then the `expect` steps after it.
    public static func beats(of scenario: Scenario) -> [Range<Int>] {
        var beats: [Range<Int>] = []
        var start = 0
        var hasAction = false
        for (index, step) in scenario.steps.enumerated() {
            switch step.action {
            case .expect: continue
            case .say:
                if hasAction { beats.append(start..<index); start = index; hasAction = false }
            default:
                if hasAction { beats.append(start..<index); start = index }
                hasAction = true
            }
        }
        if start < scenario.steps.count { beats.append(start..<scenario.steps.count) }
        return beats
    }
}
