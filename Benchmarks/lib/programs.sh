# Sourced by the *-throughput.sh scripts: the two programs a paired run compares.
#   linklab_program       prints linklab's path: $LINKLAB, else a release build into .build-bench
#   floor_program NAME    prints the floor program Tools/NAME built with swiftc -O (rebuilt when its source is newer)
# Both expect $here (Benchmarks/) and $root (the package) to be set.
# LINKING=dynamic (the default, what `swift build -c release` makes) links both programs against Swift's and
# Foundation's shared libraries; LINKING=static links them in (`--static-swift-stdlib`, `-static-stdlib`).
# Both programs are always linked the same way, so a ratio compares work, not the dynamic loader.
# With $LINKLAB and no $LINKING, the floor is linked as that binary is.
if [ -z "${LINKING:-}" ] && [ -n "${LINKLAB:-}" ]; then
  if ldd "$LINKLAB" 2>/dev/null | grep -q libswiftCore; then LINKING=dynamic; else LINKING=static; fi
fi
LINKING="${LINKING:-dynamic}"

linklab_program() {
  if [ -z "${LINKLAB:-}" ]; then
    echo "== building (release)" >&2
    local flag=""
    [ "$LINKING" = static ] && flag="--static-swift-stdlib"
    local scratch="$root/.build-bench"
    [ "$LINKING" = static ] && scratch="$root/.build-bench-static"
    swift build -c release $flag --package-path "$root" --scratch-path "$scratch" --product linklab >&2
  fi
  echo "${LINKLAB:-$scratch/release/linklab}"
}

floor_program() {
  local name="$1" out="$here/.build/floors/$LINKING/$1" flag=""
  [ "$LINKING" = static ] && flag="-static-stdlib"
  mkdir -p "$here/.build/floors/$LINKING"
  [ "$out" -nt "$here/Tools/$name/main.swift" ] || swiftc -O $flag "$here/Tools/$name/main.swift" -o "$out" >&2
  echo "$out"
}
