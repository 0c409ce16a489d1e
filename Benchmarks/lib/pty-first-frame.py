#!/usr/bin/env python3
"""The time from starting a program on a pseudo-terminal to the first time a marker appears in what it wrote.

Used by first-frame.sh: the app and a floor program (which writes the same marker at once) are started in
turn, on a terminal of the same size, and each is timed from fork to the marker's last byte read from the
terminal's master side. The floor's time is the cost of starting any program and of reading the terminal;
the app's time less the floor's is the app's own start to its first frame.

    pty-first-frame.py ROUNDS COLUMNS ROWS MARKER -- APP ARGS... -- FLOOR ARGS...

Prints one line a round (app, floor, difference, in ms) and then the medians.
"""
import fcntl
import os
import select
import signal
import statistics
import struct
import sys
import termios
import time


def time_to_marker(argv, columns, rows, marker, timeout=10.0):
    """Milliseconds from fork to the marker read from the program's terminal, then quits the program."""
    start = time.perf_counter()
    pid, master = os.forkpty()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    seen = b""
    elapsed = None
    deadline = start + timeout
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([master], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if marker in seen:
            elapsed = (time.perf_counter() - start) * 1000
            break
    # Ctrl-C quits the app; the floor has ended already. Whatever is left is ended by signal.
    try:
        os.write(master, b"\x03")
    except OSError:
        pass
    end = time.perf_counter() + 2
    while time.perf_counter() < end:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                os.read(master, 65536)
            except OSError:
                pass
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(master)
    if elapsed is None:
        sys.exit("the marker did not appear within %.0f s: %r" % (timeout, " ".join(argv)))
    return elapsed


def main():
    rounds, columns, rows = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    marker = sys.argv[4].encode()
    rest = sys.argv[5:]
    if rest[:1] != ["--"] or "--" not in rest[1:]:
        sys.exit(__doc__)
    split = rest.index("--", 1)
    app, floor = rest[1:split], rest[split + 1:]
    # One of each first, not counted: the page cache and the dynamic loader's caches.
    time_to_marker(app, columns, rows, marker)
    time_to_marker(floor, columns, rows, marker)
    apps, floors, differences = [], [], []
    for round in range(rounds):
        # Alternate which goes first, so a slow moment of the machine falls on both alike.
        if round % 2 == 0:
            a = time_to_marker(app, columns, rows, marker)
            f = time_to_marker(floor, columns, rows, marker)
        else:
            f = time_to_marker(floor, columns, rows, marker)
            a = time_to_marker(app, columns, rows, marker)
        apps.append(a)
        floors.append(f)
        differences.append(a - f)
        print("round %2d: app %6.2f ms, floor %5.2f ms, app's own %6.2f ms" % (round + 1, a, f, a - f))
    print("median:   app %6.2f ms, floor %5.2f ms, app's own %6.2f ms (%d rounds)"
          % (statistics.median(apps), statistics.median(floors), statistics.median(differences), rounds))


if __name__ == "__main__":
    main()
