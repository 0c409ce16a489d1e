// The only C in LinkLab. Swift 6 rejects C globals (stdscr, LINES, stdout, ...) as
// "not concurrency-safe" and cannot import function-like macros (A_BOLD, getmaxyx),
// so each one gets a tiny `linklab_` getter here, in the style of swift-nio's CNIOLinux.
#ifndef LINKLAB_CNCURSESW_SHIM_H
#define LINKLAB_CNCURSESW_SHIM_H

// Without these two, ncurses hides the wide-character API (wget_wch, setcchar, ...).
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <termios.h>
#include <sys/ioctl.h>
// Debian and Ubuntu put the wide library's headers in ncursesw/; Homebrew's keg (found through its
// ncursesw.pc) and the macOS SDK put them at the top.
#if __has_include(<ncursesw/ncurses.h>)
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>
#else
#include <ncurses.h>
#include <term.h>
#endif

// MARK: Globals

static inline WINDOW *linklab_stdscr(void) { return stdscr; }
static inline int linklab_lines(void) { return LINES; }
static inline int linklab_cols(void) { return COLS; }
static inline FILE *linklab_stdout(void) { return stdout; }
static inline FILE *linklab_stdin(void) { return stdin; }
static inline FILE *linklab_stderr(void) { return stderr; }

// MARK: Attributes (macros that do not import)

static inline attr_t linklab_a_normal(void) { return A_NORMAL; }
static inline attr_t linklab_a_bold(void) { return A_BOLD; }
static inline attr_t linklab_a_reverse(void) { return A_REVERSE; }
static inline attr_t linklab_a_dim(void) { return A_DIM; }
static inline attr_t linklab_a_underline(void) { return A_UNDERLINE; }

// MARK: Keys

static inline int linklab_key_max(void) { return KEY_MAX; }
static inline int linklab_key_f(int n) { return KEY_F(n); }

// MARK: Screen

/// Width and height of the standard screen (getmaxyx is a macro).
static inline void linklab_screen_size(int *width, int *height) {
    int y = 0, x = 0;
    getmaxyx(stdscr, y, x);
    *width = x;
    *height = y;
}

/// newterm on the process's own stdout/stdin; NULL when the terminal is unknown.
static inline SCREEN *linklab_newterm(void) { return newterm(NULL, stdout, stdin); }

/// True when the current terminal description can address the cursor (`cup`).
/// tigetstr returns (char *)-1 for "not a string capability" and NULL for "absent".
static inline int linklab_can_move_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1 && cup[0] != '\0';
}

/// Draws one grapheme (up to 5 wide chars: a base plus combining marks) at y, x.
static inline int linklab_put_cell(int y, int x, const wchar_t *chars, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, chars, attrs, pair, NULL) != OK) {
        return ERR;
    }
    return mvadd_wch(y, x, &cell);
}

/// A terminfo string capability, or NULL when the terminal lacks it (tigetstr's (char *)-1
/// for "not a string capability" becomes NULL too).
static inline const char *linklab_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

// MARK: Signals (macros and union members that do not import cleanly)

/// The first and last real-time signals; glibc computes them at run time.
/// macOS has none (<sys/signal.h> stops at SIGUSR2): an empty range, 1 to 0.
#ifdef SIGRTMIN
static inline int linklab_sigrtmin(void) { return SIGRTMIN; }
static inline int linklab_sigrtmax(void) { return SIGRTMAX; }
#else
static inline int linklab_sigrtmin(void) { return 1; }
static inline int linklab_sigrtmax(void) { return 0; }
#endif

/// True when `action` ignores its signal (SIG_IGN), e.g. SIGHUP under nohup.
static inline int linklab_is_ignored(const struct sigaction *action) {
    return !(action->sa_flags & SA_SIGINFO) && action->sa_handler == SIG_IGN;
}

/// Sets the default action for `signal`; async-signal-safe.
static inline void linklab_default_action(int signal) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
}

/// Unblocks `signal` for this thread; async-signal-safe.
static inline void linklab_unblock(int signal) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// Installs `handler` for `signal` with SA_SIGINFO, so it learns who sent the signal.
static inline void linklab_set_siginfo_handler(int signal, void (*handler)(int, siginfo_t *, void *)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
}

/// True when another process sent the signal with kill(2), tgkill(2) or sigqueue(3), rather than the
/// kernel reporting a fault of ours or this process raising it (abort). Linux numbers SI_USER, SI_TKILL
/// and SI_QUEUE zero or below; macOS's <sys/signal.h> numbers SI_USER 0x10001 and SI_QUEUE 0x10002.
/// Async-signal-safe.
static inline int linklab_sent_from_outside(const siginfo_t *info) {
    if (info == NULL || info->si_pid == getpid()) {
        return 0;
    }
#ifdef __APPLE__
    return info->si_code == SI_USER || info->si_code == SI_QUEUE;
#else
    return info->si_code <= 0;
#endif
}

/// The terminal's own size, from the kernel (TIOCGWINSZ on fd 1), whatever ncurses was told;
/// 0 when it is not known.
static inline int linklab_terminal_size(int *width, int *height) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) {
        return 0;
    }
    *width = size.ws_col;
    *height = size.ws_row;
    return 1;
}

/// Draws one grapheme given as up to five scalars (a base plus combining marks; 0 ends it
/// early), so the caller builds no array per cell.
static inline int linklab_put_scalars(int y, int x, wchar_t c0, wchar_t c1, wchar_t c2, wchar_t c3, wchar_t c4,
                                      attr_t attrs, short pair) {
    wchar_t chars[6] = { c0, c1, c2, c3, c4, 0 };
    cchar_t cell;
    if (setcchar(&cell, chars, attrs, pair, NULL) != OK) {
        return ERR;
    }
    return mvadd_wch(y, x, &cell);
}

/// Draws one of the terminal's line-drawing characters (`acs_map`, named by its VT100 letter: 'q' a
/// horizontal line, 'x' a vertical one, 'l' 'k' 'm' 'j' the corners) at y, x: how a border shows where
/// the locale is not UTF-8. ncurses falls back to `-`, `|` and `+` on a terminal without line drawing.
static inline int linklab_put_line_drawing(int y, int x, unsigned char letter, attr_t attrs, short pair) {
    chtype glyph = NCURSES_ACS(letter);
    if (glyph == 0) {
        glyph = (letter == 'q') ? '-' : (letter == 'x') ? '|' : '+';
    }
    return mvaddch(y, x, glyph | attrs | COLOR_PAIR(pair));
}

/// Draws one ASCII character at y, x: every other cell where the locale is not UTF-8.
static inline int linklab_put_ascii(int y, int x, unsigned char character, attr_t attrs, short pair) {
    return mvaddch(y, x, (chtype)character | attrs | COLOR_PAIR(pair));
}

// MARK: Async-signal-safe output

/// Writes raw bytes to the terminal's fd 1; safe inside a signal handler.
static inline void linklab_write_stdout(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(STDOUT_FILENO, text, length);
        if (written <= 0) {
            return;
        }
        text += written;
        length -= (size_t)written;
    }
}

#endif
