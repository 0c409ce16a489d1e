#!/bin/sh
# A 10 MB bracketed paste into the terminal app at 100x30, as `tmux paste-buffer -p`
# delivers it, then Ctrl-U and a key. Prints how long until that key shows, the app's CPU time for the
# whole paste, its intake throughput (MB/s of CPU), and the app's peak resident size.
#   Benchmarks/paste-10mb.sh [path/to/linklab]      (default: .build/release/linklab, else .build/debug/linklab)
set -eu
cd "$(dirname "$0")/.."
binary=${1:-.build/release/linklab}
[ -x "$binary" ] || binary=.build/debug/linklab
server="paste-10mb-$$"
file=$(mktemp)
trap 'tmux -L "$server" kill-server 2>/dev/null || true; rm -f "$file"' EXIT
# A link, then 'a' up to 10 MiB: one line, as a runaway copy would give.
{ printf 'https://demo.q2.com/uux.aspx#/messages?x='; head -c $((10 * 1024 * 1024 - 41)) /dev/zero | tr '\0' a; } > "$file"
tmux -L "$server" -f /dev/null new-session -d -s t -x 100 -y 30 "env LANG=C.UTF-8 $binary --screens screens"
until tmux -L "$server" capture-pane -p -t t | grep -q 'Link ›'; do sleep 0.05; done
pid=$(tmux -L "$server" display-message -p -t t '#{pane_pid}')
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
tmux -L "$server" load-buffer "$file"
before=$(ticks)
start=$(date +%s.%N)
tmux -L "$server" paste-buffer -p -t t
tmux -L "$server" send-keys -t t C-u
tmux -L "$server" send-keys -t t -l "the-next-key"
until tmux -L "$server" capture-pane -p -t t | grep -q "Link › the-next-key"; do sleep 0.01; done
end=$(date +%s.%N)
after=$(ticks)
hz=$(getconf CLK_TCK)
peak=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status")
awk -v s="$start" -v e="$end" -v t=$((after - before)) -v hz="$hz" -v peak="$peak" 'BEGIN {
    cpu = t / hz
    printf "10 MiB paste: the next key shown after %.2f s; app CPU %.0f ms (%.0f MB/s of CPU); peak resident %.1f MB\n",
        e - s, cpu * 1000, (cpu > 0 ? 10.48576 / cpu : 0), peak / 1024 }'
