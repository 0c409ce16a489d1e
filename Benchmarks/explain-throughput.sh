#!/usr/bin/env bash
# `linklab explain --json` over 200,000 links on stdin, against the honest floor program
# (Tools/ParseBaseline: parse each link with URLComponents, read scheme, host, fragment and targetPage, and
# write one line through a byte buffer). Target: at most 2x.
#
#   Benchmarks/explain-throughput.sh [LINES] [PAIRS]      # defaults: 200000 links, 11 pairs
#
# The machine is shared and noisy, so the two programs run in paired, alternating runs (floor, linklab,
# floor, linklab, ...) and the script prints the median of the per-pair ratios of CPU time (user + system),
# with the wall-clock ratio beside it. Both are built in release; the root package into .build-bench, so as
# not to share .build's lock.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
lines="${1:-200000}"
pairs="${2:-11}"
work="${TMPDIR:-/tmp}/linklab-throughput"
mkdir -p "$work"
links="$work/links-$lines.txt"

# LINKLAB and BASELINE name built programs to use instead (a binary of another commit, say); MODE is the
# explain options measured ("--json" by default; MODE="" measures the text report).
mode="${MODE---json}"
source "$here/lib/programs.sh"
linklab="$(linklab_program)"
baseline="${BASELINE:-$(floor_program ParseBaseline)}"

# The same mix as the micro-benchmarks (Tools/LinkMix/Links.swift): the 14 documented examples and 8 hostile
# links, cycled; routes vary so that the lines are not all identical.
echo "== writing $lines links to $links" >&2
awk -v n="$lines" 'BEGIN {
  split("messages settings/profile transfer branches transactions/activityCenter", routes, " ")
  for (i = 0; i < n; i++) {
    k = i % 22; r = routes[int(i / 22) % 5 + 1]; e = r; gsub("/", "%2F", e)
    if (k == 0) print "q2mob://open?targetPage=%23%2F" e
    else if (k == 1) print "https://demo.q2.com/experimental/uux.aspx#/" r
    else if (k == 2) print "q2mob://open?targetPage=#/" r
    else if (k == 3) print "https://demo.q2.com/experimental/uux.aspx"
    else if (k == 4) print "https://wrong-host.q2.com/experimental/uux.aspx#/" r
    else if (k == 5) print "https://demo.q2.com/experimental/dashboard.aspx#/" r
    else if (k == 6) print "https://demo.q2.com/" r
    else if (k == 7) print "https://demo.q2.com/experimental/uux.aspx?targetPage=" r
    else if (k == 8) print "q2mob://com.q2.mobile.module.demo/path"
    else if (k == 9) print "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path"
    else if (k == 10) print "otherapp://open?targetPage=%23%2F" e
    else if (k == 11) print "q2mob://open?targetPage=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2F" e
    else if (k == 12) print "q2mob://open?targetPage=%23%2Fsettings%2Fprofile"
    else if (k == 13) print "https://demo.q2.com/experimental/uux.aspx#/settings/profile"
    else if (k == 14) print "  q2mob://open?targetPage=%23%2F" e "   "
    else if (k == 15) print "https://demo.q2.com/experimental/uux.aspx#/settings/pro file"
    else if (k == 16) print "https://demo.q2.com@evil.example/experimental/uux.aspx#/" r
    else if (k == 17) print "https://demo.q2.com/experimental/uux.aspx#/settings/../" r
    else if (k == 18) print "q2mob://open?targetPage=%2523%252F" e
    else if (k == 19) print "http://demo.q2.com/experimental/uux.aspx#/" r
    else if (k == 20) print "q2mob://open?targetPage=%23%2F" e "\342\200\256"
    else print "not a link at all"
  }
}' > "$links"

export LINKLAB_SCREENS="$root/screens"
# Sanity: both see every line, and linklab answers one JSON object per link.
test "$("$baseline" < "$links" | wc -l)" -eq "$lines"
[ "$mode" != "--json" ] || test "$({ "$linklab" explain --json < "$links" || true; } | wc -l)" -eq "$lines"

# One run: prints "cpu_seconds wall_seconds".
run() {
  local start end
  start=$(date +%s.%N)
  /usr/bin/time -o "$work/time.txt" -f "%U %S" "$@" < "$links" > /dev/null 2> /dev/null || true
  end=$(date +%s.%N)
  tail -n 1 "$work/time.txt" | awk -v w="$(echo "$end - $start" | bc)" '{ print $1 + $2, w }'
}
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 2; }

echo "== $pairs paired runs (floor, then linklab explain $mode)" >&2
ratios="$work/ratios.txt"
: > "$ratios"
for i in $(seq "$pairs"); do
  read -r fc fw < <(run "$baseline")
  read -r lc lw < <(run "$linklab" explain $mode)
  echo "$fc $fw $lc $lw" | awk '{ printf "%.3f %.3f %.3f %.3f %.2f %.2f\n", $1, $2, $3, $4, $3 / $1, $4 / $2 }' | tee -a "$ratios" >&2
done
sort -n -k5 "$ratios" | awk '{ c[NR] = $5; f[NR] = $1; l[NR] = $3 } END { m = int((NR + 1) / 2); printf "median CPU ratio (linklab / floor): %.2fx (floor %.3f s, linklab %.3f s CPU, pair of the median)\n", c[m], f[m], l[m] }'
sort -n -k6 "$ratios" | awk '{ w[NR] = $6 } END { m = int((NR + 1) / 2); printf "median wall-clock ratio: %.2fx\n", w[m] }'
