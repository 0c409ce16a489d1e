import CNCursesW
import LinkLabTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, through ncursesw: presents frames and reads input events.
///
/// Only one can be open at a time (ncurses and the signal handlers are process-wide).
public final class TerminalScreen {
    private var screen: OpaquePointer?
    private let palette: Palette
    private var decoder = InputDecoder()
    /// Decoded events not yet handed out (a paste can complete several at once), from
    /// `pendingStart` on; a read position rather than removeFirst, so a long burst stays linear.
    private var pending: [InputEvent] = []
    private var pendingStart = 0
    private var cursorVisible: Bool?

    private init(screen: OpaquePointer, palette: Palette) {
        self.screen = screen
        self.palette = palette
    }

    deinit { close() }

    /// Takes over the terminal, or explains why it cannot without writing a single byte to it.
    ///
    /// Pass `colors: false` when NO_COLOR is set. Raw mode makes Ctrl-C a key
    /// (`.control("c")`); SIGINT from outside, and every other signal that ends the process,
    /// still restores the terminal (see `TerminalSignals`). Ctrl-Z suspends.
    public static func open(colors: Bool) throws(TerminalUnavailable) -> TerminalScreen {
        if let problem = TerminalAvailability.preflight() { throw problem }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        TerminalSignals.prepare()
        setlocale(LC_ALL, "")
        guard let screen = linklab_newterm() else { throw TerminalUnavailable(.unknownTerminalType(term)) }
        guard linklab_can_move_cursor() != 0 else {
            endwin()
            delscreen(screen)
            throw TerminalUnavailable(.cannotMoveCursor(term))
        }
        raw()
        noecho()
        nonl()
        keypad(linklab_stdscr(), true)
        set_escdelay(25)
        define_key("\u{1B}[200~", KeyCodes.pasteStart)
        define_key("\u{1B}[201~", KeyCodes.pasteEnd)
        let palette = Palette.start(colors: colors)
        TerminalSignals.install()
        linklab_write_stdout(TerminalHandover.pasteOn)
        return TerminalScreen(screen: screen, palette: palette)
    }

    /// Columns and rows of the terminal now.
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        linklab_screen_size(&width, &height)
        return (Int(width), Int(height))
    }

    /// Gives the terminal back: bracketed paste off, curses mode left, signals as they were.
    /// Safe to call more than once.
    public func close() {
        guard let screen else { return }
        self.screen = nil
        TerminalSignals.leaveTerminal()
        TerminalSignals.restore()
        delscreen(screen)
    }

    /// Leaves curses mode from anywhere, e.g. just before a fatal error, so the message that
    /// follows lands on a usable terminal.
    public static func restoreBeforeFatalError() {
        TerminalSignals.leaveTerminal()
    }

    /// Blocks until the next input event. An idle app uses no CPU: there is no timeout, except
    /// during and just after a paste (see `InputDecoder.quietTimeout`).
    ///
    /// Ctrl-Z never reaches the app: it suspends, as it would in a shell, and the event that
    /// follows `fg` is a resize so that the app draws its screen again.
    public func nextEvent() -> InputEvent {
        while true {
            if pendingStart < pending.count {
                let event = pending[pendingStart]
                pendingStart += 1
                if pendingStart == pending.count {
                    pending.removeAll(keepingCapacity: true)
                    pendingStart = 0
                }
                if event == .key(.control("z")) {
                    TerminalSignals.suspend()
                    if repaintAfterResume() {
                        let current = size
                        return .resize(width: current.width, height: current.height)
                    }
                    continue
                }
                return event
            }
            let timeout = decoder.quietTimeout
            if let timeout { wtimeout(linklab_stdscr(), timeout) }
            var code: wint_t = 0
            let status = wget_wch(linklab_stdscr(), &code)
            if timeout != nil { wtimeout(linklab_stdscr(), -1) }
            let waiting = timeout != nil
            let input: TerminalInput?
            switch status {
            case KEY_CODE_YES: input = KeyCodes.input(forKeyCode: Int32(bitPattern: code), size: { self.size })
            case OK: input = .character(Unicode.Scalar(UInt32(code)) ?? ScreenText.replacement.unicodeScalars.first ?? " ")
            default: input = waiting ? .quiet : .failure
            }
            if repaintAfterResume(), !(input.map(Self.isResize) ?? false) {
                let current = size
                pending.append(.resize(width: current.width, height: current.height))
            }
            if let input { pending += decoder.decode(input) }
        }
    }

    /// Waits at most `timeoutMilliseconds` for the next input event (ncurses `timeout`); nil when none
    /// came in time, because an animation's next frame is due. Used only while something animates.
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        if pendingStart < pending.count || decoder.quietTimeout != nil { return nextEvent() }
        wtimeout(linklab_stdscr(), Int32(clamping: max(0, timeoutMilliseconds)))
        var code: wint_t = 0
        let status = wget_wch(linklab_stdscr(), &code)
        wtimeout(linklab_stdscr(), -1)
        switch status {
        case KEY_CODE_YES:
            if let input = KeyCodes.input(forKeyCode: Int32(bitPattern: code), size: { self.size }) { pending += decoder.decode(input) }
        case OK: pending += decoder.decode(.character(Unicode.Scalar(UInt32(code)) ?? ScreenText.replacement.unicodeScalars.first ?? " "))
        default: return nil
        }
        return pendingStart < pending.count || decoder.quietTimeout != nil ? nextEvent() : nil
    }

    /// After `fg` the terminal shows the shell's screen: the next refresh redraws every cell.
    /// Returns true once per resume.
    private func repaintAfterResume() -> Bool {
        guard TerminalHandover.needsRepaint.exchange(false, ordering: .sequentiallyConsistent) else { return false }
        clearok(linklab_stdscr(), true)
        // ncurses still believes in the cursor state from before the suspend.
        curs_set(1)
        cursorVisible = true
        return true
    }

    private static func isResize(_ input: TerminalInput) -> Bool {
        if case .resize = input { return true }
        return false
    }

    /// Draws `frame`; ncurses sends only the cells that changed since the last frame.
    public func present(_ frame: Frame) {
        guard screen != nil else { return }
        let (width, height) = size
        werase(linklab_stdscr())
        for y in 0..<min(frame.height, height) {
            for x in 0..<min(frame.width, width) {
                let cell = frame[x, y]
                if cell.isContinuation { continue }
                draw(cell, x: x, y: y, room: width - x)
            }
        }
        placeCursor(frame.cursor, width: width, height: height)
        wrefresh(linklab_stdscr())
    }

    private func draw(_ cell: Cell, x: Int, y: Int, room: Int) {
        let (attributes, pair) = palette.attributes(for: cell.style)
        var text = cell.text
        // A wide grapheme in the last column would wrap; the frame never does this, but a
        // frame wider than the terminal (mid-resize) might.
        if CharacterWidth.of(text) > room { text = " " }
        // A cchar_t holds a base and at most four combining scalars (CCHARW_MAX is 5).
        var characters = text.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [wchar_t(32)] }
        characters.append(0)
        _ = linklab_put_cell(Int32(y), Int32(x), characters, attributes, pair)
    }

    private func placeCursor(_ cursor: Point?, width: Int, height: Int) {
        let visible = cursor.map { $0.x >= 0 && $0.x < width && $0.y >= 0 && $0.y < height } ?? false
        if visible != cursorVisible {
            curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
        if visible, let cursor {
            wmove(linklab_stdscr(), Int32(cursor.y), Int32(cursor.x))
        }
    }
}
