#!/bin/bash
# Writes Sources/linklab/startup-order.txt: the functions of linklab's own code that the terminal app runs, one
# ELF section name a line (`.text.` and the symbol): first those it runs as it starts, then those it runs as a
# person decides links and opens its windows. Release builds on Linux hand the file to the linker
# (Package.swift), which lays those functions out together and in that order, so the pages of code the app
# touches are few and its memory small (docs/performance.md, "Code laid out by use"). A stale file costs
# nothing but that: a function it does not name is placed after the others, and a name no function has is
# ignored.
#
# The app runs twice under callgrind in a private tmux server at 200x60: to its first frame, then also through
# 20 links, F1, F7, F8, PgUp and PgDn.
#   scripts/write-startup-order.sh [path/to/linklab]     (default: a release build into .build-bench)
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
source "$root/Benchmarks/lib/paste-links.sh"
command -v valgrind > /dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 2; }
command -v tmux > /dev/null || { echo "needs tmux (apt-get install tmux)" >&2; exit 2; }
binary=${1:-}
if [ -z "$binary" ]; then
    swift build -c release --scratch-path "$root/.build-bench" --product linklab >&2
    binary="$root/.build-bench/release/linklab"
fi
work=$(mktemp -d)
server="startup-order-$$"
trap 'tmux -L "$server" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# Runs the app under callgrind in a private tmux server at 200x60 into $1: with "start", it draws its first
# frame, loads the walkthroughs and quits; with "use", it also decides 20 links and opens F1, F7 and F8.
record() {
    local phase=$1
    tmux -L "$server" -f /dev/null new-session -d -s t -x 200 -y 60 \
        "env LANG=C.UTF-8 XDG_STATE_HOME=$work/state valgrind --tool=callgrind --callgrind-out-file=$work/$phase.cg $binary --no-history --screens screens 2> $work/valgrind.txt"
    local waited=0
    until tmux -L "$server" capture-pane -p -t t | grep -q 'Link ›'; do
        sleep 0.2; waited=$((waited + 1))
        [ $waited -lt 300 ] || { echo "the app did not draw its first frame within 60 s" >&2; exit 1; }
    done
    sleep 2
    if [ "$phase" = use ]; then
        paste_numbered_links "$server" 20 0.5
        for key in F1 PgDn Escape F7 Escape F8 Escape PgUp PgDn; do tmux -L "$server" send-keys -t t "$key"; sleep 0.5; done
    fi
    tmux -L "$server" send-keys -t t C-c
    waited=0
    until [ -s "$work/$phase.cg" ] && ! tmux -L "$server" has-session -t t 2>/dev/null; do
        sleep 0.2; waited=$((waited + 1))
        [ $waited -lt 300 ] || { echo "the app did not stop within 60 s" >&2; exit 1; }
    done
    # Every function callgrind saw run in linklab's own binary (not in a shared library), by its symbol.
    callgrind_annotate --threshold=100 "$work/$phase.cg" 2> /dev/null \
        | grep -F "[$(readlink -f "$binary")]" \
        | sed -E "s/^ *[0-9,]+ \\([ 0-9.]+%\\)  //; s/ \\[[^]]*\\]\$//; s/^[^:]*://; s/'[0-9]+\$//" \
        | grep '^\$s' | LC_ALL=C sort -u > "$work/$phase.txt"
}

# The functions of the start first, then those of use: a start touches only the first of them.
record start
record use
{ cat "$work/start.txt"; LC_ALL=C comm -13 "$work/start.txt" "$work/use.txt"; } | sed 's/^/.text./' > "$work/order.txt"
count=$(wc -l < "$work/order.txt")
[ "$count" -gt 500 ] || { echo "only $count functions were seen: not written" >&2; exit 1; }
mv "$work/order.txt" Sources/linklab/startup-order.txt
echo "Sources/linklab/startup-order.txt: $count functions, $(wc -l < "$work/start.txt") of them at start." >&2
echo "SwiftPM does not relink for this file alone: a release build made before it was written must be relinked." >&2
