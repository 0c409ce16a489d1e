import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Players compare by every stored value: the scenario, the next step and the failures so far.
extension ScenarioPlayer: Equatable {
    public static func == (a: ScenarioPlayer, b: ScenarioPlayer) -> Bool {
        a.nextIndex == b.nextIndex && a.failures == b.failures && a.scenario == b.scenario
    }
}
