/// A window over the main screen. Only one shows at a time.
public enum Overlay: Sendable, Equatable {
    case help
    case pushComposer(PushComposer)
    case linkLibrary(selected: Int)
    case configuration(selected: Int)
    case walkthroughs(selected: Int)
    /// The variants of a link (`linklab vary` in the app).
    case variants(selected: Int)
    /// The quiz for support staff.
    case quiz(QuizProgress)
    /// Every status message of the session, with its time.
    case messageLog
}

import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// A walkthrough the app can play, with the FI it runs against.
public struct Walkthrough: Sendable, Equatable {
    public var scenario: Scenario
    public var app: BankingApp

    public init(scenario: Scenario, app: BankingApp) {
        self.scenario = scenario
        self.app = app
    }
}

/// The walkthrough being played, in a session of its own: its player, which beat it is at, what that
/// beat narrates, and the user's own session, given back on leaving.
public struct WalkthroughProgress: Sendable {
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

extension WalkthroughProgress: Equatable {
    public static func == (a: WalkthroughProgress, b: WalkthroughProgress) -> Bool {
        a.player.scenario == b.player.scenario && a.player.nextIndex == b.player.nextIndex && a.narration == b.narration && a.beat == b.beat
    }
}
