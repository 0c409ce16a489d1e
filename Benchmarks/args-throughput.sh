#!/usr/bin/env bash
# 8,000 links (N) given to `linklab explain --json` as arguments, against the same links on
# standard input, and against the floor program taking them as arguments (Tools/ArgsBaseline). The argument
# parser (swift-argument-parser) takes time that grows with the square of the number of arguments, which is
# why `explain --help` says that long lists belong on standard input. Paired, alternating runs; medians.
#
#   Benchmarks/args-throughput.sh [N] [PAIRS]        # LINKLAB=path to use a built binary
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
count="${1:-8000}"
pairs="${2:-5}"
work="${TMPDIR:-/tmp}/linklab-args-throughput"
mkdir -p "$work" "$here/.build/floors"
source "$here/lib/programs.sh"
linklab="$(linklab_program)"
floor="$(floor_program ArgsBaseline)"
export LINKLAB_SCREENS="$root/screens"
awk -v n="$count" 'BEGIN { split("messages settings%2Fprofile transfer branches", r, " "); for (i = 0; i < n; i++) print "q2mob://open?targetPage=%23%2F" r[i % 4 + 1] }' > "$work/links.txt"
mapfile -t links < "$work/links.txt"
run() {
  perf stat -x, -e task-clock -o "$work/stat.txt" "$@" > /dev/null 2> /dev/null || true
  awk -F, '/task-clock/ { printf "%.4f\n", $1 / 1000 }' "$work/stat.txt"
}
: > "$work/runs.txt"
echo "== $pairs rounds, $count links: floor (arguments), linklab (arguments), linklab (stdin)" >&2
for i in $(seq "$pairs"); do
  f=$(run "$floor" "$work/links.txt" "${links[@]}")
  a=$(run "$linklab" explain --json "${links[@]}")
  s=$(run sh -c "\"$linklab\" explain --json < \"$work/links.txt\"")
  echo "$f $a $s" | tee -a "$work/runs.txt" >&2
done
for k in 1 2 3; do
  sort -n -k$k "$work/runs.txt" | awk -v k=$k '{ v[NR] = $k } END { m = int((NR + 1) / 2); n = (k == 1 ? "floor, arguments" : k == 2 ? "linklab explain --json, arguments" : "linklab explain --json, stdin"); printf "median CPU, %s: %.3f s\n", n, v[m] }'
done
