import CNCursesW
import LinkLabTUI
import LinkLabFrames

/// Maps ncurses key codes (what `wget_wch` reports with KEY_CODE_YES) to raw terminal input.
enum KeyCodes {
    /// Codes `define_key` assigns to the bracketed-paste markers ESC[200~ and ESC[201~.
    static let pasteStart = KEY_MAX + 1
    static let pasteEnd = KEY_MAX + 2

    /// The raw input for a key code, or nil for keys the app has no use for.
    static func input(forKeyCode code: Int32, size: () -> (width: Int, height: Int)) -> TerminalInput? {
        switch code {
        case pasteStart: return .pasteStart
        case pasteEnd: return .pasteEnd
        case KEY_MOUSE: return .mouseReportStart
        case KEY_RESIZE:
            let current = size()
            return .resize(width: current.width, height: current.height)
        case (KEY_F0 + 1)...(KEY_F0 + 12): return .key(.function(Int(code - KEY_F0)))
        default: return named[code].map(TerminalInput.key)
        }
    }

    private static let named: [Int32: Key] = [
        KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_BTAB: .backTab,
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
    ]
}
