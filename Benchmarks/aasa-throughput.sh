#!/usr/bin/env bash
# `linklab aasa FILE URL...` on N URLs (default 1,000) against the floor program
# (Tools/ArgsBaseline: the same arguments, each parsed with URLComponents, one line written a URL).
# Target: at most 1.5x. The URLs cycle through matching, excluded and unmatched paths of the synthetic demo
# AASA (Tests/LinkLabCoreTests/Fixtures/aasa). Paired, alternating runs; the median of per-pair CPU ratios.
#
#   Benchmarks/aasa-throughput.sh [URLS] [PAIRS]        # LINKLAB=path to use a built binary
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
count="${1:-1000}"
pairs="${2:-11}"
work="${TMPDIR:-/tmp}/linklab-aasa-throughput"
mkdir -p "$work" "$here/.build/floors"
source "$here/lib/programs.sh"
linklab="$(linklab_program)"
floor="$(floor_program ArgsBaseline)"
aasa="$root/Tests/LinkLabCoreTests/Fixtures/aasa/SYNTHETIC_q2_demo__apple-app-site-association.json"
mapfile -t urls < <(awk -v n="$count" 'BEGIN {
  split("messages settings/profile transfer branches logout", r, " ")
  for (i = 0; i < n; i++) {
    k = i % 4; route = r[i % 5 + 1]
    if (k == 0) print "https://demo.q2.com/experimental/uux.aspx#/" route
    else if (k == 1) print "https://demo.q2.com/branch" i "/uux.aspx"
    else if (k == 2) print "https://demo.q2.com/experimental/dashboard.aspx#/" route
    else print "https://demo.q2.com/experimental/uux.aspx?x=" i "#/" route
  }
}')
# One run's CPU time in seconds (task-clock from perf stat: /usr/bin/time counts in 10 ms steps).
run() {
  perf stat -x, -e task-clock -o "$work/stat.txt" "$@" > /dev/null 2> /dev/null || true
  awk -F, '/task-clock/ { printf "%.4f\n", $1 / 1000 }' "$work/stat.txt"
}
ratios="$work/ratios.txt"
: > "$ratios"
echo "== $pairs paired runs, $count URLs (floor, then linklab aasa)" >&2
starts="$work/starts.txt"
: > "$starts"
for i in $(seq "$pairs"); do
  f=$(run "$floor" "$aasa" "${urls[@]}")
  l=$(run "$linklab" aasa "$aasa" "${urls[@]}" --app-id ABCDE12345.com.q2.mobile.demo)
  echo "$f $l" | awk '{ printf "%.4f %.4f %.2f\n", $1, $2, ($1 > 0 ? $2 / $1 : 0) }' | tee -a "$ratios" >&2
  # The same two programs on one URL: what starting costs, so the work a URL costs can be told apart.
  f1=$(run "$floor" "$aasa" "${urls[0]}")
  l1=$(run "$linklab" aasa "$aasa" "${urls[0]}" --app-id ABCDE12345.com.q2.mobile.demo)
  echo "$f1 $l1 $f $l" >> "$starts"
done
sort -n -k3 "$ratios" | awk '{ c[NR] = $3; f[NR] = $1; l[NR] = $2 } END { m = int((NR + 1) / 2); printf "median CPU ratio (linklab aasa / floor): %.2fx (floor %.4f s, linklab %.4f s, pair of the median)\n", c[m], f[m], l[m] }'
# Medians of one-URL runs (start-up) and of the extra the other URLs cost (the work), for each program.
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
fs=$(awk '{ print $1 }' "$starts" | median); ls=$(awk '{ print $2 }' "$starts" | median)
fw=$(awk '{ print $3 - $1 }' "$starts" | median); lw=$(awk '{ print $4 - $2 }' "$starts" | median)
awk -v fs="$fs" -v ls="$ls" -v fw="$fw" -v lw="$lw" -v n="$count" 'BEGIN {
  printf "start-up (one URL): floor %.1f ms, linklab %.1f ms; the other %d URLs: floor %.1f ms, linklab %.1f ms (%.2fx)\n",
    fs * 1000, ls * 1000, n - 1, fw * 1000, lw * 1000, (fw > 0 ? lw / fw : 0) }'
