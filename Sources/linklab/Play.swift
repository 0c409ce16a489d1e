import ArgumentParser
import LinkLabCore

/// `linklab play`: runs scripted scenarios and checks their expectations.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: Help.Play.abstract,
        discussion: Help.Play.discussion
    )

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption

    @OptionGroup var appState: AppStateOptions

    @OptionGroup var liveSite: LiveOptions

    @Flag(help: ArgumentHelp(Help.Play.json))
    var json = false

    @Flag(help: ArgumentHelp(Help.Play.trace))
    var trace = false

    @Flag(help: ArgumentHelp(Help.Play.interactive))
    var interactive = false

    @Flag(name: .customLong("allow-outside-files"),
          help: ArgumentHelp(Help.Play.allowOutsideFiles))
    var allowOutsideFiles = false

    @Argument(help: ArgumentHelp("Scenario files.", valueName: "SCENARIO"))
    var scenarios: [String]

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError(Wording.sentence(for: .noScenario)) }
        if interactive && scenarios.count != 1 { throw ValidationError(Wording.sentence(for: .interactiveNeedsOneScenario)) }
    }

    func run() throws {
        // Every file is validated before any is played, so a typo never leaves a half-run batch.
        var loaded: [(Scenario, BankingApp)] = []
        for path in scenarios {
            let scenario = try ScenarioLoader.load(path: path)
            let app = try ScenarioLoader.app(for: scenario, fallbackConfig: options.config, screensDirectory: options.screens,
                                             allowOutsideFiles: allowOutsideFiles)
            loaded.append((scenario, try liveSite.apply(to: appState.apply(to: platform.apply(app)))))
        }
        if interactive, let (scenario, app) = loaded.first {
            return try TerminalApp.run(app: app, signedIn: scenario.signedIn, transcript: nil, walkthrough: scenario,
                                      screensDirectory: options.screens, fallbackConfig: options.config)
        }
        let out = OutputBuffer()
        let report = ScenarioReport(json: json, trace: trace, colors: !json && Terminal.colorsWanted)
        var failed = 0
        for (scenario, app) in loaded {
            var player = ScenarioPlayer(scenario: scenario)
            var session = ScenarioPlayer.session(for: scenario, app: app)
            report.header(scenario, to: out)
            while let result = player.advance(&session) {
                report.step(result, to: out)
                // Each step is written as it is played and expectations read only the newest decision.
                session.forgetOlderDecisions()
            }
            report.footer(scenario, failures: player.failures, to: out)
            if !player.failures.isEmpty { failed += 1 }
        }
        if loaded.count > 1, !json {
            out.line(Wording.passedAndFailed(passed: loaded.count - failed, failed: failed))
        }
        out.flush()
        if failed > 0 { throw ExitCode(1) }
    }
}
