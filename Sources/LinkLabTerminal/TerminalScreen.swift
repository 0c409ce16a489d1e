import CNCursesW
import LinkLabTUIModel
import LinkLabTUI
import LinkLabFrames
import LinkLabSystem

/// The real terminal, through ncursesw: presents frames and reads input events.
///
/// Only one can be open at a time (ncurses and the signal handlers are process-wide).
public final class TerminalScreen: TerminalBackend {
    private var screen: OpaquePointer?
    private let palette: Palette
    private var decoder = InputDecoder()
    /// Decoded events not yet handed out (a paste can complete several at once), from
    /// `pendingStart` on; a read position rather than removeFirst, so a long burst stays linear.
    private var pending: [InputEvent] = []
    private var pendingStart = 0
    private var cursorVisible: Bool?
    /// The frame on the terminal now, and the terminal size it was drawn at; nil when the next
    /// frame must be drawn whole.
    private var shown: Frame?
    private var shownSize = (width: 0, height: 0)
    /// A paste's body read straight from standard input, a chunk at a time (see `readPasteBody`).
    private var pasteReader = PasteReader()

    /// False where the locale is not UTF-8: borders are then drawn with the terminal's line drawing,
    /// and every other cell as ASCII (`PlainGlyphs`), since ncurses cannot show the rest there.
    public let drawsUnicode: Bool

    private init(screen: OpaquePointer, palette: Palette, drawsUnicode: Bool) {
        self.screen = screen
        self.palette = palette
        self.drawsUnicode = drawsUnicode
    }

    deinit { close() }

    /// Takes over the terminal, or explains why it cannot without writing a single byte to it.
    ///
    /// Pass `colors: false` when NO_COLOR is set. Raw mode makes Ctrl-C a key
    /// (`.control("c")`); SIGINT from outside, and every other signal that ends the process,
    /// still restores the terminal (see `TerminalSignals`). Ctrl-Z suspends.
    public static func open(colors: Bool, mouse: Bool = true) throws(TerminalUnavailable) -> TerminalScreen {
        if let problem = TerminalAvailability.preflight() { throw problem }
        let term = Platform.environment("TERM") ?? ""
        TerminalSignals.prepare()
        Environment.adoptUserLocale()
        // ncurses sizes its screens from the kernel unless LINES and COLUMNS say otherwise: give it
        // at most the size LinkLab draws, then put the environment back.
        let real = terminalSize()
        let capped = (min(real.width, AppModel.maximumWidth), min(real.height, AppModel.maximumHeight))
        let environment = capped != real ? Self.overrideSize(capped) : nil
        let made = linklab_newterm()
        environment?()
        guard let screen = made else { throw TerminalUnavailable(.unknownTerminalType(term)) }
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
        TerminalHandover.mouseCaptured.store(mouse, ordering: .sequentiallyConsistent)
        linklab_write_stdout(TerminalHandover.pasteOn + (mouse ? TerminalHandover.mouseOn : ""))
        return TerminalScreen(screen: screen, palette: palette, drawsUnicode: Environment.localeIsUTF8)
    }

    /// Turns the terminal's mouse reporting on (clicks and the wheel come to the app) or off (the terminal
    /// selects text), now and after every return from a suspend.
    public func captureMouse(_ on: Bool) {
        TerminalHandover.mouseCaptured.store(on, ordering: .sequentiallyConsistent)
        linklab_write_stdout(on ? TerminalHandover.mouseOn : TerminalHandover.mouseOff)
    }

    /// Columns and rows of the terminal now, as the kernel says: possibly more than ncurses was
    /// told (see `AppModel.maximumWidth`), so that the app can say the window is too large.
    public var size: (width: Int, height: Int) { Self.terminalSize() }

    private static func terminalSize() -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        if linklab_terminal_size(&width, &height) != 0 { return (Int(width), Int(height)) }
        return cursesSize()
    }

    /// The size ncurses draws at: the terminal's, capped.
    private static func cursesSize() -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        linklab_screen_size(&width, &height)
        return (Int(width), Int(height))
    }

    /// Sets LINES and COLUMNS for newterm; returns what puts them back.
    private static func overrideSize(_ size: (width: Int, height: Int)) -> () -> Void {
        let names = ["LINES", "COLUMNS"]
        let before = names.map { Platform.environment($0) }
        Environment.set("COLUMNS", String(size.width))
        Environment.set("LINES", String(size.height))
        return {
            for (name, value) in zip(names, before) { Environment.set(name, value) }
        }
    }

    /// After SIGWINCH: tells ncurses the new size, capped, and the app the real one.
    private func takeResize() -> InputEvent? {
        guard TerminalSignals.resized.exchange(false, ordering: .sequentiallyConsistent) else { return nil }
        // SIGCONT raises SIGWINCH too: after `fg` every cell is drawn again.
        _ = repaintAfterResume()
        let real = size
        resizeterm(Int32(min(real.height, AppModel.maximumHeight)), Int32(min(real.width, AppModel.maximumWidth)))
        return .resize(width: real.width, height: real.height)
    }

    /// Gives the terminal back: mouse reporting and bracketed paste off, curses mode left, signals as they were.
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

    /// Seconds on the monotonic clock, the clock of the run loop's deadlines.
    public func now() -> Double {
        Environment.monotonicSeconds()
    }

    /// The next events: blocks for the first (or until `deadline`, then returns none), then takes
    /// every one already waiting behind it, so that the app draws once per burst of input (fast
    /// typing, a paste without bracketed-paste markers), not once per key. An idle app with no
    /// deadline blocks with no timeout (except during and just after a paste, see
    /// `InputDecoder.quietTimeout`) and uses no CPU.
    public func events(until deadline: Double?) -> [InputEvent] {
        events(until: deadline, limit: 4_096)
    }

    func events(until deadline: Double?, limit: Int) -> [InputEvent] {
        var first: InputEvent?
        while first == nil {
            var wait: Int32?
            if let deadline {
                let left = max(0, (deadline - now()) * 1_000)
                wait = Int32(min(left.rounded(.up), 60_000))
            }
            switch read(waiting: true, deadline: wait) {
            case .event(let event): first = event
            case .deadline: return []
            case .nothing: continue
            }
        }
        var events = [first].compactMap { $0 }
        while events.count < limit, case .event(let event) = read(waiting: false, deadline: nil) { events.append(event) }
        return events
    }

    /// Ctrl-Z: stops the app as the terminal would have, with the terminal given back first; after
    /// `fg` the next frame is drawn whole.
    public func suspend() {
        TerminalSignals.suspend()
        _ = repaintAfterResume()
        shown = nil
    }

    private enum Read {
        case event(InputEvent)
        /// The run loop's deadline passed first.
        case deadline
        /// Nothing waiting (when not waiting).
        case nothing
    }

    /// One decoded event. Waiting, it blocks, or waits for the decoder's quiet timeout or the
    /// run loop's deadline (milliseconds), whichever is sooner; otherwise it reports nothing as
    /// soon as nothing is left to read.
    private func read(waiting: Bool, deadline: Int32?) -> Read {
        while true {
            if pendingStart < pending.count {
                let event = pending[pendingStart]
                pendingStart += 1
                if pendingStart == pending.count {
                    pending.removeAll(keepingCapacity: true)
                    pendingStart = 0
                }
                return .event(event)
            }
            let quiet = decoder.quietTimeout
            if let resize = takeResize() {
                pending.append(resize)
                continue
            }
            let timeout: Int32? = waiting ? [quiet, deadline].compactMap { $0 }.min() : 0
            if let timeout { wtimeout(linklab_stdscr(), timeout) }
            var code: wint_t = 0
            let status = wget_wch(linklab_stdscr(), &code)
            if timeout != nil { wtimeout(linklab_stdscr(), -1) }
            if let resize = takeResize() {
                // A resize interrupted the read (ERR); any key read is handled after it.
                pending.append(resize)
                if status != OK, status != KEY_CODE_YES { continue }
            }
            let input: TerminalInput?
            switch status {
            case KEY_CODE_YES: input = KeyCodes.input(forKeyCode: Int32(bitPattern: code), size: { self.size })
            case OK: input = .character(Unicode.Scalar(UInt32(code)) ?? ScreenText.replacement.unicodeScalars.first ?? " ")
            default:
                // Nothing waiting is not silence: the decoder learns of that only from a real wait.
                guard waiting else { return .nothing }
                if let deadline, quiet.map({ deadline < $0 }) ?? true { return .deadline }
                input = quiet != nil ? .quiet : .failure
            }
            if repaintAfterResume(), !(input.map(Self.isResize) ?? false) {
                let current = size
                pending.append(.resize(width: current.width, height: current.height))
            }
            if let input { pending += decoder.decode(input) }
            if decoder.isInPaste { readPasteBody() }
        }
    }

    /// Reads a paste's body from standard input in chunks, past ncurses, until its end marker.
    ///
    /// Through `wget_wch`, each byte costs a poll and a read system call and a walk of the key
    /// tree: a 10 MB paste took 30 s and more. Read here, it is one pass over the bytes. ncurses
    /// holds nothing back when it reports the start marker (it reads one byte at a time, and no
    /// key sequence extends ESC[200~), so the body starts with the next byte on the descriptor.
    /// The few bytes read past the end marker go back to ncurses with `ungetch`, to be read as
    /// keys: the decoder hands back at most `InputDecoder.handBackLimit`, within ncurses' queue.
    private func readPasteBody() {
        let outcome = pasteReader.readBody(into: &decoder) { buffer in
            while true {
                guard FileDescriptor.waitUntilReadable(Platform.standardInput, milliseconds: InputDecoder.pasteSilenceMilliseconds) else {
                    return 0
                }
                let count = FileDescriptor.readOnce(Platform.standardInput, into: buffer)
                if count < 0, SystemError.current.isInterrupted || SystemError.current.wouldBlock { continue }
                return count
            }
        }
        pending += outcome.events
        for byte in outcome.handBack.reversed() { ungetch(Int32(byte)) }
    }

    /// After `fg` the terminal shows the shell's screen: the next refresh redraws every cell.
    /// Returns true once per resume.
    private func repaintAfterResume() -> Bool {
        guard TerminalHandover.needsRepaint.exchange(false, ordering: .sequentiallyConsistent) else { return false }
        clearok(linklab_stdscr(), true)
        shown = nil
        // ncurses still believes in the cursor state from before the suspend.
        curs_set(1)
        cursorVisible = true
        return true
    }

    private static func isResize(_ input: TerminalInput) -> Bool {
        if case .resize = input { return true }
        return false
    }

    /// Draws `frame`, handing ncurses only the cells that differ from the frame drawn before.
    /// After a resize, or a resume that cleared the screen, every cell is drawn again.
    public func present(_ frame: Frame) {
        guard screen != nil else { return }
        let (width, height) = Self.cursesSize()
        if shownSize.width != width || shownSize.height != height {
            shown = nil
            shownSize = (width, height)
        }
        if shown == nil { werase(linklab_stdscr()) }
        frame.forEachChange(since: shown) { x, y, cell in
            guard x < width, y < height else { return }
            draw(cell, x: x, y: y, room: width - x)
        }
        shown = frame
        placeCursor(frame.cursor, width: width, height: height)
        wrefresh(linklab_stdscr())
    }

    private func draw(_ cell: Cell, x: Int, y: Int, room: Int) {
        let (attributes, pair) = palette.attributes(for: cell.style)
        // A cchar_t holds a base and at most four combining scalars (CCHARW_MAX is 5), as a cell does.
        var scalars: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (32, 0, 0, 0, 0)
        // A wide grapheme in the last column would wrap; the frame never does this, but a
        // frame wider than the terminal (mid-resize) might.
        let g = cell.grapheme
        guard drawsUnicode else { return drawPlain(g, x: x, y: y, room: room, attributes: attributes, pair: pair) }
        if !g.isEmpty, room >= 2 || g.columns <= room {
            let v = g.fiveValues
            scalars = (wchar_t(bitPattern: v.0), wchar_t(bitPattern: v.1), wchar_t(bitPattern: v.2),
                       wchar_t(bitPattern: v.3), wchar_t(bitPattern: v.4))
        }
        _ = linklab_put_scalars(Int32(y), Int32(x), scalars.0, scalars.1, scalars.2, scalars.3, scalars.4, attributes, pair)
    }

    /// A cell where the locale is not UTF-8: a border as line drawing, anything else as one ASCII
    /// character per column (a wide grapheme as `?` and a space), so no cell is left as it was.
    private func drawPlain(_ g: CellGrapheme, x: Int, y: Int, room: Int, attributes: attr_t, pair: Int16) {
        let scalar = Unicode.Scalar(g.firstValue) ?? " "
        if let line = LineDrawing(scalar) {
            _ = linklab_put_line_drawing(Int32(y), Int32(x), line.rawValue, attributes, pair)
            return
        }
        _ = linklab_put_ascii(Int32(y), Int32(x), g.isEmpty ? 32 : PlainGlyphs.ascii(for: scalar), attributes, pair)
        if g.columns == 2, room >= 2 { _ = linklab_put_ascii(Int32(y), Int32(x + 1), 32, attributes, pair) }
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
