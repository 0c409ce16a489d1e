import Synchronization
import LinkLabSystem

/// Ctrl-C in a command that keeps what was done so far (`linklab quiz`): the handler only notes the
/// signal, and the command ends its loop, saves and exits 130 itself. The read it interrupts returns
/// EINTR (no SA_RESTART), so a quiz waiting for an answer stops at once.
enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// Whether SIGINT arrived since `catchInterrupts()`.
    static var requested: Bool { flag.load(ordering: .sequentiallyConsistent) }

    static func catchInterrupts() {
        SignalHandlers.set(SignalHandlers.interrupt, noteInterrupt)
    }

    fileprivate static func note() { flag.store(true, ordering: .sequentiallyConsistent) }
}

private func noteInterrupt(_ signal: Int32) { Interruption.note() }
