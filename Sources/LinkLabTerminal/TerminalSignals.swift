import CNCursesW
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Restores the terminal on every way out: Ctrl-C from outside, SIGTERM, SIGHUP and crashes.
///
/// ncurses' own handlers do not turn bracketed paste off, so the shell would then receive
/// `^[[200~` on every paste. The handlers here capture nothing (they are C function
/// pointers), so the state they read is process-global.
enum TerminalSignals {
    /// True while a screen is open; the handlers only touch the terminal then.
    static let isActive = Atomic<Bool>(false)

    /// Signals that end the program: restore, then `_exit(128 + signal)` like a shell would report.
    static let quitting: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Signals of a crash: restore, then hand the signal to whoever handled it before us
    /// (the Swift runtime's backtracer, or the default action).
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// Signals the app relies on. A process started from a test thread inherits that thread's
    /// blocked set, and tmux passes it on, so without this a resize never arrives.
    static let needed: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    /// Dispositions from before the screen opened, indexed by signal number. A raw buffer
    /// because a signal handler may not touch Swift collections.
    nonisolated(unsafe) static let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Unblocks the needed signals and remembers the current dispositions; call before newterm
    /// so that ncurses' own handlers are not what `restore` puts back.
    static func prepare() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in needed { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for signal in quitting + crashing {
            sigaction(signal, nil, saved + Int(signal))
        }
    }

    /// Installs the restoring handlers; call after newterm, which installs ncurses' own.
    static func install() {
        for signal in quitting { setHandler(signal, quit) }
        for signal in crashing { setHandler(signal, crash) }
        isActive.store(true, ordering: .sequentiallyConsistent)
    }

    /// Puts back the dispositions `prepare` saw.
    static func restore() {
        isActive.store(false, ordering: .sequentiallyConsistent)
        for signal in quitting + crashing {
            sigaction(signal, saved + Int(signal), nil)
        }
    }

    /// Leaves curses mode and turns bracketed paste off, at most once; safe to call from a
    /// handler or just before a fatal error.
    static func leaveTerminal() {
        guard isActive.exchange(false, ordering: .sequentiallyConsistent) else { return }
        endwin()
        linklab_write_stdout("\u{1B}[?2004l")
    }

    private static func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigaction(signal, &action, nil)
    }
}

private func quit(_ signal: Int32) {
    TerminalSignals.leaveTerminal()
    _exit(128 + signal)
}

private func crash(_ signal: Int32) {
    TerminalSignals.leaveTerminal()
    sigaction(signal, TerminalSignals.saved + Int(signal), nil)
    raise(signal)
}
