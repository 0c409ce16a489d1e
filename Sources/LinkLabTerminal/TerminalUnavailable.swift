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
}
