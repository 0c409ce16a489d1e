#!/usr/bin/env bash
# Writes a check list of LINES rows to standard output: the link mix of explain-throughput.sh (the 14
# documented examples and 8 hostile links, cycled, routes varied), each with the outcome it should have, a
# route, codes, signed in or out, a note and now and then a quoted cell; one row in 22 expects
# what does not happen, so that failures are reported too.
#
#   Benchmarks/write-check-list.sh 1000000 > /tmp/check-1000000.csv
set -euo pipefail
lines="${1:-1000000}"
awk -v n="$lines" 'BEGIN {
  print "link,outcome,route,codes,signedIn,note"
  split("messages settings/profile transfer branches transactions/activityCenter", routes, " ")
  for (i = 0; i < n; i++) {
    k = i % 22; r = routes[int(i / 22) % 5 + 1]; e = r; gsub("/", "%2F", e)
    signed = (i % 7 == 3) ? "false" : "true"
    good = (signed == "true") ? "navigated" : "deferred"
    if (k == 0) print "q2mob://open?targetPage=%23%2F" e "," good "," r ",," signed ",the documented custom-scheme link"
    else if (k == 1) print "https://demo.q2.com/experimental/uux.aspx#/" r "," good "," r ",," signed ","
    else if (k == 2) print "q2mob://open?targetPage=#/" r ",stayed,none,unencoded-target-page," signed ",\"the classic: # not encoded, so the route is lost\""
    else if (k == 3) print "https://demo.q2.com/experimental/uux.aspx,stayed,,,,"
    else if (k == 4) print "https://wrong-host.q2.com/experimental/uux.aspx#/" r ",navigated,,,,expected to fail"
    else if (k == 5) print "https://demo.q2.com/experimental/dashboard.aspx#/" r ",openedInBrowser,,,,"
    else if (k == 6) print "https://demo.q2.com/" r ",openedInBrowser,,,,"
    else if (k == 7) print "https://demo.q2.com/experimental/uux.aspx?targetPage=" r ",stayed,,,,"
    else if (k == 8) print "q2mob://com.q2.mobile.module.demo/path,handledByModule,,,,"
    else if (k == 9) print "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path,handledByModule,,,,"
    else if (k == 10) print "otherapp://open?targetPage=%23%2F" e ",notOpened,,,,"
    else if (k == 11) print "q2mob://open?targetPage=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2F" e ",stayed,,,,"
    else if (k == 12) print "q2mob://open?targetPage=%23%2Fsettings%2Fprofile," good ",settings/profile,," signed ","
    else if (k == 13) print "https://demo.q2.com/experimental/uux.aspx#/settings/profile,navigated,settings/profile,,,"
    else if (k == 14) print "\"  q2mob://open?targetPage=%23%2F" e "   \",navigated,,whitespace-trimmed,,"
    else if (k == 15) print "https://demo.q2.com/experimental/uux.aspx#/settings/pro file,stayed,,,,"
    else if (k == 16) print "https://demo.q2.com@evil.example/experimental/uux.aspx#/" r ",notOpened,,userinfo-in-link,,"
    else if (k == 17) print "https://demo.q2.com/experimental/uux.aspx#/settings/../" r ",stayed,,route-traversal,,"
    else if (k == 18) print "q2mob://open?targetPage=%2523%252F" e ",stayed,,double-encoded-target-page,,"
    else if (k == 19) print "http://demo.q2.com/experimental/uux.aspx#/" r ",notOpened,,wrong-url-scheme,,"
    else if (k == 20) print "q2mob://open?targetPage=%23%2F" e "\342\200\256,notOpened,,control-characters,,"
    else print "not a link at all,notOpened,,malformed-link,,"
  }
}'
