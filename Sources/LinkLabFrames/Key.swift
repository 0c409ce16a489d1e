/// A non-text key the terminal reported. Ctrl-C arrives as `.control("c")`: the backend runs
/// the terminal in raw mode so it is a key the app can bind, not a signal.
public enum Key: Hashable, Sendable {
    case enter, backspace, delete, escape, tab, backTab
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 is `.function(1)`.
    case function(Int)
    /// A control chord, lower-case: Ctrl-C is `.control("c")`.
    case control(Character)
    /// An Alt (Meta) chord: the terminal sends Esc before the key, and the decoder joins them, so
    /// Alt+key is never taken for Esc. Alt-B is `.alt("b")`.
    case alt(Character)
    /// A printable key read as a command where no text is typed: `j`, `k`, `g` and `G` in a list window. The
    /// decoder never makes one (it reports printable keys as text); the model does, for a window's keys.
    case letter(Character)
}
