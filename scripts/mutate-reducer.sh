#!/usr/bin/env bash
# Mutation check for the reducer (issue 17): deletes each statement line of the session's transitions,
# one at a time, rebuilds, and runs the session suites. A mutant that still passes is a line no test
# watches. Prints one line per mutant and a summary; exits 1 when a mutant survives.
#
#   scripts/mutate-reducer.sh                 # every Transition*.swift under Sources/LinkLabDeciding/Session
#   scripts/mutate-reducer.sh FILE...         # only these files
#   MUTANTS_SAMPLE=30 scripts/mutate-reducer.sh   # 30 candidate lines, evenly spread over all of them
#   MUTANTS_SAMPLE=30 MUTANTS_OFFSET=3 …        # another 30, each 3 candidates further on
#
# Run it in a scratch clone or worktree: it edits sources (and restores each line before the next).
set -uo pipefail
cd "$(dirname "$0")/.."
suites='TransitionTableTests|TransitionStoreTests|SessionTests|AppStateTests|TapPathTests|PushTests'
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(Sources/LinkLabDeciding/Session/Transition*.swift)

swift build --build-tests >/dev/null 2>&1 || { echo "mutate: the unmutated tree does not build"; exit 2; }
swift test --skip-build --filter "$suites" >/dev/null 2>&1 || { echo "mutate: the unmutated tree fails its tests"; exit 2; }

# Statements only: not blank, comments, lone braces, declarations, or case labels.
candidates=()
for f in "${files[@]}"; do
  n=$(wc -l < "$f")
  for ((i = 1; i <= n; i++)); do
    trimmed=$(sed -n "${i}p" "$f" | sed 's/^[[:space:]]*//')
    case "$trimmed" in
      ''|'//'*|'///'*|'}'|'{'|'};'|'} else {'|'default:'|'case '*|'func '*|'mutating func '*|'static func '*|'extension '*|'struct '*|'import '*|'@'*) continue ;;
    esac
    candidates+=("$f:$i")
  done
done
total=${#candidates[@]}
sample=${MUTANTS_SAMPLE:-$total}
echo "mutate: $total candidate lines, running $sample"

killed=0 survived=0 unbuildable=0
for ((k = 0; k < sample; k++)); do
  entry=${candidates[$(((k * total / sample + ${MUTANTS_OFFSET:-0}) % total))]}
  f=${entry%:*}; i=${entry##*:}
  cp "$f" "$f.orig"
  trimmed=$(sed -n "${i}p" "$f.orig" | sed 's/^[[:space:]]*//')
  sed "${i}d" "$f.orig" > "$f"
  if ! swift build --build-tests >/dev/null 2>&1; then
    unbuildable=$((unbuildable + 1)); echo "no build $f:$i: $trimmed"
  elif swift test --skip-build --filter "$suites" >/dev/null 2>&1; then
    survived=$((survived + 1)); echo "SURVIVED $f:$i: $trimmed"
  else
    killed=$((killed + 1)); echo "killed   $f:$i: $trimmed"
  fi
  mv "$f.orig" "$f"
done
swift build --build-tests >/dev/null 2>&1
echo "mutate: $killed killed, $survived survived, $unbuildable did not build"
[ "$survived" -eq 0 ]
