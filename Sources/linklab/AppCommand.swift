import ArgumentParser
import LinkLabCore

/// The terminal app: the main job of `swift run linklab`.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Open the terminal app: paste links, tap pushes, sign in and out, and read every decision (the default)."
    )

    @OptionGroup var options: AppOptions

    @Flag(name: .customLong("signed-out"), help: "Start at the login screen.")
    var signedOut = false

    @Option(help: ArgumentHelp("Append every decision to FILE as JSON Lines, flushed per event.", valueName: "FILE"))
    var transcript: String?

    func run() throws {
        let app = try options.loadApp()
        try TerminalApp.run(app: app, signedIn: !signedOut, transcript: transcript, walkthrough: nil,
                            screensDirectory: options.screens, fallbackConfig: options.config)
    }
}
