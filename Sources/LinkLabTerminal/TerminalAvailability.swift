import LinkLabSystem

/// The checks that must pass before ncurses may touch the terminal.
///
/// `initscr` exits the process when TERM is unknown and, with stdout piped, writes escape
/// codes into the pipe. So nothing is initialised until stdin and stdout are terminals and
/// TERM is set; `TerminalScreen.open` then adds the newterm and cursor-addressing checks.
public enum TerminalAvailability {
    /// The checks that need no terminal library, against this process's descriptors and TERM.
    public static func preflight() -> TerminalUnavailable? {
        let term = Platform.environment("TERM")
        return preflight(stdinIsTerminal: Platform.isTerminal(Platform.standardInput),
                         stdoutIsTerminal: Platform.isTerminal(Platform.standardOutput), term: term)
    }

    /// The same checks on given facts, in order: stdin, stdout, then TERM.
    public static func preflight(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?) -> TerminalUnavailable? {
        if !stdinIsTerminal { return TerminalUnavailable(.stdinNotATerminal) }
        if !stdoutIsTerminal { return TerminalUnavailable(.stdoutNotATerminal) }
        guard let term, !term.isEmpty else { return TerminalUnavailable(.noTerminalType) }
        return nil
    }
}
