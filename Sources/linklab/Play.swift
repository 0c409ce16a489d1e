import LinkLabText
import ArgumentParser
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

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

    @OptionGroup var scenarioFolder: ScenariosOption

    @Flag(help: ArgumentHelp(Help.Play.quiet))
    var quiet = false

    @Flag(help: ArgumentHelp(Help.Play.list))
    var list = false

    @OptionGroup var bundle: BundleOptions

    @Argument(help: ArgumentHelp(Help.Play.scenarios, valueName: "SCENARIO"))
    var scenarios: [String] = []

    func validate() throws {
        if list { return }
        if scenarios.isEmpty { throw ValidationError(Wording.sentence(for: .noScenario)) }
        if interactive && scenarios.count != 1 { throw ValidationError(Wording.sentence(for: .interactiveNeedsOneScenario)) }
    }

    func run() throws {
        // Every file is validated before any is played, so a typo never leaves a half-run batch.
        let catalogue = try scenarioFolder.catalogue()
        if list { return try Self.list(catalogue) }
        var loaded: [(Scenario, BankingApp)] = []
        for argument in scenarios {
            let scenario = try catalogue.load(try ScenariosOption.entry(argument, in: catalogue))
            let app = try ScenarioLoader.app(for: scenario, fallbackConfig: options.config, screensDirectory: options.screens,
                                             allowOutsideFiles: allowOutsideFiles)
            loaded.append((scenario, try liveSite.apply(to: appState.apply(to: platform.apply(app)))))
        }
        if interactive, let (scenario, app) = loaded.first {
            return try TerminalApp.run(app: app, signedIn: scenario.signedIn, transcript: nil, walkthrough: scenario,
                                      screensDirectory: options.screens, fallbackConfig: options.config,
                                      scenariosFolder: scenarioFolder.folder)
        }
        let out = OutputBuffer()
        let report = ScenarioReport(json: json, trace: trace, colors: !json && Terminal.colorsWanted)
        var failed = 0
        let collector = bundle.html.map(BundleCollector.init)
        for (scenario, app) in loaded {
            var player = ScenarioPlayer(scenario: scenario)
            var session = ScenarioPlayer.session(for: scenario, app: app)
            // --quiet: a scenario's report is held, and written only when it fails.
            let target = quiet ? OutputBuffer(holding: ()) : out
            report.header(scenario, to: target)
            var before = session.state
            while let result = player.advance(&session) {
                report.step(result, to: target)
                for decision in result.decisions {
                    collector?.add(decision, app: app, appState: before.app, after: session.state.app, signedInAtStart: before.signedIn,
                                   origin: Wording.Bundle.scenarioStep(scenario.name, step: result.step.number),
                                   passed: result.failures.isEmpty)
                }
                before = session.state
                // Each step is written as it is played and expectations read only the newest decision.
                session.forgetOlderDecisions()
            }
            if !player.failures.isEmpty { target.markFailure() }
            report.footer(scenario, failures: player.failures, to: target)
            if !player.failures.isEmpty {
                failed += 1
                if quiet { out.append(target) }
            }
        }
        if loaded.count > 1 || quiet, !json {
            out.line(Wording.passedAndFailed(passed: loaded.count - failed, failed: failed))
        }
        out.flush()
        if let collector, let (_, app) = loaded.first {
            let files = loaded.map(\.0).filter { !$0.file.isEmpty }.map { scenario in
                scenario.isBuiltIn ? SupportBundle.FileDigest(role: .scenario, path: scenario.file, sha256: nil, builtIn: true)
                    : SupportBundleFile.digest(.scenario, scenario.file)
            }
            try collector.write(.play, app: app, files: files)
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// `--list`: each scenario's name and the first sentence of its description, one a line; a file that
    /// does not load is listed with why.
    static func list(_ catalogue: ScenarioCatalogue) throws {
        let out = OutputBuffer()
        let width = min(40, catalogue.entries.map { DisplayText.sanitize($0.name, limit: 60).count }.max() ?? 0)
        for entry in catalogue.entries {
            let name = DisplayText.sanitize(entry.name, limit: 60)
            let padded = name.padded(to: max(width, name.count))
            let summary: String
            do {
                summary = ScenarioCatalogue.summary(try catalogue.load(entry))
            } catch {
                summary = Wording.scenarioUnusable(error)
            }
            out.line(summary.isEmpty ? name : "\(padded)  \(summary)")
        }
        out.flush()
    }
}
