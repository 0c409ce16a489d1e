import CNCursesW
import Synchronization
import LinkLabSystem

/// Restores the terminal on every way out, and suspends cleanly on SIGTSTP.
///
/// Every catchable signal whose default action ends the process gets a handler that gives the
/// terminal back (see `TerminalHandover`) and exits with 128 + signal, as a shell reports it;
/// otherwise the shell is left raw, with bracketed paste on, so every paste arrives as `^[[200~`.
/// SIGQUIT is one of them: Swift's runtime would print a crash report over the screen.
/// The handlers capture nothing (they are C function pointers) and call only async-signal-safe
/// functions, so the state they read is process-global and prepared in advance.
enum TerminalSignals {
    /// True while a screen is open; the handlers only touch the terminal then.
    static let isActive = Atomic<Bool>(false)
    /// Set by SIGWINCH, taken by the screen's input loop. The app handles resizes itself rather
    /// than through ncurses, so that ncurses is never told a size beyond what LinkLab draws
    /// (a 10000×10000 window made it allocate gigabytes).
    static let resized = Atomic<Bool>(false)

    /// Signals that end the program: restore, then `_exit(128 + signal)`.
    static let quitting: [Int32] = {
        var signals: [Int32] = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
            SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
        ]
        #if os(Linux)
        signals += [SIGIO, SIGPWR, SIGSTKFLT]
        signals += Array(linklab_sigrtmin()...linklab_sigrtmax())
        #endif
        return signals.filter { $0 > 0 && $0 < signalSlots }
    }()
    /// Signals of a crash: restore, then hand the signal to whoever handled it before us
    /// (the Swift runtime's backtracer, or the default action). Sent from outside (`kill -SEGV`),
    /// they are no crash of ours: restore and `_exit(128 + signal)` at once, as for `quitting`.
    /// Handed on, the backtracer would report a crash that never happened, then hold the tty
    /// for 30 seconds with its "Press space to interact" prompt.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]
    /// Suspend (SIGTSTP from `kill`, or Ctrl-Z through `suspend()`) and resume after `fg`.
    static let suspending: [Int32] = [SIGTSTP, SIGCONT]
    /// Signals the app relies on. A process started from a test thread inherits that thread's
    /// blocked set, and tmux passes it on, so without this a resize never arrives.
    static let needed: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT]

    static let signalSlots: Int32 = 65
    static var handled: [Int32] { quitting + crashing + suspending + [SIGWINCH] }

    /// Dispositions from before the screen opened, indexed by signal number. A raw buffer
    /// because a signal handler may not touch Swift collections.
    nonisolated(unsafe) static let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(signalSlots))

    /// Unblocks the needed signals and remembers the current dispositions and terminal modes;
    /// call before newterm so that ncurses' own handlers are not what `restore` puts back.
    static func prepare() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in needed { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for signal in handled {
            sigaction(signal, nil, saved + Int(signal))
        }
        // Before newterm: ncurses installs its own SIGWINCH handler only where none is set.
        setHandler(SIGWINCH, resizeHandler)
        TerminalHandover.prepare()
    }

    /// Installs the handlers; call after newterm (which installs ncurses' own) and after the
    /// terminal modes are set. A signal the parent ignored (SIGHUP under `nohup`) stays ignored.
    static func install() {
        TerminalHandover.capture()
        for signal in quitting where linklab_is_ignored(saved + Int(signal)) == 0 { setHandler(signal, quit) }
        for signal in crashing { linklab_set_siginfo_handler(signal, crash) }
        setHandler(SIGTSTP, suspendHandler)
        setHandler(SIGCONT, resumeHandler)
        isActive.store(true, ordering: .sequentiallyConsistent)
    }

    /// Puts back the dispositions `prepare` saw.
    static func restore() {
        isActive.store(false, ordering: .sequentiallyConsistent)
        for signal in handled {
            sigaction(signal, saved + Int(signal), nil)
        }
    }

    /// Leaves curses mode and turns bracketed paste off, at most once. Not for signal handlers
    /// (endwin is not async-signal-safe): for quitting normally or just before a fatal error.
    static func leaveTerminal() {
        guard isActive.exchange(false, ordering: .sequentiallyConsistent) else { return }
        if TerminalHandover.isLeft.load(ordering: .sequentiallyConsistent) { return }
        endwin()
        linklab_write_stdout(TerminalHandover.inputModesOff)
    }

    /// Ctrl-Z: stops the app as the terminal would have, with the terminal given back first.
    static func suspend() {
        raise(SIGTSTP)
    }

    private static func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        SignalHandlers.set(signal, handler)
    }

    /// Gives the terminal back once, from a handler.
    fileprivate static func handBack() {
        guard isActive.exchange(false, ordering: .sequentiallyConsistent) else { return }
        if !TerminalHandover.isLeft.load(ordering: .sequentiallyConsistent) { TerminalHandover.leave() }
    }

    fileprivate static func reinstallSuspendHandler() { setHandler(SIGTSTP, suspendHandler) }
}

private func quit(_ signal: Int32) {
    TerminalSignals.handBack()
    _exit(128 + signal)
}

private func crash(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    TerminalSignals.handBack()
    if linklab_sent_from_outside(info) != 0 { _exit(128 + signal) }
    sigaction(signal, TerminalSignals.saved + Int(signal), nil)
    raise(signal)
}

/// SIGTSTP: give the terminal back, stop with the default action, and take it again on return.
///
/// When nobody can resume us (an orphaned process group: the app is the pane's own program),
/// the kernel discards the stop and `raise` returns at once; the terminal is then taken back
/// without waiting for a SIGCONT that never comes.
private func suspendHandler(_ signal: Int32) {
    let active = TerminalSignals.isActive.load(ordering: .sequentiallyConsistent)
    if active {
        tcgetattr(STDOUT_FILENO, TerminalHandover.appModes)
        TerminalHandover.leave()
    }
    linklab_default_action(SIGTSTP)
    linklab_unblock(SIGTSTP)
    raise(SIGTSTP)
    // Running again: SIGCONT's handler has usually taken the terminal back already.
    TerminalSignals.reinstallSuspendHandler()
    if active, TerminalHandover.isLeft.load(ordering: .sequentiallyConsistent) {
        TerminalHandover.enter()
        raise(SIGWINCH)
    }
}

/// SIGWINCH: noted for the input loop. Installed without SA_RESTART, so a blocked read returns.
private func resizeHandler(_ signal: Int32) {
    TerminalSignals.resized.store(true, ordering: .sequentiallyConsistent)
}

/// SIGCONT (after `fg`, or after a SIGSTOP from outside): take the terminal back and repaint.
/// In the background (`bg`) the terminal belongs to the shell; the next `fg` sends SIGCONT again.
private func resumeHandler(_ signal: Int32) {
    guard TerminalSignals.isActive.load(ordering: .sequentiallyConsistent) else { return }
    guard tcgetpgrp(STDOUT_FILENO) == getpgrp() else { return }
    TerminalHandover.enter()
    // Wakes ncurses' read with KEY_RESIZE, so the screen is repainted without a key.
    raise(SIGWINCH)
}
