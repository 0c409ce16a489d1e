#!/usr/bin/env bash
# Builds the libFuzzer harnesses (cached) and runs them with AddressSanitizer.
#
#   Fuzz/run.sh TARGET|all SECONDS      run each target for SECONDS (targets: links, push, settings, checklists, aasa, manifest, plist, cache, answer, site)
#   Fuzz/run.sh repro TARGET FILE...    run saved inputs once, e.g. a crash artifact or Fuzz/Findings/*.txt
#   Fuzz/run.sh build                   build only
#
# Options (before the target):
#   --keep-going    log and save every broken invariant and go on to the end, instead of stopping at
#                   the first (same as LINKLAB_FUZZ_KEEP_GOING=1). Crashes and ASan reports still stop.
#
# Each run copies the committed seeds (Fuzz/Corpus/TARGET) into a scratch folder under .build-fuzz/runs/
# and grows that copy only; crash artifacts and saved breaches stay there. Extra libFuzzer flags go in
# LINKLAB_FUZZ_FLAGS. Exit status: 0 no finding, 1 a finding, 2 usage or build error, 3 this toolchain
# cannot build with -sanitize=fuzzer.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export LANG=C.UTF-8
# A trap is libFuzzer's to report; Swift's own backtracer would only add noise (and trips ASan).
export SWIFT_BACKTRACE=enable=no
# Leaks are not findings (-detect_leaks=0 below); this also stops the check at exit, which fails every manifest
# run on the CFError that FoundationXML leaks for each XML error it reports.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

targets=(links push settings checklists aasa manifest plist cache answer site)
out="$root/.build-fuzz"
binary="$out/linklab-fuzz"

usage() { sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

while [ $# -gt 0 ] && [ "${1#--}" != "$1" ]; do
  case "$1" in
    --keep-going) export LINKLAB_FUZZ_KEEP_GOING=1 ;;
    *) usage ;;
  esac
  shift
done
[ $# -ge 1 ] || usage

# Builds a trivial fuzzer first, so that a toolchain without libFuzzer is told apart from a harness
# that does not compile.
probe_toolchain() {
  if ! command -v swiftc >/dev/null 2>&1; then
    echo "fuzz: no swiftc on PATH, so the harnesses cannot be built" >&2
    return 3
  fi
  local version
  version=$(swiftc --version 2>&1 | sha256sum | cut -d' ' -f1)
  [ "$(cat "$out/probe/ok" 2>/dev/null)" = "$version" ] && return 0
  mkdir -p "$out/probe"
  printf '%s\n' '@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }' > "$out/probe/probe.swift"
  if swiftc -sanitize=fuzzer,address -parse-as-library "$out/probe/probe.swift" -o "$out/probe/probe" >"$out/probe/log" 2>&1; then
    echo "$version" > "$out/probe/ok"
    return 0
  fi
  echo "fuzz: this toolchain cannot build with -sanitize=fuzzer,address (see $out/probe/log)" >&2
  return 3
}

build() {
  probe_toolchain || return 3
  shopt -s globstar nullglob
  # Each of the core's targets as a module of its own, in the order Package.swift declares them (built for
  # testing, so that the harnesses reach what the core's own tests reach); then the harnesses' module.
  local core_modules=(LinkLabSystem LinkLabText LinkLabFormats LinkLabBuiltIns LinkLabReading LinkLabDeciding LinkLabWording)
  local sources=("$root"/Fuzz/Support/*.swift "$root"/Fuzz/Targets/*.swift)
  local modules="$out/modules"
  local flags=(-O -swift-version 6 -sanitize=fuzzer,address -parse-as-library -module-name LinkLabFuzz -package-name LinkLab
               -I "$modules" -L "$modules" -lLinkLabWording -lLinkLabDeciding -lLinkLabReading -lLinkLabBuiltIns -lLinkLabFormats -lLinkLabText -lLinkLabSystem)
  local stamp
  stamp=$( { swiftc --version 2>&1; echo "${flags[*]}"; for f in "${sources[@]}" "${core_modules[@]/#/$root/Sources/}"; do if [ -d "$f" ]; then cat "$f"/**/*.swift; else echo "$f"; cat "$f"; fi; done; } | sha256sum | cut -d' ' -f1)
  if [ -x "$binary" ] && [ "$(cat "$binary.stamp" 2>/dev/null)" = "$stamp" ]; then return 0; fi
  echo "fuzz: building $binary (${#sources[@]} files; takes a minute or two)"
  mkdir -p "$out" "$modules"
  local module
  for module in "${core_modules[@]}"; do
    if ! nice swiftc -O -enable-testing -swift-version 6 -sanitize=fuzzer,address -parse-as-library -module-name "$module" -package-name LinkLab \
        -emit-library -static -emit-module -emit-module-path "$modules/$module.swiftmodule" -I "$modules" \
        "$root"/Sources/"$module"/**/*.swift -o "$modules/lib$module.a" >"$out/build.log" 2>&1; then
      grep -v "Cannot export local symbol" "$out/build.log" | head -40 >&2
      echo "fuzz: the $module module does not build (full log: $out/build.log)" >&2
      rm -f "$binary.stamp"
      return 2
    fi
  done
  if ! nice swiftc "${flags[@]}" "${sources[@]}" -o "$binary" >"$out/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$out/build.log" | head -40 >&2
    echo "fuzz: the harness does not build (full log: $out/build.log)" >&2
    rm -f "$binary.stamp"
    return 2
  fi
  echo "$stamp" > "$binary.stamp"
}

# The libFuzzer flags every target shares, then the target's own.
common_flags=(-timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1)
target_flags() {
  case "$1" in
    links) echo "-max_len=4096" ;;
    push) echo "-max_len=4096" ;;
    settings) echo "-max_len=4096" ;;
    checklists) echo "-max_len=8192" ;;
    aasa) echo "-max_len=8192" ;;
    manifest) echo "-max_len=8192" ;;
    plist) echo "-max_len=8192" ;;
    cache|answer|site) echo "-max_len=8192" ;;
  esac
}

# Runs one target for $2 seconds; prints its figures and returns 1 on a finding.
run_target() {
  local target=$1 seconds=$2
  local scratch
  scratch="$out/runs/$target-$(date -u +%Y%m%dT%H%M%SZ)"
  mkdir -p "$scratch/corpus" "$scratch/breaches"
  cp "$root/Fuzz/Corpus/$target"/* "$scratch/corpus/"
  echo "fuzz: $target for ${seconds}s (scratch: $scratch)"
  # shellcheck disable=SC2046,SC2086
  LINKLAB_FUZZ_TARGET=$target LINKLAB_FUZZ_FINDINGS="$scratch/breaches" \
    nice -n 10 "$binary" "$scratch/corpus" -dict="$root/Fuzz/Dictionaries/$target.dict" \
      -max_total_time="$seconds" -artifact_prefix="$scratch/" "${common_flags[@]}" $(target_flags "$target") \
      ${LINKLAB_FUZZ_FLAGS:-} </dev/null >"$scratch/log" 2>&1
  local status=$?

  local execs rate progress breaches
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$scratch/log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$scratch/log" | tail -1)
  progress=$(grep -E '^#[0-9]+.*cov: ' "$scratch/log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*')
  breaches=$(grep -c '^LINKLAB-FUZZ .*invariant .* broken' "$scratch/log")
  echo "fuzz: $target: ${execs:-?} executions, ${rate:-?} exec/s, ${progress:-no coverage line}" | tee "$scratch/summary"

  local found=0
  if [ "$status" -ne 0 ]; then
    found=1
    grep -A1 -E 'Fatal error: LINKLAB-FUZZ' "$scratch/log" | cut -c1-600 | head -4
    grep -E 'ERROR: (AddressSanitizer|libFuzzer)|^SUMMARY|Fatal error' "$scratch/log" | grep -v LINKLAB-FUZZ | head -4
    grep -E 'Test unit written to|artifact_prefix' "$scratch/log" | sed 's/^/fuzz: /'
  fi
  if [ "$breaches" -gt 0 ]; then
    found=1
    echo "fuzz: $target: broken invariants (kept going):"
    sed -n 's/^  (the first breach of \(.*\) in this run)$/  \1/p' "$scratch/log" | sort | head -80
    grep 'breaches in this run' "$scratch/log" | tail -1
    echo "fuzz: reproducers: $scratch/breaches/"
  fi
  if [ "$found" -ne 0 ]; then
    echo "fuzz: $target: FINDING (exit $status); full log: $scratch/log"
    return 1
  fi
  echo "fuzz: $target: no finding"
}

case "$1" in
  build)
    build
    exit $?
    ;;
  repro)
    [ $# -ge 3 ] || usage
    target=$2
    shift 2
    build || exit $?
    LINKLAB_FUZZ_TARGET=$target "$binary" -runs=1 "${common_flags[@]}" "$@"
    exit $?
    ;;
  *)
    # "all", or one of the targets above.
    [ "$1" = all ] || [[ " ${targets[*]} " == *" $1 "* ]] || usage
    [ $# -eq 2 ] && [ "$2" -gt 0 ] 2>/dev/null || usage
    build || exit $?
    if [ "$1" = all ]; then chosen=("${targets[@]}"); else chosen=("$1"); fi
    status=0
    for target in "${chosen[@]}"; do
      run_target "$target" "$2" || status=1
    done
    exit $status
    ;;
esac
