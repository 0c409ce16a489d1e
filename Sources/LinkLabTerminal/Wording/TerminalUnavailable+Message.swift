/// How the terminal backend words why the full-screen app cannot start: the terminal target's own
/// sentences, kept in its `Wording/` folder.
extension TerminalUnavailable {
    /// E.g. "linklab: the terminal app needs an interactive terminal (stdout is not a
    /// terminal). For scripts use `linklab explain LINK`."
    public var message: String {
        "linklab: the terminal app needs an interactive terminal (\(detail)). "
            + "For scripts use `linklab explain LINK`."
    }

    private var detail: String {
        switch reason {
        case .stdinNotATerminal: "stdin is not a terminal"
        case .stdoutNotATerminal: "stdout is not a terminal"
        case .noTerminalType: "TERM is not set"
        case .unknownTerminalType(let term): "TERM=\(term) is not a known terminal type"
        case .cannotMoveCursor(let term): "TERM=\(term) cannot move the cursor"
        }
    }
}
