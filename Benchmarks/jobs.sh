#!/usr/bin/env bash
# `--jobs 1` against `--jobs 2`: `check` on one list, then `explain --json` on its links, in paired
# alternating runs: wall time, CPU (user + system) and peak resident size of each, from GNU time. The load
# average is printed before and after: the machine is shared, and a second thread only helps on a free core.
# At the end, each command's wall-time ratio `--jobs 2` / `--jobs 1` in every round and their median.
#
#   Benchmarks/write-check-list.sh 200000 > /tmp/list.csv
#   Benchmarks/jobs.sh /tmp/list.csv 3           # LINKLAB=path to use a built binary
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
list="${1:?give a check list, such as one from Benchmarks/write-check-list.sh}"
rounds="${2:-3}"
source "$here/lib/programs.sh"
linklab="$(linklab_program)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cut -d, -f1 "$list" | tail -n +2 > "$scratch/links.txt"
uptime
for r in $(seq "$rounds"); do
  for jobs in 1 2; do
    /usr/bin/time -f "round $r check --jobs $jobs: wall %e s, CPU %U + %S s, peak RSS %M KB" \
      "$linklab" check --jobs "$jobs" "$list" > /dev/null 2> "$scratch/time.txt" || true
    tail -1 "$scratch/time.txt" | tee -a "$scratch/all.txt"
  done
  for jobs in 1 2; do
    /usr/bin/time -f "round $r explain --json --jobs $jobs: wall %e s, CPU %U + %S s, peak RSS %M KB" \
      "$linklab" explain --json --jobs "$jobs" < "$scratch/links.txt" > /dev/null 2> "$scratch/time.txt" || true
    tail -1 "$scratch/time.txt" | tee -a "$scratch/all.txt"
  done
done
uptime
for command in check explain; do
  # Each round's --jobs 2 wall time over its --jobs 1 wall time, then the median of the rounds.
  ratios="$(grep " $command " "$scratch/all.txt" | awk '
    { wall = $0; sub(/.*wall /, "", wall); sub(/ s,.*/, "", wall)
      if ($0 ~ /--jobs 1:/) one = wall; else printf "%.2f\n", wall / one }')"
  median="$(sort -n <<< "$ratios" | awk '{ r[NR] = $1 } END { print NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2 }')"
  echo "$command --jobs 2 / --jobs 1, wall time by round: $(echo $ratios); median $median"
done
