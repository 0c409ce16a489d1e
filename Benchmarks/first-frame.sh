#!/bin/bash
# The time from starting the terminal app in a new tmux window (tmux's start included) to its first frame
# on screen (the input line's prompt), at 200x60.
#   Benchmarks/first-frame.sh [path/to/linklab]      (default: .build/release/linklab, else debug)
set -eu
cd "$(dirname "$0")/.."
binary=${1:-.build/release/linklab}
[ -x "$binary" ] || binary=.build/debug/linklab
server="first-frame-$$"
trap 'tmux -L "$server" kill-server 2>/dev/null || true' EXIT
start=$(date +%s.%N)
tmux -L "$server" -f /dev/null new-session -d -s t -x 200 -y 60 "env LANG=C.UTF-8 $binary --screens screens"
until tmux -L "$server" capture-pane -p -t t | grep -q 'Link ›'; do sleep 0.002; done
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN { printf "first frame after %.0f ms\n", (e - s) * 1000 }'
