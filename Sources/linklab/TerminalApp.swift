import ArgumentParser
import LinkLabCore

/// Starts the terminal app (wired to LinkLabTerminal once it lands).
enum TerminalApp {
    static func run(app: BankingApp, signedIn: Bool, transcript: String?, walkthrough: Scenario?) throws {
        Terminal.standardError("linklab: the terminal app is not built yet; use `linklab explain LINK`, `linklab build ROUTE`, `linklab push FILE` or `linklab play SCENARIO`.")
        throw ExitCode(1)
    }
}
