/// Everything the terminal backend tells the app, already decoded.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// Printable characters the user typed.
    case text(String)
    /// One bracketed paste, whole. Newlines (CR, CRLF or LF) arrive as "\n"; other control
    /// characters are kept as they came, so the app must sanitise before showing them.
    case paste(String)
    case resize(width: Int, height: Int)
    /// A click or a wheel step (mouse reporting is on while the app runs).
    case mouse(MouseEvent)
    /// Standard input ended (or keeps failing); the app should quit.
    case endOfInput
}
