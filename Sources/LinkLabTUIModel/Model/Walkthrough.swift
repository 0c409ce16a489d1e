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
