#!/usr/bin/env bash
# Instructions a link or a row, counted by callgrind (repeatable on a shared machine, unlike times): each
# program is run on 4,400 and on 440 inputs, and the difference is divided by 3,960, so start-up falls out.
# Four pairs, each linklab against its floor program:
#   explain --json and text explain   against Tools/ParseBaseline (URLComponents and one line a link)
#   check on a CSV of links           against Tools/CheckBaseline
#   check on JSON Lines push rows     against Tools/PushBaseline (JSONSerialization and one line a row)
#
#   Benchmarks/instructions-per-row.sh            # LINKLAB=path to use a built binary
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
command -v valgrind > /dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 2; }
source "$here/lib/programs.sh"
linklab="$(linklab_program)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export LINKLAB_SCREENS="$root/screens"

for n in 440 4400; do
  "$here/write-check-list.sh" "$n" > "$work/links-$n.csv"
  cut -d, -f1 "$work/links-$n.csv" | tail -n +2 > "$work/links-$n.txt"
  "$here/write-push-list.sh" "$n" > "$work/pushes-$n.jsonl"
done

# Instructions of one run; standard input from $input when it is set.
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "${input:-/dev/null}" > /dev/null 2> "$work/cg.txt" || true
  grep -o 'refs: *[0-9,]*' "$work/cg.txt" | tr -d ', ' | cut -d: -f2
}
# Instructions an input: the run on 4,400 less the run on 440, over 3,960. $1 names the input files.
per() {
  local kind="$1"; shift
  local big small
  if [ "$kind" = stdin ]; then
    big=$(input="$work/links-4400.txt" count "$@"); small=$(input="$work/links-440.txt" count "$@")
  else
    local ext=csv
    [ "$kind" = pushes ] && ext=jsonl
    big=$(count "$@" "$work/$kind-4400.$ext"); small=$(count "$@" "$work/$kind-440.$ext")
  fi
  echo $(( (big - small) / 3960 ))
}
row() { printf '%-28s %8s %8s %6s\n' "$1" "$2" "$3" "$(awk -v a="$2" -v b="$3" 'BEGIN { printf "%.2f", a / b }')"; }

printf '%-28s %8s %8s %6s\n' "" "linklab" "floor" "ratio"
floor=$(per stdin "$(floor_program ParseBaseline)")
row "explain --json" "$(per stdin "$linklab" explain --json)" "$floor"
row "explain (text)" "$(per stdin "$linklab" explain)" "$floor"
row "check, links (CSV)" "$(per links "$linklab" check)" "$(per links "$(floor_program CheckBaseline)")"
row "check, push rows (JSONL)" "$(per pushes "$linklab" check)" "$(per pushes "$(floor_program PushBaseline)")"
row "check --json, push rows" "$(per pushes "$linklab" check --json)" "$(per pushes "$(floor_program PushBaseline)")"
