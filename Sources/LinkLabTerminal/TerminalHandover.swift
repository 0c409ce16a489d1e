import CNCursesW
import Synchronization

/// Hands the terminal back to the shell and takes it again, using only what a signal handler may
/// call: `write(2)` of bytes prepared in advance and `tcsetattr` with modes saved in advance.
///
/// `endwin()` is not async-signal-safe, so a signal that interrupts ncurses mid-refresh must not
/// call it. Everything here is prepared by `prepare` and `capture`, before any handler is installed,
/// and lives in raw buffers that a handler reads without allocating or locking.
enum TerminalHandover {
    /// The shell's terminal modes, from before ncurses changed them.
    nonisolated(unsafe) static let shellModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// The app's modes (raw, no echo), from after ncurses set them; refreshed on every suspend.
    nonisolated(unsafe) static let appModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// NUL-terminated bytes that leave the app's screen: attributes off, cursor shown, keypad
    /// transmit off, alternate screen off, mouse reporting and bracketed paste off.
    nonisolated(unsafe) static let leaveBytes = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    /// NUL-terminated bytes that take the screen again: alternate screen, keypad transmit, paste and mouse on.
    nonisolated(unsafe) static let enterBytes = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    /// The mouse-reporting bytes `enter` adds while the app captures the mouse (`mouseCaptured`).
    nonisolated(unsafe) static let mouseOnBytes = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    /// Whether the app captures the mouse now: Alt-M and `--no-mouse` turn it off, so the terminal selects text.
    static let mouseCaptured = Atomic<Bool>(true)
    /// True between `leave` and `enter`: the shell has the terminal.
    static let isLeft = Atomic<Bool>(false)
    /// Set when the app took the terminal back after a suspend; the screen repaints everything.
    static let needsRepaint = Atomic<Bool>(false)

    static let capacity = 1024

    static let pasteOn = "\u{1B}[?2004h"
    static let pasteOff = "\u{1B}[?2004l"
    /// Mouse reporting: presses, releases and the wheel (1000), as xterm's SGR reports (1006).
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"
    /// The input modes the app turns on while it has the terminal, and off on every way out.
    static let inputModesOn = pasteOn + mouseOn
    static let inputModesOff = mouseOff + pasteOff

    /// Saves the shell's modes; call before newterm.
    static func prepare() {
        leaveBytes.initialize(to: 0)
        enterBytes.initialize(to: 0)
        mouseOnBytes.initialize(to: 0)
        if tcgetattr(STDOUT_FILENO, shellModes) != 0 { tcgetattr(STDIN_FILENO, shellModes) }
    }

    /// Saves the app's modes and the terminal's own sequences; call after newterm, raw() and keypad().
    static func capture() {
        if tcgetattr(STDOUT_FILENO, appModes) != 0 { tcgetattr(STDIN_FILENO, appModes) }
        store(sequence(["sgr0", "cnorm", "rmkx", "rmcup"]) + inputModesOff, in: leaveBytes)
        store(sequence(["smcup", "smkx"]) + pasteOn, in: enterBytes)
        store(mouseOn, in: mouseOnBytes)
    }

    /// Gives the terminal to the shell: the bytes, then the shell's modes. Async-signal-safe.
    static func leave() {
        isLeft.store(true, ordering: .sequentiallyConsistent)
        linklab_write_stdout(leaveBytes)
        tcsetattr(STDOUT_FILENO, TCSADRAIN, shellModes)
    }

    /// Takes the terminal back: the app's modes, the bytes, and a full repaint on the next read.
    /// Async-signal-safe.
    static func enter() {
        isLeft.store(false, ordering: .sequentiallyConsistent)
        tcsetattr(STDOUT_FILENO, TCSADRAIN, appModes)
        linklab_write_stdout(enterBytes)
        if mouseCaptured.load(ordering: .sequentiallyConsistent) { linklab_write_stdout(mouseOnBytes) }
        needsRepaint.store(true, ordering: .sequentiallyConsistent)
    }

    /// The capabilities this terminal has, concatenated, with terminfo padding (`$<5>`) removed.
    private static func sequence(_ names: [String]) -> String {
        names.compactMap { name in linklab_capability(name).map { String(cString: $0) } }
            .map(withoutPadding)
            .joined()
    }

    /// Terminfo delays such as `$<2>` are instructions to tputs, not bytes for the terminal.
    static func withoutPadding(_ capability: String) -> String {
        var result = ""
        var rest = Substring(capability)
        while let start = rest.firstRange(of: "$<") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else {
                rest = rest[start.lowerBound...]
                break
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func store(_ text: String, in buffer: UnsafeMutablePointer<CChar>) {
        let bytes = Array(text.utf8.prefix(capacity - 1))
        for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
    }
}
