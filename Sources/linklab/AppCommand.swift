import ArgumentParser
import Foundation
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

    @Option(help: ArgumentHelp("Record the session to FILE as an asciicast v2 file (replay it with asciinema).", valueName: "FILE.cast"))
    var record: String?

    @Option(name: .customLong("export-dir"), help: ArgumentHelp("Where F8 saves the session (default: the current folder).", valueName: "DIR"))
    var exportDirectory: String?

    func run() throws {
        let app = try options.loadApp()
        if let exportDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: exportDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError(message: "--export-dir \(DisplayText.sanitize(exportDirectory, limit: 200)) is not a folder")
            }
        }
        try TerminalApp.run(app: app, signedIn: !signedOut, transcript: transcript, walkthrough: nil,
                            screensDirectory: options.screens, fallbackConfig: options.config, exportDirectory: exportDirectory,
                            recordingPath: record)
    }
}
