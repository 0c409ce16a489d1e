#!/usr/bin/env bash
# Two AASA findings of the hardening work, rebuilt and run through `linklab aasa`:
#   subst: a 112 KB file, one variable of 4,000 values used 21,000 times in one path, and a 3-character path;
#   query: a `?` rule of 10,000 names ignoring case and an 8 KB link of 1,150 items.
#
#   Benchmarks/aasa-findings.sh [LINKLAB] [WRAPPER...]
#   Benchmarks/aasa-findings.sh .build/release/linklab valgrind --tool=callgrind --callgrind-out-file=/dev/null
#
# CASES="subst query" (the default) picks the cases. LINKLAB defaults to .build/release/linklab; WRAPPER (/usr/bin/time by default, valgrind …) runs each
# command. The verdicts are "no match" and "match".
set -uo pipefail
linklab=${1:-.build/release/linklab}
shift || true
[ $# -gt 0 ] || set -- time
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
app=ABCDE12345.com.example.app

values=$(seq 0 3999 | sed 's/.*/"v&"/' | paste -sd, -)
uses=$(printf '$(v)%.0s' $(seq 1 21000))
printf '{"applinks":{"substitutionVariables":{"v":[%s]},"details":[{"appIDs":["%s"],"components":[{"/":"/%s"}]}]}}' \
  "$values" "$app" "$uses" > "$dir/subst.json"

names=$(seq 0 9999 | sed 's/.*/"n&":"*"/' | paste -sd, -)
printf '{"applinks":{"details":[{"appIDs":["%s"],"components":[{"?":{%s},"caseSensitive":false}]}]}}' "$app" "$names" > "$dir/query.json"
link="https://e.com/x?$(seq 0 1149 | sed 's/.*/n&=1/' | paste -sd'&' -)"

cases=${CASES:-subst query}
if [[ $cases == *subst* ]]; then
echo "subst: $(wc -c < "$dir/subst.json") bytes, https://e.com/abc"
"$@" "$linklab" aasa "$dir/subst.json" https://e.com/abc --app-id "$app" > "$dir/out"
head -n 1 "$dir/out"
fi
if [[ $cases == *query* ]]; then
echo "query: $(wc -c < "$dir/query.json") bytes, a link of ${#link} bytes"
"$@" "$linklab" aasa "$dir/query.json" "$link" --app-id "$app" > "$dir/out"
head -n 1 "$dir/out" | cut -c1-40
fi
