#!/bin/bash
# Peak memory (max RSS, from /usr/bin/time -f %M) of the terminal app started in tmux at 200x60, against a
# trivial Foundation program (Tools/MemoryFloor, built with swiftc -O and linked as linklab is):
#   at start   the app draws its first frame and quits (Ctrl-C); the floor reads nothing
#   with N     the app is given N links one at a time (bracketed paste, Enter, 0.2 s apart), then quits; the floor reads
#              the same N links and keeps them parsed
# The links are the benchmark mix's, numbered so each is a decision of its own.
#   Benchmarks/tui-memory.sh [path/to/linklab] [N]      (default: .build/release/linklab; 1000 links)
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
cd "$root"
binary=${1:-.build/release/linklab}
count=${2:-1000}
LINKLAB=$binary
. "$here/lib/programs.sh"
floor=$(floor_program MemoryFloor)
work=$(mktemp -d)
server="tui-memory-$$"
trap 'tmux -L "$server" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
for i in $(seq 1 "$count"); do echo "q2mob://open?targetPage=%23%2Fmessages$i"; done > "$work/links"

# Starts the app under /usr/bin/time in a private tmux server, gives it the first $1 links, quits, prints KB.
app_peak() {
    local n=$1
    rm -f "$work/rss"
    tmux -L "$server" -f /dev/null new-session -d -s t -x 200 -y 60 \
        "env LANG=C.UTF-8 XDG_STATE_HOME=$work/state /usr/bin/time -f %M -o $work/rss $binary --no-history --screens screens"
    until tmux -L "$server" capture-pane -p -t t | grep -q 'Link ›'; do sleep 0.05; done
    if [ "$n" -gt 0 ]; then
        head -n "$n" "$work/links" | while read -r link; do
            tmux -L "$server" set-buffer -- "$link"
            tmux -L "$server" paste-buffer -p -t t
            tmux -L "$server" send-keys -t t Enter
            # Links sent faster than the app's screen change did not all become decisions (seen 2026-11-28).
            sleep 0.2
        done
        # Wait until the last link's decision shows.
        local waited=0
        until tmux -L "$server" capture-pane -p -t t | grep -q "messages$n\b" || [ $waited -ge 600 ]; do sleep 0.1; waited=$((waited + 1)); done
        [ $waited -lt 600 ] || echo "the last decision did not show within 60 s; measuring anyway" >&2
    fi
    tmux -L "$server" send-keys -t t C-c
    until [ -s "$work/rss" ]; do sleep 0.05; done
    tmux -L "$server" kill-server 2>/dev/null || true
    tail -n 1 "$work/rss"
}

floor_peak() {
    head -n "$1" "$work/links" | /usr/bin/time -f %M -o "$work/floor-rss" "$floor" > /dev/null
    tail -n 1 "$work/floor-rss"
}

for n in 0 "$count"; do
    app=$(app_peak "$n")
    base=$(floor_peak "$n")
    awk -v n="$n" -v a="$app" -v f="$base" 'BEGIN { printf "%5d links: app %d KB, floor %d KB, app / floor %.2f\n", n, a, f, a / f }'
done
