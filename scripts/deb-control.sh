#!/usr/bin/env bash
# The DEBIAN/control file of `make deb`. (The maintainer address uses the reserved .invalid domain until
# the team has a public one.)
# Usage: scripts/deb-control.sh VERSION ARCH ROOT   (ROOT: the staged tree, for the installed size)
set -euo pipefail
version=$1 arch=$2 root=$3
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat <<CONTROL
Package: linklab
Version: $version
Architecture: $arch
Maintainer: The LinkLab team <linklab@invalid>
Installed-Size: $size
Depends: libc6, libgcc-s1, libstdc++6, libncursesw6, libtinfo6, libcurl4
Section: devel
Priority: optional
Description: what a banking app does with a deep link or push, and why
 LinkLab emulates how the Q2 Mobile App for iOS and Android handles deep links
 and push notifications, and says what the app would do and why, in sentences
 a support agent can read aloud. A terminal app and a command line for CI.
CONTROL
