/// Why the full-screen app cannot start here, with a one-line message for a person.
public struct TerminalUnavailable: Error, Hashable, Sendable {
    /// The check that failed, in the order they run.
    public enum Reason: Hashable, Sendable {
        case stdinNotATerminal
        case stdoutNotATerminal
        case noTerminalType
        case unknownTerminalType(String)
        case cannotMoveCursor(String)
    }

    public let reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }

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
