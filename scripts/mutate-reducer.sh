#!/usr/bin/env bash
# Mutation check for the reducer and the tap path: deletes one statement line at a time of
# every session transition (Sources/LinkLabDeciding/Session/Transition*.swift) and of the path planner
# (Sources/LinkLabDeciding/Paths/PathPlanner.swift, Transition+Paths.swift), rebuilds, and runs the suites
# that watch them. A mutant that still passes is a line no test watches. Prints one line per mutant and a
# summary; exits 1 when a mutant survives that KNOWN_EQUIVALENT below does not list, 2 when the unmutated
# tree does not build or pass.
#
#   scripts/mutate-reducer.sh                       # every candidate line
#   scripts/mutate-reducer.sh FILE...               # only these files
#   MUTANTS_SAMPLE=30 scripts/mutate-reducer.sh     # 30 candidate lines, evenly spread over all of them
#   MUTANTS_SAMPLE=30 MUTANTS_OFFSET=3 …            # another 30, each 3 candidates further on
#   MUTANTS_LIST=1 MUTANTS_SAMPLE=6 …             # name the sample's lines, run nothing
#   MUTANTS_SECONDS=300 …                           # start no mutant after 300 s (the ones not run are counted)
#
# The sample is deterministic: the same files, sample and offset give the same mutants. `.ci/run` runs a
# small fixed sample with a time bound. Run it in a scratch clone, worktree or CI checkout: it edits sources
# (each line is restored before the next mutant, and on exit or interruption).
set -uo pipefail
cd "$(dirname "$0")/.."
unset LINKLAB_RECORD_GOLDENS   # a mutant must never re-record a golden table
suites='TransitionTableTests|TransitionStoreTests|SessionTests|AppStateTests|TapPathTests|PathOutcomeTests|WrapperOwnerTests|PushTests|FixVerdictsTests|RouteStepTests|HopEchoTests'
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(Sources/LinkLabDeciding/Session/Transition*.swift Sources/LinkLabDeciding/Paths/PathPlanner.swift Sources/LinkLabDeciding/Paths/Transition+Paths.swift)

# Mutants known to be equivalent (deleting the line changes nothing a person could observe), as
# `FILE: the trimmed line`, each with the reason. A surviving mutant listed here does not fail the run.
KNOWN_EQUIVALENT=(
)

# Whole one-line statements only: not blank, comments, braces, declarations, case labels, a line opening a
# block, nor one line of a statement written over several (deleting one of those only fails to build).
candidates=()
for f in "${files[@]}"; do
  while read -r i; do candidates+=("$f:$i"); done < <(awk '
    { line = $0; sub(/^[ \t]+/, "", line); sub(/[ \t]+$/, "", line)
      open_ = gsub(/\(/, "(", line) - gsub(/\)/, ")", line) + gsub(/\[/, "[", line) - gsub(/\]/, "]", line)
      continued = (previous ~ /[,(\[=]$/ || previous ~ /(&&|\|\||\?|:)$/ || depth != 0)
      depth += open_; if (depth < 0) depth = 0
      skip = (line == "" || line ~ /^(\/\/|#|}|\{|default:|case |func |mutating func |static func |init|extension |struct |enum |import |@|public |private |fileprivate |internal |let |var |guard let |if let |\/\*|\*)/ || line ~ /\{$/ || line ~ /^[.&|?:+]/)
      if (!skip && !continued && open_ == 0) keep[NR] = 1
      text[NR] = line; previous = line }
    # Not an `if` whose next line is its `else`, a `return` after a value was consumed, nor a `return VALUE`
    # (each only fails to build).
    END { for (n = 1; n <= NR; n++) if (keep[n] && text[n + 1] !~ /^else/ && !(text[n] == "return" && text[n - 1] ~ /consume /) && text[n] !~ /^return /) print n }' "$f")
done
total=${#candidates[@]}
sample=${MUTANTS_SAMPLE:-$total}
[ "$sample" -gt "$total" ] && sample=$total
pick() { echo "${candidates[$((($1 * total / sample + ${MUTANTS_OFFSET:-0}) % total))]}"; }
if [ -n "${MUTANTS_LIST:-}" ]; then   # MUTANTS_LIST=1: name the sample's lines and stop
  for ((k = 0; k < sample; k++)); do e=$(pick $k); echo "$e: $(sed -n "${e##*:}p" "${e%:*}" | sed 's/^[[:space:]]*//')"; done
  exit 0
fi
echo "mutate: $total candidate lines in ${#files[@]} files, running $sample (offset ${MUTANTS_OFFSET:-0})"

quiet() { "$@" >/dev/null 2>&1; }
quiet swift build --build-tests || { echo "mutate: the unmutated tree does not build"; exit 2; }
quiet swift test --skip-build --filter "$suites" || { echo "mutate: the unmutated tree fails its tests"; exit 2; }

current=""
# The restored file is touched: mv keeps the copy's older time, and the compiler's incremental build would
# then keep the mutant's object file (each later mutant would carry the earlier ones).
restore() { [ -n "$current" ] && [ -f "$current.orig" ] && mv "$current.orig" "$current" && touch "$current"; current=""; }
trap 'restore; exit 130' INT TERM
trap restore EXIT

start=$SECONDS
killed=0 survived=0 equivalent=0 unbuildable=0 unrun=0
for ((k = 0; k < sample; k++)); do
  if [ -n "${MUTANTS_SECONDS:-}" ] && [ $((SECONDS - start)) -ge "$MUTANTS_SECONDS" ]; then
    unrun=$((sample - k)); echo "mutate: time bound of ${MUTANTS_SECONDS} s reached; $unrun mutants not run"; break
  fi
  entry=$(pick $k)
  f=${entry%:*}; i=${entry##*:}
  current=$f
  cp "$f" "$f.orig"
  trimmed=$(sed -n "${i}p" "$f.orig" | sed 's/^[[:space:]]*//;s/[[:space:]]*$//')
  sed "${i}d" "$f.orig" > "$f"
  if ! quiet swift build --build-tests; then
    unbuildable=$((unbuildable + 1)); echo "no build $f:$i: $trimmed"
  elif quiet swift test --skip-build --filter "$suites"; then
    listed=no
    for known in "${KNOWN_EQUIVALENT[@]}"; do [ "$known" = "$f: $trimmed" ] && listed=yes; done
    if [ $listed = yes ]; then
      equivalent=$((equivalent + 1)); echo "equivalent $f:$i: $trimmed"
    else
      survived=$((survived + 1)); echo "SURVIVED $f:$i: $trimmed"
    fi
  else
    killed=$((killed + 1)); echo "killed   $f:$i: $trimmed"
  fi
  restore
done
quiet swift build --build-tests
echo "mutate: $killed killed, $survived survived, $equivalent known equivalent, $unbuildable did not build, $unrun not run ($((SECONDS - start)) s)"
[ "$survived" -eq 0 ]
