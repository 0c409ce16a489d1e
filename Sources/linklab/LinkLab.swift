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

/// `linklab`: what would the banking app do with this link or push, and why?
@main
struct LinkLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linklab",
        abstract: Help.LinkLab.abstract,
        discussion: Help.LinkLab.discussion,
        version: BuildInfo.versionLine,
        subcommands: [AppCommand.self, Explain.self, Build.self, AASACommand.self, AssetLinksCommand.self, SiteCommand.self, Push.self, Play.self, Vary.self, Check.self, QuizCommand.self, RenderCommand.self],
        defaultSubcommand: AppCommand.self
    )

    /// Usage and configuration errors exit with 2, as the README promises (ArgumentParser's own is 64);
    /// output that cannot be written exits with 3. Every message, ArgumentParser's own included, is
    /// made safe to show before it is printed: an argument may hold any bytes (`--stage $'\e]52;…'`).
    static func main() {
        let parsed: ParsableCommand
        do {
            parsed = try FoldedArguments(Array(CommandLine.arguments.dropFirst())).parse()
        } catch {
            fail(with: error)
        }
        if !(parsed is AppCommand) { Terminal.ignoreBrokenPipe() }
        do {
            var command = parsed
            try command.run()
        } catch {
            fail(with: error)
        }
        Platform.exit(0)
    }

    /// Prints what went wrong (or the help that was asked for) and exits with its status.
    static func fail(with error: Error) -> Never {
        switch error {
        case let error as ConfigurationError:
            Terminal.standardError("linklab: \(error)")
            Platform.exit(2)
        case let error as UsageError:
            Terminal.standardError("linklab: \(error.message)")
            Platform.exit(2)
        case let error as OutputError:
            Terminal.standardError("linklab: \(error.message)")
            Platform.exit(3)
        default:
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { Terminal.standardOutput(lines: message) }
                Platform.exit(0)
            }
            if !message.isEmpty { Terminal.standardError(lines: message) }
            Platform.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
