#!/bin/bash
# A key with its own frame, the terminal app against vim in the same tmux at the same size: paired,
# alternating runs (app, vim, app, vim, ...), each N keys 20 ms apart (a fast typist), alternating a
# character and Backspace. Each program's CPU (utime + stime from /proc) over the keys is divided by N;
# the ratio app/vim of each pair, and their median, is printed. The app has the 20 links of the benchmark
# mix decided (its decisions pane full); vim edits a file of as many lines as the screen, in insert mode, with no
# swap file (a swap file left by an earlier run would stop vim at its warning). /proc counts CPU in clock ticks
# (10 ms): use enough keys that each program spends many ticks, or read the ratio as coarse.
#   Benchmarks/key-vs-vim.sh [path/to/linklab] [KEYS] [PAIRS]   (default: .build/release/linklab; 400 keys; 3 pairs)
set -eu
cd "$(dirname "$0")/.."
. Benchmarks/lib/paste-links.sh
binary=${1:-.build/release/linklab}
keys=${2:-400}
pairs=${3:-3}
command -v vim > /dev/null || { echo "vim is not installed" >&2; exit 2; }
work=$(mktemp -d)
# A run stopped half-way leaves no tmux server behind: each is named after this script's pid.
trap 'for s in $(seq 1 "$pairs"); do tmux -L "key-vs-vim-$$-app-$s" kill-server 2>/dev/null; tmux -L "key-vs-vim-$$-vim-$s" kill-server 2>/dev/null; done; rm -rf "$work"' EXIT
hz=$(getconf CLK_TCK)
for i in $(seq 1 60); do echo "line $i: https://demo.q2.com/experimental/uux.aspx#/settings/profile and some more words"; done > "$work/text"

# Runs one program in a private tmux server at 200x60 and prints its CPU milliseconds per key.
measure() {
    local kind=$1 server="key-vs-vim-$$-$1-$2"
    if [ "$kind" = app ]; then
        tmux -L "$server" -f /dev/null new-session -d -s t -x 200 -y 60 \
            "env LANG=C.UTF-8 XDG_STATE_HOME=$work/state $binary --no-history --screens screens"
        until tmux -L "$server" capture-pane -p -t t | grep -q 'Link ›'; do sleep 0.05; done
        paste_numbered_links "$server" 20 0.2
        tmux -L "$server" send-keys -t t Escape
    else
        tmux -L "$server" -f /dev/null new-session -d -s t -x 200 -y 60 "env LANG=C.UTF-8 vim -u NONE -i NONE -N -n $work/text"
        until tmux -L "$server" capture-pane -p -t t | grep -q "line 1:"; do sleep 0.05; done
        tmux -L "$server" send-keys -t t -l 'i'
    fi
    sleep 1
    local pid before after
    pid=$(tmux -L "$server" display-message -p -t t '#{pane_pid}')
    before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
    for i in $(seq 1 "$keys"); do
        if [ $((i % 2)) -eq 1 ]; then tmux -L "$server" send-keys -t t -l a; else tmux -L "$server" send-keys -t t BSpace; fi
        sleep 0.02
    done
    sleep 0.3
    after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
    tmux -L "$server" kill-server 2>/dev/null || true
    awk -v t=$((after - before)) -v hz="$hz" -v n="$keys" 'BEGIN { printf "%.4f", t * 1000 / hz / n }'
}

ratios=()
for p in $(seq 1 "$pairs"); do
    app=$(measure app "$p")
    vim=$(measure vim "$p")
    ratio=$(awk -v a="$app" -v v="$vim" 'BEGIN { if (v > 0) printf "%.2f", a / v; else print "inf" }')
    ratios+=("$ratio")
    echo "pair $p: app $app ms a key, vim $vim ms a key, ratio $ratio"
done
printf '%s\n' "${ratios[@]}" | sort -g | awk '{ r[NR] = $1 } END { printf "median ratio app/vim over %d pairs: %s\n", NR, r[int((NR + 1) / 2)] }'
