#!/bin/bash
# The terminal app's own time from start to its first frame (the input line's prompt written), at 200x60, on a
# pseudo-terminal of its own (no tmux): each round starts the app and a floor program in turn, alternating which
# goes first, and times each from fork to the prompt's bytes read from the terminal. The floor, printf writing the
# same prompt, is what starting any program and reading its terminal costs; the app's time less the floor's is
# the app's own share. Medians over the rounds.
#   Benchmarks/first-frame.sh [path/to/linklab] [rounds] [path/to/other/linklab]
# (default: .build/release/linklab, else debug; 21 rounds.) With a second linklab, the two are paired instead
# (before and after a change): "app" is the first, "floor" the second.
set -eu
cd "$(dirname "$0")/.."
binary=${1:-.build/release/linklab}
[ -x "$binary" ] || binary=.build/debug/linklab
rounds=${2:-21}
other=${3:-}
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
# No history file from earlier runs: every start reads the same (none).
run=(env LANG=C.UTF-8 TERM=xterm-256color XDG_STATE_HOME="$state")
if [ -n "$other" ]; then
    floor=("${run[@]}" "$other" --screens screens)
else
    floor=("${run[@]}" /usr/bin/printf 'Link ›')
fi
python3 Benchmarks/lib/pty-first-frame.py "$rounds" 200 60 'Link ›' -- "${run[@]}" "$binary" --screens screens -- "${floor[@]}"
