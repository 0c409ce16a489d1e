#!/bin/sh
# 5,000 keys typed into one line of the terminal app at 200x60, as `tmux send-keys -l`
# delivers them. Prints how long until the last key shows and the app's CPU time per key.
#   Benchmarks/typing-burst.sh [path/to/linklab]      (default: .build/release/linklab, else .build/debug/linklab)
set -eu
cd "$(dirname "$0")/.."
binary=${1:-.build/release/linklab}
[ -x "$binary" ] || binary=.build/debug/linklab
server="typing-burst-$$"
tmux -L "$server" -f /dev/null new-session -d -s t -x 200 -y 60 "env LANG=C.UTF-8 $binary --screens screens"
trap 'tmux -L "$server" kill-server 2>/dev/null || true' EXIT
until tmux -L "$server" capture-pane -p -t t | grep -q 'Link ›'; do sleep 0.05; done
pid=$(tmux -L "$server" display-message -p -t t '#{pane_pid}')
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
body=$(printf 'abcdefghij%.0s' $(seq 1 499))
before=$(ticks)
start=$(date +%s.%N)
for chunk in 0 1 2 3 4 5 6 7 8 9; do
    tmux -L "$server" send-keys -t t -l "$(printf '%s' "$body" | cut -c$((chunk * 499 + 1))-$((chunk * 499 + 499)))"
done
tmux -L "$server" send-keys -t t -l "xthe-end-x"
until tmux -L "$server" capture-pane -p -t t | grep -q "ijxthe-end-x"; do sleep 0.01; done
end=$(date +%s.%N)
after=$(ticks)
hz=$(getconf CLK_TCK)
awk -v s="$start" -v e="$end" -v t=$((after - before)) -v hz="$hz" 'BEGIN {
    printf "5,000 keys: last key shown after %.2f s; app CPU %.0f ms, %.3f ms per key\n", e - s, t * 1000 / hz, t * 1000 / hz / 5000 }'
