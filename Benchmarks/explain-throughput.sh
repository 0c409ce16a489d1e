#!/usr/bin/env bash
# Issue 2, item 11: `linklab explain --json` over 200,000 links on stdin, against a program that only
# parses each line with URLComponents and writes a line each (Tools/ParseBaseline). Target: at most 4x.
#
#   Benchmarks/explain-throughput.sh [LINES]      # LINES defaults to 200000
#
# Builds both in release (the root package into .build-bench, so as not to share .build's lock), writes
# the links to a temporary file, and times both with hyperfine (or /usr/bin/time when it is missing).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
lines="${1:-200000}"
work="${TMPDIR:-/tmp}/linklab-throughput"
mkdir -p "$work"
links="$work/links-$lines.txt"

echo "== building (release)" >&2
swift build -c release --package-path "$root" --scratch-path "$root/.build-bench" --product linklab >&2
swift build -c release --package-path "$here" --product ParseBaseline >&2
linklab="$root/.build-bench/release/linklab"
baseline="$here/.build/release/ParseBaseline"

# The same mix as the micro-benchmarks (LinkLabBenchmarks/Links.swift): the 14 documented examples of
# issue 2 and 8 hostile links, cycled; routes vary so that the lines are not all identical.
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
test "$({ "$linklab" explain --json < "$links" || true; } | wc -l)" -eq "$lines"

explain="$linklab explain --json < $links > /dev/null"
parse="$baseline < $links > /dev/null"
if command -v hyperfine > /dev/null; then
  # linklab exits 1 because some links stay or are not opened: -i ignores that.
  hyperfine -i --warmup 1 --runs "${RUNS:-5}" --export-markdown "$work/result.md" \
    -n "ParseBaseline (URLComponents only)" "$parse" \
    -n "linklab explain --json" "$explain"
  echo "(markdown table in $work/result.md)" >&2
else
  for command in "$parse" "$explain"; do
    echo "== $command" >&2
    /usr/bin/time -f "%e s elapsed, %U s user, %M KB max RSS" bash -c "$command" || true
  done
fi
