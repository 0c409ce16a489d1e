import LinkLabTUIModel
import LinkLabFrames

/// What the run loop needs from a terminal: its size, input in batches, a way to draw, a monotonic
/// clock, and suspending. The ncurses screen is one side; `ScriptedTerminal` (in memory, for tests,
/// as swift-nio's `NIOEmbedded`) is the other.
public protocol TerminalBackend: AnyObject {
    /// Columns and rows now.
    var size: (width: Int, height: Int) { get }
    /// Seconds on a monotonic clock.
    func now() -> Double
    /// Blocks until input arrives, then returns it and everything already waiting behind it; or
    /// returns nothing once `deadline` (on `now()`'s clock) has passed. With no deadline it blocks
    /// as long as it takes: an idle app makes no system calls.
    func events(until deadline: Double?) -> [InputEvent]
    /// Shows a frame.
    func present(_ frame: Frame)
    /// Hands the terminal to the shell (Ctrl-Z) and returns once the app has it back (`fg`); the
    /// next frame is then drawn whole.
    func suspend()
}
