#!/usr/bin/env bash
# The installed LinkLab, used as a user would: `make install PREFIX=<temp>`, then the installed binary run
# from an empty folder with a bare environment (`env -i`), with no Swift toolchain on its library path.
# `.ci/run` runs it; run it by hand the same way: scripts/installed-smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d)
empty=$(mktemp -d)
trap 'rm -rf "$prefix" "$empty"' EXIT

make install PREFIX="$prefix"
bin="$prefix/bin/linklab"
fail() { echo "installed-smoke: $*" >&2; exit 1; }

for file in bin/linklab bin/linklab-fetch share/man/man1/linklab.1 share/bash-completion/completions/linklab \
            share/zsh/site-functions/_linklab share/fish/vendor_completions.d/linklab.fish; do
  [ -s "$prefix/$file" ] || fail "make install did not install $file"
done

# No Swift runtime library is loaded from anywhere: the runtime is linked in.
for program in linklab linklab-fetch; do
  if ldd "$prefix/bin/$program" | grep -Ei 'swift|Foundation|dispatch|BlocksRuntime'; then
    fail "$program needs a Swift runtime library (above)"
  fi
  if ldd "$prefix/bin/$program" | grep -q 'not found'; then ldd "$prefix/bin/$program"; fail "$program needs a library that is not installed"; fi
done

cd "$empty"
version=$(env -i "$bin" --version)
echo "installed-smoke: linklab --version: $version"
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]] || fail "--version said '$version'"

# The main job, on the embedded demo FI, with no file beside the binary.
out=$(env -i "$bin" explain 'q2mob://open?targetPage=%23%2Fmessages') || fail "explain exited $?: $out"
grep -q navigated <<<"$out" || fail "explain did not navigate: $out"
status=0; env -i "$bin" explain 'https://wrong.example/x' >/dev/null || status=$?
[ "$status" -eq 1 ] || fail "a link that does not open the app exited $status, not 1"

# The walkthroughs and the quiz are inside the binary: listed and played by name with nothing beside it.
list=$(env -i "$bin" play --list) || fail "play --list exited $?"
grep -q '^campaign-email-opened-website ' <<<"$list" || fail "play --list does not name campaign-email-opened-website: $list"
env -i "$bin" play --quiet campaign-email-opened-website >/dev/null || fail "the built-in walkthrough campaign-email-opened-website failed"

# The network helper beside it runs, and refuses an order it cannot read (no network is used).
status=0; env -i "$prefix/bin/linklab-fetch" </dev/null >/dev/null 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "linklab-fetch without an order exited $status, not 2"

# With no terminal the app says so in one line and exits 1, writing no escape codes.
status=0; out=$(env -i "$bin" </dev/null 2>&1) || status=$?
[ "$status" -eq 1 ] || fail "the app without a terminal exited $status, not 1"
if grep -q $'\e' <<<"$out"; then fail "the app wrote escape codes without a terminal"; fi

# The man page and the completions name the commands.
grep -q 'explain' "$prefix/share/man/man1/linklab.1" || fail "the man page does not name explain"
grep -q 'explain' "$prefix/share/bash-completion/completions/linklab" || fail "the bash completion does not name explain"

[ -z "$(ls -A "$empty")" ] || fail "running from an empty folder left files there: $(ls -A "$empty")"

cd - >/dev/null
make uninstall PREFIX="$prefix"
left=$(find "$prefix" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "installed-smoke: passed"
