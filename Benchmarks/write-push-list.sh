#!/usr/bin/env bash
# Writes a JSON Lines check list of LINES push rows to standard output: the documented payload tapped, the
# same delivered silently and in the foreground, a sender in the wrong case, a route under the wrong key, a
# route that is unknown, and a payload with an alert, a badge and sound, cycled with the routes varied; each
# row with its outcome, but the seventh (which navigates) expects it to stay, so that failures are reported
# too.
#
#   Benchmarks/write-push-list.sh 100000 > /tmp/push-100000.jsonl
set -euo pipefail
lines="${1:-100000}"
awk -v n="$lines" 'BEGIN {
  split("messages settings/profile transfer branches transactions/activityCenter", routes, " ")
  s = "\"sender\": \"com.q2.mobile.module.demo\""
  for (i = 0; i < n; i++) {
    k = i % 7; r = routes[int(i / 7) % 5 + 1]
    d = "\"data\": {\"demo\": {\"route\": \"" r "\"}}"
    if (k == 0) print "{\"payload\": {\"aps\": {\"alert\": \"Hi\"}, " s ", " d "}, \"stage\": \"tap\", \"expect\": {\"outcome\": \"navigated\", \"route\": \"" r "\"}}"
    else if (k == 1) print "{\"payload\": {\"aps\": {\"content-available\": 1}, " s ", " d "}, \"stage\": \"silent\", \"expect\": {\"outcome\": \"stayed\"}}"
    else if (k == 2) print "{\"payload\": {\"aps\": {\"alert\": \"New message\"}, " s ", " d "}, \"stage\": \"foreground\", \"expect\": {\"outcome\": \"stayed\"}}"
    else if (k == 3) print "{\"payload\": {\"aps\": {}, \"sender\": \"com.q2.mobile.module.Demo\", " d "}, \"expect\": {\"outcome\": \"stayed\", \"codes\": [\"push-sender-unknown\"]}}"
    else if (k == 4) print "{\"payload\": {\"aps\": {\"alert\": \"Hi\"}, " s ", \"data\": {\"other\": {\"route\": \"" r "\"}}}, \"stage\": \"tap\", \"expect\": {\"outcome\": \"stayed\"}}"
    else if (k == 5) print "{\"payload\": {\"aps\": {\"alert\": \"Hi\"}, " s ", \"data\": {\"demo\": {\"route\": \"no/such/page\"}}}, \"stage\": \"tap\", \"expect\": {\"outcome\": \"stayed\"}}"
    else print "{\"payload\": {\"aps\": {\"alert\": {\"title\": \"Bank\", \"body\": \"Your statement is ready\"}, \"badge\": 3, \"sound\": \"default\"}, " s ", " d "}, \"stage\": \"tap\", \"expect\": {\"outcome\": \"stayed\"}}"
  }
}'
