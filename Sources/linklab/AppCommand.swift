import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabSystem
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUI
import LinkLabTUIModel

/// The terminal app: the main job of `swift run linklab`.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: Help.App.abstract
    )

    @OptionGroup var options: AppOptions
    @OptionGroup var platform: PlatformOption
    @OptionGroup var appState: AppStateOptions
    @OptionGroup var liveSite: LiveOptions
    @OptionGroup var scenarioFolder: ScenariosOption

    @Flag(name: .customLong("signed-out"), help: ArgumentHelp(Help.App.signedOut))
    var signedOut = false

    @Option(help: ArgumentHelp(Help.App.transcript, valueName: "FILE"))
    var transcript: String?

    @Option(help: ArgumentHelp(Help.App.record, valueName: "FILE.cast"))
    var record: String?

    @Option(name: .customLong("export-dir"), help: ArgumentHelp(Help.App.exportDirectory, valueName: "DIR"))
    var exportDirectory: String?

    @Option(help: ArgumentHelp(Help.App.pace, valueName: "SECONDS"))
    var pace: Double?

    @Flag(name: .customLong("no-mouse"), help: ArgumentHelp(Help.App.noMouse))
    var noMouse = false

    @Flag(name: .customLong("no-history"), help: ArgumentHelp(Help.App.noHistory))
    var noHistory = false

    /// Words after `linklab` that name no command. Without this, ArgumentParser reads a mistyped command
    /// (`linklab explian …`) as an argument of the default `app` and says only "Unexpected argument".
    @Argument(help: .hidden) var stray: [String] = []

    func run() throws {
        if let word = stray.first {
            let commands = LinkLab.configuration.subcommands.map { $0._commandName }
            if word.contains("://") {
                throw UsageError(.linkWithoutCommand(link: word))
            }
            throw UsageError(.unknownCommand(word: word, commands: commands))
        }
        if let pace, !(0...10).contains(pace) {
            throw UsageError(.paceOutOfRange(pace))
        }
        let app = try liveSite.apply(to: appState.apply(to: platform.apply(try options.loadApp())))
        if let exportDirectory {
            guard (try? FileStatus.of(path: exportDirectory))?.kind == .folder else {
                throw UsageError(.exportDirectoryNotAFolder(path: exportDirectory))
            }
        }
        try TerminalApp.run(app: app, signedIn: !signedOut, transcript: transcript, walkthrough: nil,
                            screensDirectory: options.screens, fallbackConfig: options.config, exportDirectory: exportDirectory,
                            replayPace: pace ?? app.configuration.replayPace ?? AppModel.defaultReplayPace,
                            recordingPath: record,
                            refetchLive: liveSite.live ? { [liveSite] current in try liveSite.refetch(into: current) } : nil,
                            scenariosFolder: scenarioFolder.folder, mouse: !noMouse,
                            history: !noHistory)
    }
}
