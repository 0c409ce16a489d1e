#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Installing signal handlers: the one place that knows how `struct sigaction` is laid out on each system
/// (glibc's `__sigaction_handler`, Darwin's `__sigaction_u`).
public enum SignalHandlers {
    /// A plain handler, installed without SA_RESTART, so that a blocked read returns EINTR.
    public static func set(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        _ = install(signal, handler)
    }

    /// Sets `signal` aside (SIG_IGN); returns what was there, for `restore`.
    public static func ignore(_ signal: Int32) -> Disposition {
        install(signal, SIG_IGN)
    }

    /// Installs `handler` for `signal`; the disposition it replaced.
    private static func install(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> Disposition {
        var old = sigaction()
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
        sigaction(signal, &action, &old)
        return Disposition(signal: signal, action: old)
    }

    /// A signal's disposition as it was, to be put back.
    public struct Disposition: @unchecked Sendable {
        let signal: Int32
        let action: sigaction

        /// Puts it back.
        public func restore() {
            var action = action
            sigaction(signal, &action, nil)
        }
    }

    /// Sends `signal` to this process.
    public static func raise(_ signal: Int32) { _ = cRaise(signal) }

    /// Signal numbers by name, as each system numbers them.
    public static let interrupt = SIGINT
    public static let brokenPipe = SIGPIPE
    public static let kill = SIGKILL
}

private func cRaise(_ signal: Int32) -> Int32 { raise(signal) }
