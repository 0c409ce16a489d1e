/// A window over the main screen. Only one shows at a time.
public enum Overlay: Sendable, Equatable {
    case help
    case pushComposer(PushComposer)
    case linkLibrary(selected: Int)
    case configuration(selected: Int)
    case walkthroughs(selected: Int)
}

import LinkLabCore

/// A walkthrough the app can play, with the FI it runs against.
public struct Walkthrough: Sendable, Equatable {
    public var scenario: Scenario
    public var app: BankingApp

    public init(scenario: Scenario, app: BankingApp) {
        self.scenario = scenario
        self.app = app
    }
}

/// The walkthrough being played: the scenario's player and what has been narrated so far.
public struct WalkthroughProgress: Sendable, Equatable {
    public var player: ScenarioPlayer
    /// Narration and expectation results, oldest first.
    public var narration: [NarrationLine]

    public static func == (a: WalkthroughProgress, b: WalkthroughProgress) -> Bool {
        a.player.scenario == b.player.scenario && a.player.nextIndex == b.player.nextIndex && a.narration == b.narration
    }
}
