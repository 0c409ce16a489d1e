import LinkLabTUIModel
import LinkLabFrames

/// An in-memory terminal for tests, in the manner of swift-nio's `NIOEmbedded`: input comes from a
/// script, frames are kept, and the clock is virtual, so the whole app runs with no terminal and no
/// waiting.
public final class ScriptedTerminal: TerminalBackend {
    /// One step of the script.
    public enum Step: Sendable {
        /// Input that arrives together, as one burst.
        case input([InputEvent])
        /// Nothing arrives for this many seconds of the virtual clock.
        case pause(Double)
    }

    public private(set) var size: (width: Int, height: Int)
    /// Every frame presented, in order.
    public private(set) var frames: [Frame] = []
    /// How many times the app suspended.
    public private(set) var suspensions = 0
    /// Each wait for input, with the deadline it was given (nil: block), for asserting that an idle
    /// app sets no timer.
    public private(set) var waits: [Double?] = []
    private var script: [Step]
    private var clock = 0.0

    public init(width: Int = 80, height: Int = 24, script: [Step]) {
        size = (width, height)
        self.script = script
    }

    public func now() -> Double { clock }

    /// The next burst of the script; a pause runs the clock, up to the deadline if one comes first.
    /// When the script is over, input ends.
    public func events(until deadline: Double?) -> [InputEvent] {
        waits.append(deadline)
        while let step = script.first {
            switch step {
            case .input(let events):
                script.removeFirst()
                for case .resize(let width, let height) in events { size = (width, height) }
                return events
            case .pause(let seconds):
                if let deadline, deadline <= clock + seconds {
                    script[0] = .pause(clock + seconds - max(clock, deadline))
                    clock = max(clock, deadline)
                    return []
                }
                script.removeFirst()
                clock += seconds
            }
        }
        return [.endOfInput]
    }

    public func present(_ frame: Frame) { frames.append(frame) }

    public func suspend() { suspensions += 1 }

    /// The last frame presented.
    public var screen: Frame? { frames.last }
}
