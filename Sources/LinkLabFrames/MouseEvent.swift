/// A mouse report from the terminal (xterm's SGR 1006 mode): a press, a release or a wheel
/// step, at a cell counted from 0 at the top left.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// A button went down: 0 is the left button, 1 the middle, 2 the right.
        case press(button: Int)
        case release
        case wheelUp
        case wheelDown
    }

    public var action: Action
    public var x: Int
    public var y: Int

    public init(_ action: Action, x: Int, y: Int) {
        self.action = action
        self.x = x
        self.y = y
    }

    /// Parses the parameters of `ESC [ < b ; x ; y M` (or `m` for a release): "0;10;5" and "M".
    /// Nil for a malformed report, and for motion reports, which the app does not use.
    public init?(sgrParameters parameters: Substring, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
              column >= 1, row >= 1, final == "M" || final == "m" else { return nil }
        if code & 32 != 0 { return nil }
        let button = code & 3
        if code & 64 != 0 {
            guard final == "M", button <= 1 else { return nil }
            action = button == 0 ? .wheelUp : .wheelDown
        } else {
            action = final == "m" ? .release : .press(button: button)
        }
        x = column - 1
        y = row - 1
    }
}
