#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Debian package: installs what is missing, configures the "package" preset
# (optimized, the games layout /usr/games + /usr/share/games/nonet, no tests), builds the game
# and nonet-cli, and makes build/package/nonet_VERSION_ARCH.deb with CPack (dependencies from
# the binaries, stripped, section games). Then lintian, when installed. docs/PACKAGING.md.
#   scripts/package.sh                  the fonts bundled in the package
#   scripts/package.sh --system-fonts   Debian's fonts-inter instead (a dependency then)
set -euo pipefail
cd "$(dirname "$0")/.."
system_fonts=OFF
for a in "$@"; do
  case $a in
    --system-fonts) system_fonts=ON ;;
    -h | --help)
      sed -n '2,8p' "$0" | grep -v SPDX-License | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "package.sh: unknown argument '$a' (see --help)" >&2
      exit 2
      ;;
  esac
done

bash scripts/setup.sh
cmake --preset package -DNONET_SYSTEM_FONTS=$system_fonts >/dev/null
cmake --build --preset package -j "$(nproc 2>/dev/null || echo 2)"
rm -f build/package/nonet_*.deb
(cd build/package && cpack -G DEB)
deb=$(ls build/package/nonet_*.deb)
if command -v lintian >/dev/null; then
  lintian --fail-on error "$deb"
fi
echo "package.sh: $deb"
