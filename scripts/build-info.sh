#!/usr/bin/env bash
# What a release was built with, for its archive's BUILD-INFO.txt: `make dist` and `make deb` run it.
# Usage: scripts/build-info.sh VERSION COMMIT SCRATCH
set -euo pipefail
version=$1 commit=$2 scratch=$3
echo "LinkLab $version"
echo "commit: ${commit:-unknown}"
echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -s) $(uname -m)"
echo "swift: $(swift --version 2>/dev/null | head -n 1)"
echo
echo "Swift packages, as resolved for this build (Package.swift holds each direct one to its minor version):"
swift package --scratch-path "$scratch" show-dependencies --format text 2>/dev/null | sed 's/^/  /'
