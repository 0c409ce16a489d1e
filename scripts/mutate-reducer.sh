#!/usr/bin/env bash
# Mutation check for the reducer (issue 17): deletes each statement line of the session's transitions,
# one at a time, rebuilds, and runs the session suites. A mutant that still passes is a line no test
# watches. Prints one line per mutant and a summary; exits 1 when a mutant survives.
#
#   scripts/mutate-reducer.sh                 # every Transition*.swift under Sources/LinkLabCore/Session
#   scripts/mutate-reducer.sh FILE...         # only these files
#
# Run it in a scratch clone or worktree: it edits sources (and restores each line before the next).
set -uo pipefail
cd "$(dirname "$0")/.."
suites='TransitionTableTests|TransitionStoreTests|SessionTests|AppStateTests|TapPathTests|PushTests'
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(Sources/LinkLabCore/Session/Transition*.swift)

swift build --build-tests >/dev/null 2>&1 || { echo "mutate: the unmutated tree does not build"; exit 2; }
swift test --skip-build --filter "$suites" >/dev/null 2>&1 || { echo "mutate: the unmutated tree fails its tests"; exit 2; }

killed=0 survived=0 unbuildable=0
for f in "${files[@]}"; do
  cp "$f" "$f.orig"
  n=$(wc -l < "$f")
  for ((i = 1; i <= n; i++)); do
    line=$(sed -n "${i}p" "$f.orig")
    trimmed=$(echo "$line" | sed 's/^[[:space:]]*//')
    # Statements only: not blank, comments, lone braces, declarations, or case labels.
    case "$trimmed" in
      ''|'//'*|'///'*|'}'|'{'|'};'|'} else {'|'default:'|'case '*|'func '*|'mutating func '*|'static func '*|'extension '*|'struct '*|'import '*|'@'*) continue ;;
    esac
    sed "${i}d" "$f.orig" > "$f"
    if ! swift build --build-tests >/dev/null 2>&1; then
      unbuildable=$((unbuildable + 1)); continue
    fi
    if swift test --skip-build --filter "$suites" >/dev/null 2>&1; then
      survived=$((survived + 1)); echo "SURVIVED $f:$i: $trimmed"
    else
      killed=$((killed + 1)); echo "killed   $f:$i"
    fi
  done
  mv "$f.orig" "$f"
done
swift build --build-tests >/dev/null 2>&1
echo "mutate: $killed killed, $survived survived, $unbuildable did not build"
[ "$survived" -eq 0 ]
