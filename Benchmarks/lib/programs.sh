# Sourced by the *-throughput.sh scripts: the two programs a paired run compares.
#   linklab_program       prints linklab's path: $LINKLAB, else a release build into .build-bench
#   floor_program NAME    prints the floor program Tools/NAME built with swiftc -O (rebuilt when its source is newer)
# Both expect $here (Benchmarks/) and $root (the package) to be set.

linklab_program() {
  if [ -z "${LINKLAB:-}" ]; then
    echo "== building (release)" >&2
    swift build -c release --package-path "$root" --scratch-path "$root/.build-bench" --product linklab >&2
  fi
  echo "${LINKLAB:-$root/.build-bench/release/linklab}"
}

floor_program() {
  local name="$1" out="$here/.build/floors/$1"
  mkdir -p "$here/.build/floors"
  [ "$out" -nt "$here/Tools/$name/main.swift" ] || swiftc -O "$here/Tools/$name/main.swift" -o "$out" >&2
  echo "$out"
}
