#!/usr/bin/env bash
# `linklab check` over a CSV of LINES rows, against the honest floor program (Tools/CheckBaseline:
# read the CSV a line at a time, parse each row's link with URLComponents, read scheme, host, fragment and
# targetPage, write one line a row). Targets: at most 2x the floor's CPU, and under 64 MB resident at 1M rows.
#
#   Benchmarks/check-throughput.sh [LINES] [PAIRS] [-- extra check options]   # defaults: 1000000 rows, 5 pairs
#
# Paired, alternating runs (floor, linklab, floor, linklab, ...); prints the median of the per-pair CPU ratios
# (user + system) and each program's median peak resident size (`/usr/bin/time -f %M`). linklab is built in
# release into .build-bench (as explain-throughput.sh does); the floor is compiled with swiftc -O.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
lines="${1:-1000000}"
pairs="${2:-5}"
shift $(( $# > 2 ? 2 : $# ))
[ "${1:-}" = "--" ] && shift
extra=("$@")
work="${TMPDIR:-/tmp}/linklab-check-throughput"
mkdir -p "$work" "$here/.build/floors"
list="$work/check-$lines.csv"
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 2; }

source "$here/lib/programs.sh"
linklab="$(linklab_program)"
floor="$(floor_program CheckBaseline)"

[ -s "$list" ] || "$here/write-check-list.sh" "$lines" > "$list"
export LINKLAB_SCREENS="$root/screens"

# One run: prints "cpu_seconds max_rss_kb".
run() {
  /usr/bin/time -o "$work/time.txt" -f "%U %S %M" "$@" > /dev/null 2> /dev/null || true
  tail -n 1 "$work/time.txt" | awk '{ print $1 + $2, $3 }'
}

echo "== $pairs paired runs on $lines rows (floor, then linklab check ${extra[*]:-})" >&2
ratios="$work/ratios.txt"
: > "$ratios"
for i in $(seq "$pairs"); do
  read -r fc fm < <(run "$floor" "$list")
  read -r lc lm < <(run "$linklab" check "${extra[@]}" "$list")
  echo "$fc $fm $lc $lm" | awk '{ printf "%.3f %d %.3f %d %.2f\n", $1, $2, $3, $4, $3 / $1 }' | tee -a "$ratios" >&2
done
sort -n -k5 "$ratios" | awk '{ c[NR] = $5; f[NR] = $1; l[NR] = $3 } END { m = int((NR + 1) / 2); printf "median CPU ratio (linklab check / floor): %.2fx (floor %.3f s, linklab %.3f s CPU, pair of the median)\n", c[m], f[m], l[m] }'
sort -n -k2 "$ratios" | awk '{ r[NR] = $2 } END { printf "floor peak RSS (median): %.1f MB\n", r[int((NR + 1) / 2)] / 1024 }'
sort -n -k4 "$ratios" | awk '{ r[NR] = $4 } END { printf "linklab peak RSS (median): %.1f MB\n", r[int((NR + 1) / 2)] / 1024 }'
