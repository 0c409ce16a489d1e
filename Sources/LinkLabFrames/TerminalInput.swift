/// One raw read from the terminal, before paste assembly: what the backend gets from ncurses.
public enum TerminalInput: Hashable, Sendable {
    /// A character code (printable or control, e.g. 3 for Ctrl-C, 13 for Enter).
    case character(Unicode.Scalar)
    /// A key the terminal description decoded (arrows, F-keys, ...).
    case key(Key)
    case pasteStart
    /// The terminal description itself decoded the start of a mouse report (`kmous`, ESC [ < in
    /// xterm's entry): its parameters follow as characters.
    case mouseReportStart
    case pasteEnd
    case resize(width: Int, height: Int)
    /// Nothing more arrived within a short wait (see `InputDecoder.isWaitingForQuiet`): a paste
    /// that seemed to end really did, and what came after it was typed.
    case quiet
    /// The read failed; a run of these means standard input is gone.
    case failure
}
