import ArgumentParser

/// Parses a command named first straight as that command (start-up). The root's parse also
/// reflects the root and the terminal app's many options (it is the default subcommand) for every command,
/// which was most of what `linklab aasa` spent starting. Anything but a clean parse (an error, `--help`, a
/// name no command has) is left to the root's parse, so every message and usage line is the root's own.
enum DirectSubcommand {
    /// The command `arguments` name and give cleanly, parsed as that command alone; nil otherwise.
    static func parse(_ arguments: [String]) -> ParsableCommand? {
        guard let name = arguments.first,
              let command = LinkLab.configuration.subcommands.first(where: { $0.configuration.commandName == name })
        else { return nil }
        // Only the command itself: `--help` parses to the parser's own help command, whose usage line would
        // name the command alone.
        guard let parsed = try? command.parseAsRoot(Array(arguments.dropFirst())), type(of: parsed) == command else { return nil }
        return parsed
    }
}
