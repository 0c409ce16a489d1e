#!/bin/bash
# The CPU the terminal app spends on a key that gets a frame of its own, at 200x60 with the 22
# links of the benchmark mix decided (the decisions pane full). Keys are sent one at a time, 20 ms apart
# (a fast typist), alternating a character and Backspace; the app's CPU (utime + stime from /proc) over
# the keys is divided by their number. Includes everything the app does for a key: reading it, the model,
# the frame, the diff and the ncurses output.
#   Benchmarks/key-frames.sh [path/to/linklab] [KEYS]      (default: .build/release/linklab, else debug; 400 keys)
set -eu
cd "$(dirname "$0")/.."
binary=${1:-.build/release/linklab}
[ -x "$binary" ] || binary=.build/debug/linklab
keys=${2:-400}
server="key-frames-$$"
tmux -L "$server" -f /dev/null new-session -d -s t -x 200 -y 60 "env LANG=C.UTF-8 $binary --screens screens"
trap 'tmux -L "$server" kill-server 2>/dev/null || true' EXIT
until tmux -L "$server" capture-pane -p -t t | grep -q 'Link ›'; do sleep 0.05; done
for link in \
    'q2mob://open?targetPage=%23%2Fmessages' 'q2mob://open?targetPage=%23%2Fsettings%2Fprofile' \
    'https://demo.q2.com/experimental/uux.aspx#/messages' 'https://demo.q2.com/experimental/uux.aspx#/settings/profile' \
    'q2mob://open?targetPage=#/messages' 'https://demo.q2.com/experimental/uux.aspx' \
    'https://wrong-host.q2.com/experimental/uux.aspx#/messages' 'https://demo.q2.com/experimental/dashboard.aspx#/messages' \
    'https://demo.q2.com/messages' 'https://demo.q2.com/experimental/uux.aspx?targetPage=messages' \
    'q2mob://com.q2.mobile.module.demo/path' 'https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path' \
    'otherapp://open?targetPage=%23%2Fmessages' \
    'q2mob://open?targetPage=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages' \
    '  q2mob://open?targetPage=%23%2Fmessages ' 'https://demo.q2.com/experimental/uux.aspx#/settings/pro file' \
    'https://demo.q2.com@evil.example/experimental/uux.aspx#/messages' \
    'https://demo.q2.com/experimental/uux.aspx#/settings/../transfer' 'q2mob://open?targetPage=%2523%252Fmessages' \
    'http://demo.q2.com/experimental/uux.aspx#/messages' 'https://demo.q2.com/experimental/uux.aspx#/transfer' \
    'not a link at all'; do
    tmux -L "$server" set-buffer -- "$link"
    tmux -L "$server" paste-buffer -p -t t
    tmux -L "$server" send-keys -t t Enter
    sleep 0.3
done
tmux -L "$server" send-keys -t t Escape
sleep 1
pid=$(tmux -L "$server" display-message -p -t t '#{pane_pid}')
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
before=$(ticks)
for i in $(seq 1 "$keys"); do
    if [ $((i % 2)) -eq 1 ]; then tmux -L "$server" send-keys -t t -l a; else tmux -L "$server" send-keys -t t BSpace; fi
    sleep 0.02
done
sleep 0.3
after=$(ticks)
hz=$(getconf CLK_TCK)
awk -v t=$((after - before)) -v hz="$hz" -v n="$keys" 'BEGIN {
    printf "%d keys, each its own frame, 200x60, 22 decisions: app CPU %.0f ms, %.3f ms a key\n", n, t * 1000 / hz, t * 1000 / hz / n }'
