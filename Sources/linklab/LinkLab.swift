import ArgumentParser
import Foundation
import LinkLabCore

/// `linklab`: what would the banking app do with this link or push, and why?
@main
struct LinkLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linklab",
        abstract: "Emulates how the Q2 Mobile App (iOS) handles deep links and push notifications, and explains every decision.",
        discussion: """
        With no command, linklab opens the terminal app on the embedded demo FI. For scripts and CI use:
          linklab explain 'q2mob://open?targetPage=%23%2Fmessages'
          linklab build settings/profile
          linklab push --stage tap payload.json
          linklab play scenarios/*.json
          linklab vary 'q2mob://open?targetPage=%23%2Fmessages'
          linklab check --junit report.xml examples/links.csv
          linklab quiz --results results.jsonl
        Exit status: 0 when every input navigated, was deferred or was handled by a module; 1 when any
        stayed or was not opened (or a scenario expectation failed); 2 for usage or configuration errors.
        """,
        version: "0.1.0",
        subcommands: [AppCommand.self, Explain.self, Build.self, Push.self, Play.self, Vary.self, Check.self, QuizCommand.self],
        defaultSubcommand: AppCommand.self
    )

    /// Usage and configuration errors exit with 2, as the README promises (ArgumentParser's own is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ConfigurationError {
            Terminal.standardError("linklab: \(error)")
            Foundation.exit(2)
        } catch let error as UsageError {
            Terminal.standardError("linklab: \(error.message)")
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                Terminal.standardError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// A mistake in how linklab was called, reported in one line with exit status 2.
struct UsageError: Error {
    var message: String
}
